// The WCA's least scramble lengths; see wca_minimum.hpp.
#include "host/puzzles/scramble/wca_minimum.hpp"

#include <cctype>

namespace twobit {

WcaMinimum wca_minimum(const std::string& puzzle_id, bool wca_move_set) {
    if (!wca_move_set) return {};
    if (puzzle_id == "2x2x2") return {4, false, "4b3b"};
    if (puzzle_id == "skewb") return {7, false, "4b3c"};
    if (puzzle_id == "pyraminx") return {6, true, "4b3f"};
    if (puzzle_id == "pyraminx-notips") return {6, false, "4b3f"};
    return {};
}

bool counts_toward_minimum(const WcaMinimum& minimum, const std::string& move_name) {
    return !minimum.tips_apart || move_name.empty() ||
           std::islower(static_cast<unsigned char>(move_name[0])) == 0;
}

} // namespace twobit
