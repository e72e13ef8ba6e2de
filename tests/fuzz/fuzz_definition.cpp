// Fuzzes the definition reader, twobit::parse_definition (host/puzzles/defs/definition.hpp),
// with the input bytes as a whole file, and the index built from what it accepts.
//
// Asserts (beyond no crash, no sanitizer report, no exception but std::invalid_argument):
//  - an accepted definition has sets of 1..255 pieces and moduli 1..127, solved labels and
//    twists in range, and every move is a permutation with twists below the modulus;
//  - for a small accepted definition (index up to 2^16 states), every index decodes to a
//    state that encodes back to it, and each move of the model equals applying its
//    permutation to the decoded state.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "host/puzzles/defs/definition.hpp"
#include "host/puzzles/defs/definition_space.hpp"

namespace {

void check_definition(const twobit::Definition& def) {
    FUZZ_CHECK(!def.sets.empty() && !def.moves.empty());
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const twobit::PieceSet& set = def.sets[s];
        FUZZ_CHECK(set.pieces >= 1 && set.pieces <= 255);
        FUZZ_CHECK(set.orientations >= 1 && set.orientations <= 127);
        FUZZ_CHECK(set.solved_labels.size() == static_cast<size_t>(set.pieces));
        for (uint8_t t : set.solved_twist) FUZZ_CHECK(t < set.orientations);
        for (const twobit::DefinitionMove& m : def.moves) {
            std::vector<bool> seen(set.pieces, false);
            for (int i = 0; i < set.pieces; ++i) {
                FUZZ_CHECK(m.sets[s].perm[i] < set.pieces && !seen[m.sets[s].perm[i]]);
                seen[m.sets[s].perm[i]] = true;
                FUZZ_CHECK(m.sets[s].twist_change[i] < set.orientations);
            }
        }
    }
}

void check_space(const twobit::Definition& def) {
    for (const char* metric : {"htm", "qtm"}) {
        try {
            // Only spaces that are small whatever their orbits: n! * m^n per set, 2^20 in all.
            double bound = 1;
            for (const twobit::PieceSet& set : def.sets)
                for (int i = 1; i <= set.pieces; ++i) bound *= i * set.orientations;
            if (bound > double(1 << 20)) return;
            twobit::DefinitionSpace space(def, metric, "");
            const uint64_t n = space.num_states();
            if (n > (uint64_t{1} << 16)) return;
            const twobit::PuzzleModel model = space.model("def:fuzz", metric);
            for (uint64_t i = 0; i < n; ++i) {
                const twobit::DefinitionState state = space.decode(i);
                FUZZ_CHECK(space.encode(state) == i);
                for (size_t m = 0; m < model.moves.size(); ++m)
                    FUZZ_CHECK(
                        model.apply(i, static_cast<int>(m)) ==
                        space.encode(twobit::apply_move(def, state, space.moves().actions[m])));
            }
        } catch (const std::invalid_argument&) {
            // a move set or index the space refuses, with its message
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    twobit::Definition def;
    try {
        def = twobit::parse_definition(text, "fuzz.tws");
    } catch (const twobit::DefinitionError&) {
        return 0;
    }
    check_definition(def);
    check_space(def);
    return 0;
}
