// The state index of a definition, built automatically (docs/DEFINITIONS.md explains it):
//
// 1. Each set splits into orbits: the slots the chosen moves carry into one another. A piece
//    never leaves its orbit, so each orbit is indexed on its own.
// 2. Per orbit, up to two components: the arrangement of its pieces (the lexicographic rank
//    of a multiset permutation, which for distinct pieces is the Lehmer rank) and the
//    orientations of its slots (base-m digits, the last one dropped when every move keeps
//    the orbit's orientation sum). A component that no move changes is left out. An orbit
//    of at most 9 distinct pieces whose twists the moves tie to where its pieces are (the
//    FTO's corners) is one component instead, arrangement and twists together: per
//    arrangement, only the twists its coset allows (orbit_twists.hpp).
// 3. Parity: for orbits of distinct pieces, each generator's parity on each orbit is a bit
//    vector; every linear relation the generators keep (an orbit always even, or two orbits
//    whose parities are always equal) lets one component store half its values: its parity
//    follows from the others'. The relations come from the null space of that GF(2) matrix.
// 4. An arrangement whose move table would be too large (dino's 12 edges: 479 M values, a
//    15 GB table) splits in two: a lead component, where the pieces of most labels go (the
//    others' slots marked by one extra label), and a rest component, the arrangement of the
//    other labels (at most 6 pieces) in the slots the lead leaves, in slot order. A move
//    carries the rest's slots onto the slots it leaves after the move in an order that
//    depends only on the lead's value and the move: a permutation of at most 6 places, so
//    the rest moves by a small composition table whose column the lead's value selects
//    (kCoordComposeBySource). An orbit of fixed parity keeps its halving on the rest.
// 5. Components are grouped into at most kMaxCoords coordinates (a relation's members share
//    one; the smallest groups merge; a split pair keeps two of its own, lead then rest,
//    last), each a mixed-radix product with its own move table, the largest coordinate
//    first (outermost), so the search's block-wise neighbour cursor applies where every
//    coordinate moves by its own table.
// Steps 1 to 5 are sizes only: what the move tables will take is known, and checked, before
// any is built (model() builds them).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/defs/definition.hpp"
#include "host/puzzles/defs/definition_moves.hpp"
#include "host/puzzles/defs/twist_lattice.hpp"

namespace twobit {

// An arrangement whose move table would take more than this splits in two (step 4). At
// 64 MiB, master_skewb's 12 centres (7.5 M values, 32 moves: 958 MB) split and 10 distinct
// pieces with 8 moves (116 MB) do; 9 distinct pieces with 24 moves (35 MB) keep one table
// and the search's block-wise cursor, which the split gives up.
constexpr uint64_t kSplitAboveTableBytes = uint64_t{64} << 20;

// One orbit's arrangement or orientations.
struct SpaceComponent {
    enum Kind { Arrangement, Orientation } kind = Arrangement;
    int set = 0;
    std::vector<int> slots;     // the orbit's slots, in increasing order
    uint64_t full_size = 0;     // values before halving
    bool halved = false;        // stores full / 2; the parity bit follows from `relation`
    std::vector<int> relation;  // components whose parities, XORed with parity_offset, give
    unsigned parity_offset = 0; // this one's parity (halved components only)
    bool distinct = false;      // Arrangement: all labels differ (it has a parity)
    // Arrangement: label counts; Orientation: modulus, and whether the sum is kept (then
    // the last slot's digit is dropped and follows from `sum`).
    std::vector<int> label_counts;
    std::vector<uint8_t> labels; // Arrangement: the orbit's labels, sorted; local = index
    // Arrangement: per label, its index in `labels`, or kNotOwn (encoding looks this up per
    // slot: a class search encodes moves x symmetries states per row it moves).
    static constexpr uint16_t kNotOwn = 0xffff;
    std::array<uint16_t, 256> local_of{};
    int modulus = 1;
    bool sum_kept = false;
    int sum = 0;
    MoveTable table;             // full value * moves + move -> full value (during model())
    std::vector<uint8_t> parity; // parity of each full value, where a relation needs it
                                 // (halved components and their relations' members)
    bool needs_parity = false;
    // Step 4's split. Lead: `labels` are its own labels, and local label labels.size()
    // marks the slots of its partner's pieces. Rest: `labels` are its own, placed in the
    // orbit's slots that hold one of them, in slot order.
    enum Role { Whole, Lead, Rest } role = Whole;
    int partner = -1;
    // An arrangement with its twists (step 2's coupled orbit): value = q * arrangements +
    // arrangement, q the twists' rank in the coset of `lattice` that `coset` gives the
    // arrangement; local holds the labels, then the twists.
    // With wildcard orientations ('?'), q is instead the base-m digits of the twists of
    // the pieces whose local label has wild[label] == 0, in slot order.
    bool twisted = false;
    uint64_t arrangements = 0;
    TwistLattice lattice;
    std::vector<uint8_t> coset; // per arrangement, slots.size() representative twists
    std::vector<uint8_t> wild;  // per local label, 1 for a wildcard orientation

