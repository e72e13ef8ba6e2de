// A table file against a fresh search of its model; see table_proof.hpp.
#include "host/store/table_proof.hpp"

#include <fmt/format.h>
#include <stdexcept>

#include "host/engine/search_plan.hpp"
#include "host/io/program_name.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

std::string table_difference(const TableFile& file, const BuiltTable& fresh) {
    const DistanceTable& table = fresh.table;
    const uint64_t bytes = table.num_bytes();
    const uint8_t* a = file.payload();
    const uint8_t* b = table.bytes();
    uint64_t i = 0;
    while (i < bytes && a[i] == b[i]) ++i;
    if (i < bytes) {
        uint64_t entry = 4 * i;
        while (entry < table.num_states() && file.get(entry) == table.get(entry)) ++entry;
        if (entry == table.num_states()) // a forger may set the last byte's unused bits
            return fmt::format("the unused bits after entry {} are set", entry - 1);
        return fmt::format("entry {} holds {}, a fresh search gives {}", entry, file.get(entry),
                           table.get(entry));
    }
    if (fresh.result.counts != file.header().counts)
        return fmt::format("the header's counts ({}) differ from a fresh search's ({})",
                           fmt::join(file.header().counts, " "),
                           fmt::join(fresh.result.counts, " "));
    return "";
}

void prove_held_table(const Puzzle& record, const PuzzleModel& model, const TableFile& file,
                      int threads) {
    if (model.num_states() > kProvenOnLoadStates) return;
    SearchRequest search;
    search.quiet = true;
    search.threads = threads;
    const std::string difference = table_difference(file, build_table(model, search));
    if (difference.empty()) return;
    throw std::runtime_error(fmt::format(
        "table {} refused: {} (its checksums are right, its entries are not: it was damaged "
        "and resealed, or forged; {} verify --table {} shows the same)\n  to rebuild it: "
        "{} -o {}",
        file.path(), difference, program_name(), file.path(), generate_command(record, model),
        file.path()));
}

} // namespace twobit
