// A table file against a fresh search of its model; see table_proof.hpp.
#include "host/store/table_proof.hpp"

#include <fmt/format.h>

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

} // namespace twobit
