// "Between phases" (docs/DEFINITIONS.md): the positions of a goal definition where a second
// definition's solved state, the start pattern, already holds, e.g. the 2x2x3 block's
// positions with the 2x2x2 block solved. The two files describe one puzzle (the same sets,
// in order, of the same sizes); the start may tell apart only pieces the goal tells apart,
// and know only orientations the goal knows, so that every goal position says whether the
// pattern holds. Its positions are made directly: in each group of slots the start gives
// one label, every arrangement of the goal's pieces that belong there, with every twist the
// start leaves open.
#pragma once

#include <cstdint>
#include <vector>

#include "host/puzzles/defs/definition.hpp"

namespace twobit {

// At most this many positions of the goal are made for a start pattern (a few seconds of
// table walks; the start sets of method steps hold thousands).
constexpr uint64_t kMaxStartPositions = uint64_t{1} << 24;

class StartPattern {
  public:
    // Throws DefinitionError (at the start file's line) when the files do not fit together.
    StartPattern(const Definition& goal, const Definition& start);

    // How many goal states the pattern allows, reachable or not; throws std::length_error,
    // naming the count, above kMaxStartPositions.
    uint64_t count() const;
    // The k-th of them (k < count()), in a fixed order.
    DefinitionState state(uint64_t k) const;
    // The goal they are positions of.
    const Definition& goal() const { return goal_; }

  private:
    // Per set, every (labels, twists) the pattern allows, 2 x pieces bytes each.
    struct SetChoices {
        size_t pieces = 0;
        std::vector<uint8_t> choices;
        uint64_t count() const { return choices.size() / (2 * pieces); }
    };
    Definition goal_;
    std::vector<SetChoices> sets_;
    uint64_t count_ = 0;
};

// The goal's distance table read at the start pattern's positions.
struct StartDistribution {
    std::vector<uint64_t> counts;    // per depth, the reachable positions where it holds
    std::vector<uint64_t> antipodes; // the deepest ones' indices (at most kListedAntipodes)
    uint64_t unreachable = 0;        // positions where it holds that the moves never reach
};
constexpr size_t kListedAntipodes = 10;

class DefinitionSpace;
struct PuzzleModel;
struct TableBytes;

// For the goal's space, model and complete table (std::invalid_argument when their sizes
// differ). Throws InconsistentTableError (host/engine/solver.hpp) for a table its moves
// contradict.
StartDistribution start_distribution(const StartPattern& pattern, const DefinitionSpace& space,
                                     const PuzzleModel& model, const TableBytes& table);

} // namespace twobit
