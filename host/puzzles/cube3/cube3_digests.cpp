// The 3x3x3 family's digests; see cube3_digests.hpp.
#include "host/puzzles/cube3/cube3_digests.hpp"

namespace twobit {

std::vector<TableDigest> cube3_digests(const std::string& table) {
    static const std::vector<TableDigestRow> rows = {
#include "host/puzzles/cube3/cube3_digests.inc"
    };
    return digests_of(rows, table);
}

} // namespace twobit
