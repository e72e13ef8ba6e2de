// Table headers from searches; see save_table.hpp.
#include "host/engine/save_table.hpp"

#include "host/engine/model_fingerprint.hpp"

namespace twobit {

static_assert(kMaxTableDepth + 1 == kTableMaxDepths, "a search stops where a table's levels end");

TableHeader table_header_for(const PuzzleModel& model, const SearchResult& result,
                             const DistanceTable& table) {
    TableHeader h;
    h.puzzle = model.puzzle;
    h.metric = model.metric;
    h.gens = gens_field(model.gens);
    h.moves = moves_field(model.move_list());
    h.states = table.num_states();
    h.reached = result.reached;
    h.counts = result.counts;
    h.payload_bytes = table.num_bytes();
    h.model_fingerprint = model_fingerprint(model);
    h.definition_hash = model.definition_hash;
    return h;
}

Durability table_durability(const SearchResult& result) {
    return result.seconds < kSyncedTablesFromSeconds ? Durability::RenameOnly : Durability::Synced;
}

void save_table(const OutputName& path, const PuzzleModel& model, const SearchResult& result,
                const DistanceTable& table) {
    write_table_file(path, table_header_for(model, result, table), table.bytes(),
                     table_durability(result));
}

void save_table(AtomicFile& file, const PuzzleModel& model, const SearchResult& result,
                const DistanceTable& table) {
    write_table_file(file, table_header_for(model, result, table), table.bytes(),
                     table_durability(result));
}

} // namespace twobit
