// See start_pattern.hpp. The distribution walks the goal's table down from each position
// (host/engine/solver.hpp): a start set is small beside its goal (the 2x2x3 block from a
// solved 2x2x2 block: 6,048 positions of 1.5 billion), so a walk each costs less than any
// pass over the table.
#include "host/puzzles/defs/start_pattern.hpp"

#include <algorithm>
#include <stdexcept>

#include "host/engine/distance_table.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/defs/arrangement_rank.hpp"
#include "host/puzzles/defs/definition_space.hpp"

namespace twobit {

namespace {

bool is_wild(const PieceSet& set, uint8_t label) {
    return set.orientations == 1 || (label < set.wild.size() && set.wild[label] != 0);
}

// Every choice for the slots of one start label: the goal's pieces there arranged every
// way, each combined with every twist left open. `slots` index into a choice of `pieces`.
void expand_class(std::vector<uint8_t>& choices, size_t pieces, const std::vector<int>& slots,
                  std::vector<int> goal_pieces, const PieceSet& goal, bool start_wild,
                  const std::vector<uint8_t>& start_twist) {
    std::sort(goal_pieces.begin(), goal_pieces.end());
    const size_t before = choices.size() / (2 * pieces);
    std::vector<uint8_t> out;
    for (size_t c = 0; c < before; ++c) {
        std::vector<int> arrangement = goal_pieces;
        do {
            // The slots whose twist is open: a known goal piece where the start has '?'.
            std::vector<int> open;
            for (size_t j = 0; j < slots.size(); ++j)
                if (start_wild && !is_wild(goal, static_cast<uint8_t>(arrangement[j])))
                    open.push_back(slots[j]);
            uint64_t twists = 1;
            for (size_t j = 0; j < open.size(); ++j)
                twists *= static_cast<uint64_t>(goal.orientations);
            for (uint64_t t = 0; t < twists; ++t) {
                const size_t at = out.size();
                out.insert(out.end(), choices.begin() + static_cast<long>(c * 2 * pieces),
                           choices.begin() + static_cast<long>((c + 1) * 2 * pieces));
                uint8_t* labels = &out[at];
                uint8_t* twist = labels + pieces;
                for (size_t j = 0; j < slots.size(); ++j) {
                    const int slot = slots[j];
                    labels[slot] = static_cast<uint8_t>(arrangement[j]);
                    twist[slot] = is_wild(goal, labels[slot]) ? 0 : start_twist[slot];
                }
                uint64_t rest = t;
                for (int slot : open) {
                    twist[slot] =
                        static_cast<uint8_t>(rest % static_cast<uint64_t>(goal.orientations));
                    rest /= static_cast<uint64_t>(goal.orientations);
                }
            }
        } while (std::next_permutation(arrangement.begin(), arrangement.end()));
    }
    choices.swap(out);
}

} // namespace

StartPattern::StartPattern(const Definition& goal, const Definition& start) : goal_(goal) {
    const auto refuse = [&](int line, const std::string& why) {
        throw DefinitionError(start.source, line, 0, why);
    };
    if (goal.sets.size() != start.sets.size())
        refuse(start.sets.empty() ? 1 : start.sets[0].line,
               "the start pattern's sets (" + std::to_string(start.sets.size()) +
                   ") are not the goal's (" + goal.source + ": " +
                   std::to_string(goal.sets.size()) + "): both must describe the same puzzle");
    // Per set, the groups of slots the start labels alike, with the goal's pieces there.
    struct Class {
        std::vector<int> slots, pieces;
        bool start_wild = false;
    };
    std::vector<std::vector<Class>> classes;
    for (size_t s = 0; s < goal.sets.size(); ++s) {
        const PieceSet& g = goal.sets[s];
        const PieceSet& st = start.sets[s];
        if (g.name != st.name || g.pieces != st.pieces || g.orientations != st.orientations)
            refuse(st.line, "set " + st.name + " (" + std::to_string(st.pieces) + " pieces, " +
                                std::to_string(st.orientations) +
                                " orientations) is not the goal's set " + std::to_string(s + 1) +
                                ", " + g.name + " (" + std::to_string(g.pieces) + ", " +
                                std::to_string(g.orientations) +
                                "): both must describe the same puzzle");
        // The start's label of each goal label, from the two solved states.
        std::vector<int> start_of_goal(256, -1);
        std::vector<int> first_slot(256, -1);
        for (int i = 0; i < g.pieces; ++i) {
            const uint8_t gl = g.solved_labels[i];
            const uint8_t sl = st.solved_labels[i];
            if (start_of_goal[gl] < 0) {
                start_of_goal[gl] = sl;
                first_slot[gl] = i;
            } else if (start_of_goal[gl] != sl) {
                refuse(st.line, "set " + st.name + ": the goal's pieces in slots " +
                                    std::to_string(first_slot[gl] + 1) + " and " +
                                    std::to_string(i + 1) +
                                    " are identical, but the start pattern tells them apart, so "
                                    "a position of the goal cannot say whether it holds");
            }
            if (!is_wild(st, sl) && is_wild(g, gl))
                refuse(st.line, "set " + st.name + ", slot " + std::to_string(i + 1) +
                                    ": the start pattern needs an orientation the goal leaves "
                                    "unknown ('?')");
        }
        classes.emplace_back();
        for (int label = 0; label < 256; ++label) {
            Class c;
            for (int i = 0; i < g.pieces; ++i)
                if (st.solved_labels[i] == label) {
                    c.slots.push_back(i);
                    c.pieces.push_back(g.solved_labels[i]);
                }
            if (c.slots.empty()) continue;
            c.start_wild = is_wild(st, static_cast<uint8_t>(label));
            classes.back().push_back(std::move(c));
        }
    }
    // How many, before any is made: a pattern that pins too little is refused at once.
    unsigned __int128 count = 1;
    for (size_t s = 0; s < classes.size() && count <= kMaxStartPositions; ++s)
        for (const Class& c : classes[s]) {
            std::vector<int> labels(c.pieces), counts;
            std::sort(labels.begin(), labels.end());
            for (size_t i = 0; i < labels.size(); ++i)
                if (i == 0 || labels[i] != labels[i - 1])
                    counts.push_back(1);
                else
                    ++counts.back();
            const uint64_t arrangements = count_arrangements(counts, kMaxStartPositions);
            count *= arrangements == 0 ? kMaxStartPositions + 1 : arrangements; // 0: above it
            for (int piece : c.pieces)
                if (c.start_wild && !is_wild(goal.sets[s], static_cast<uint8_t>(piece)))
                    count *= static_cast<unsigned>(goal.sets[s].orientations);
            if (count > kMaxStartPositions) break;
        }
    if (count > kMaxStartPositions)
        throw std::length_error("the start pattern holds in more than " +
                                std::to_string(kMaxStartPositions) +
                                " positions of the goal: it pins too few pieces to walk them");
    count_ = static_cast<uint64_t>(count);
    for (size_t s = 0; s < classes.size(); ++s) {
        SetChoices set;
        set.pieces = static_cast<size_t>(goal.sets[s].pieces);
        set.choices.assign(2 * set.pieces, 0); // one empty choice to extend
        for (const Class& c : classes[s])
            expand_class(set.choices, set.pieces, c.slots, c.pieces, goal.sets[s], c.start_wild,
                         start.sets[s].solved_twist);
        sets_.push_back(std::move(set));
    }
}

uint64_t StartPattern::count() const {
    return count_;
}

DefinitionState StartPattern::state(uint64_t k) const {
    DefinitionState state;
    state.labels.resize(sets_.size());
    state.twist.resize(sets_.size());
    for (size_t s = sets_.size(); s-- > 0;) {
        const SetChoices& set = sets_[s];
        const uint64_t choice = k % set.count();
        k /= set.count();
        const uint8_t* at = &set.choices[choice * 2 * set.pieces];
        state.labels[s].assign(at, at + set.pieces);
        state.twist[s].assign(at + set.pieces, at + 2 * set.pieces);
    }
    return state;
}

StartDistribution start_distribution(const StartPattern& pattern, const DefinitionSpace& space,
                                     const PuzzleModel& model, const TableBytes& table) {
    if (space.num_states() != model.num_states() || table.states != model.num_states())
        throw std::invalid_argument(
            "start_distribution: the space, model and table differ in size");
    const Solver<TableBytes> solver(model, table, table.max_depth);
    const auto n = static_cast<int64_t>(pattern.count());
    std::vector<int> depth(static_cast<size_t>(n), -1);
    std::vector<uint64_t> index(static_cast<size_t>(n), 0);
    std::string error;
#pragma omp parallel for schedule(dynamic, 256)
    for (int64_t k = 0; k < n; ++k) {
        const DefinitionState state = pattern.state(static_cast<uint64_t>(k));
        const uint64_t i = space.encode(state);
        // A state outside the index (an odd permutation where the index keeps even ones
        // only) encodes as another state: the round trip tells.
        if (!(space.decode(i) == state)) continue;
        try {
            depth[static_cast<size_t>(k)] = solver.distance(i);
        } catch (const InconsistentTableError& e) {
#pragma omp critical
            error = e.what();
        }
        index[static_cast<size_t>(k)] = i;
    }
    if (!error.empty()) throw InconsistentTableError(error);
    StartDistribution result;
    for (int64_t k = 0; k < n; ++k) {
        const int d = depth[static_cast<size_t>(k)];
        if (d < 0) {
            ++result.unreachable;
            continue;
        }
        if (result.counts.size() <= static_cast<size_t>(d))
            result.counts.resize(static_cast<size_t>(d) + 1);
        ++result.counts[static_cast<size_t>(d)];
    }
    const int deepest = static_cast<int>(result.counts.size()) - 1;
    for (int64_t k = 0; k < n && result.antipodes.size() < kListedAntipodes; ++k)
        if (depth[static_cast<size_t>(k)] == deepest && deepest >= 0)
            result.antipodes.push_back(index[static_cast<size_t>(k)]);
    return result;
}

} // namespace twobit
