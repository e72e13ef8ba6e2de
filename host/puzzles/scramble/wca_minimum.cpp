// The WCA's least scramble lengths; see wca_minimum.hpp.
#include "host/puzzles/scramble/wca_minimum.hpp"

#include <cctype>

namespace twobit {

bool counts_toward_minimum(const WcaMinimum& minimum, const std::string& move_name) {
    return !minimum.tips_apart || move_name.empty() ||
           std::islower(static_cast<unsigned char>(move_name[0])) == 0;
}

} // namespace twobit
