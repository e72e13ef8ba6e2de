// The puzzle a position names; see puzzle_from_position.hpp.
#include "tools/cli/puzzle_from_position.hpp"

#include "host/io/input_lines.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

const Puzzle* puzzle_of_line(const std::string& line, InputKind input) {
    const std::vector<const Puzzle*> claims = puzzles_claiming(line, input);
    if (claims.size() > 1)
        throw UsageError("'" + excerpt(line) + "' reads as a " + claims[0]->id +
                         "'s position and "
                         "as a " +
                         claims[1]->id + "'s: give --puzzle");
    return claims.empty() ? nullptr : claims.front();
}

void refuse_split_sticker_string(const std::vector<std::string>& positions) {
    if (positions.size() != 6) return;
    std::string joined;
    for (const std::string& p : positions) {
        if (p.size() != positions[0].size() || p.find_first_of(" '") != std::string::npos) return;
        joined += (joined.empty() ? "" : " ") + p;
    }
    const std::vector<const Puzzle*> claims = puzzles_claiming(joined, InputKind::Stickers);
    if (claims.empty()) return;
    throw UsageError("the six arguments are a " + claims.front()->id +
                     "'s stickers face by face, split apart by the shell: quote them as one "
                     "position, \"" +
                     printable(joined) + "\"");
}

const Puzzle* puzzle_of_positions(const std::vector<std::string>& positions, InputKind input) {
    refuse_split_sticker_string(positions);
    const Puzzle* decided = nullptr;
    std::string decided_by;
    for (const std::string& p : positions) {
        const Puzzle* here = puzzle_of_line(p, input);
        if (here == nullptr) continue;
        if (decided != nullptr && here != decided)
            throw UsageError("'" + excerpt(decided_by) + "' is a " + decided->id +
                             "'s position and '" + excerpt(p) + "' a " + here->id +
                             "'s: solve each in a command of its own, with --puzzle");
        decided = here;
        decided_by = p;
    }
    return decided;
}

std::string chosen_puzzle_note(const std::string& puzzle, bool assumed) {
    if (assumed)
        return "twobit: assuming a " + puzzle +
               " (nothing in the positions names a puzzle; --puzzle chooses another)\n";
    return "twobit: solving as a " + puzzle +
           " (the positions read as one; --puzzle chooses another)\n";
}

std::string other_puzzles_line(const std::string& line, const Puzzle& batch, bool assumed,
                               InputKind input) {
    const Puzzle* here = nullptr;
    try {
        here = puzzle_of_line(line, input);
    } catch (const UsageError& e) {
        return e.what();
    }
    if (here == nullptr || here == &batch) return "";
    return "'" + excerpt(line) + "' is a " + here->id +
           "'s position, and this batch is solved as " + batch.id + " positions (" +
           (assumed ? "the default puzzle: its first line named none" : "as its first line said") +
           "): solve it apart with --puzzle " + here->id;
}

} // namespace twobit::cli