    uint64_t size() const { return halved ? full_size / 2 : full_size; }
    // The component's own values: per slot of the orbit, the local label (an index into
    // `labels`) or the orientation.
    uint64_t rank(const uint8_t* local) const;
    void unrank(uint64_t full, uint8_t* local) const;
    // Distinct arrangements: the parity of a full value (from `parity` once it is built); a
    // lead's is that of the whole orbit with its partner's pieces in slot order.
    unsigned parity_of(uint64_t full) const;
    // A halved component's full value stored as `stored`, of parity `wanted`.
    uint64_t full_value(uint64_t stored, unsigned wanted) const;
    unsigned local_parity(const uint8_t* local) const;
    // Entries of local: the orbit's slots, or the rest's pieces.
    int local_count() const;
};

class DefinitionSpace {
  public:
    // Finds the index and its sizes; builds no table. Throws DefinitionError (at the set's
    // line) for a space too large to index, naming the sizes, and what definition_moves
    // throws.
    // split_above_bytes: step 4's threshold (tests split small orbits with 0).
    DefinitionSpace(const Definition& def, const std::string& metric, const std::string& gens,
                    uint64_t split_above_bytes = kSplitAboveTableBytes);

    const Definition& definition() const { return def_; }
    const DefinitionMoveSet& moves() const { return moves_; }
    const std::vector<SpaceComponent>& components() const { return components_; }
    // Coordinates in model order (first = outermost): the components each holds, the first
    // most significant within it.
    const std::vector<std::vector<int>>& coordinates() const { return coords_; }
    uint64_t num_states() const;
    // What model() will allocate, from the components' sizes (nothing built yet).
    ModelSizes sizes() const;
    // What was not used (a parity relation too large to share a coordinate), for `info`.
    const std::vector<std::string>& notes() const { return notes_; }

    // The index of a state of the definition (one reachable from solved by these moves).
    uint64_t encode(const DefinitionState& state) const;
    // A state with this index (for a reachable index, the state itself).
    DefinitionState decode(uint64_t index) const;

    // The model: coordinates with move tables, moves, solved index. `puzzle` is its id. The
    // move tables are built here, after sizes() is checked against the memory available
    // (std::runtime_error naming both when it does not fit), and a component's table moves
    // into the model (a space can be as large as memory allows, so it is not held twice):
    // call it once. encode and decode work before and after.
    PuzzleModel model(const std::string& puzzle, const std::string& metric);

    // One component's full value in a state, and a full value written into a state (a rest's
    // after its lead's, which marks the slots it takes; decode's order).
    uint64_t component_value(const SpaceComponent& c, const DefinitionState& state) const;
    void write_component(const SpaceComponent& c, uint64_t full, DefinitionState& state) const;

  private:
    void find_components();
    void couple_twists(SpaceComponent& arrangement, const SpaceComponent& orientation) const;
    void keep_twists_of_known_pieces(SpaceComponent& arrangement, int modulus,
                                     const std::string& where) const;
    void find_parity_relations();
    void split_large_arrangements(uint64_t split_above_bytes);
    void group_coordinates();
    uint64_t rest_table_entries(const SpaceComponent& rest) const;
    MoveTable rest_table(const SpaceComponent& rest) const;
    void build_tables();
    [[noreturn]] void refuse(int set, const std::string& why) const;
    uint32_t coordinate_size(size_t coord) const;

    Definition def_;
    DefinitionMoveSet moves_;
    std::vector<SpaceComponent> components_;
    std::vector<std::vector<int>> coords_;
    std::vector<std::string> notes_;
    bool tables_taken_ = false;
};

} // namespace twobit
