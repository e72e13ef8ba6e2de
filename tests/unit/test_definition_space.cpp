// The automatically built index of a definition (host/puzzles/defs/definition_space.hpp)
// and its moves (definition_moves.hpp), on small definitions of different shapes: identical
// pieces, orientation moduli 1 to 5, orientation sums kept and not, linked parities, sets of
// one piece that only twist, a set no move touches, a set left out of Solved, moves of order
// 2 to 6. For each: the coordinates round-trip over their whole range, the move tables equal
// applying the permutations to the decoded states, and the whole table's distribution
// equals a breadth-first search over explicit states (support/explicit_bfs.hpp), in htm
// and qtm. Also: the sizes known before any table is built, what the model holds at its
// peak, moves of order above 169 (qtm only), and errors that name the file and line.
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <sstream>

#include "explicit_bfs.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/defs/arrangement_rank.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/defs/definition_space.hpp"
#include "host/puzzles/defs/run_together.hpp"
#include "host/puzzles/defs/start_pattern.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {
namespace {

struct Shape {
    const char* name;
    const char* text;
};

// Each is a puzzle of its own, small enough for the explicit search.
const Shape kShapes[] = {
    // Two orbits of distinct pieces whose parities are linked (each move is odd on both or
    // even on both),
    // and an orientation sum each move keeps (mod 3).
    {"linked parity", R"(Set C 4 3
Set E 5 1
Solved
End
Move A
C
2 3 4 1
1 2 1 2
E
2 1 3 4 5
End
Move B
C
2 3 1 4
0 0 0 0
E
1 2 4 5 3
End
Move D
E
1 2 3 5 4
C
2 1 3 4
End
)"},
    // Identical pieces (two colours of three), a piece that only twists (mod 5, sum not
    // kept), and a set of four that no move touches and is left out of Solved.
    {"identical pieces and a twisting single", R"(Name Mixed
Set P 6 1
Set T 1 5
Set Still 4 2
Solved
P
1 1 1 2 2 2
End
Move F
P
2 3 4 5 6 1
T
1
2
End
Move G
P
2 1 3 4 5 6
End
)"},
    // Orientation mod 4 that moves do not keep the sum of, mod 2 that they do, and an
    // always-even orbit (3-cycles only) whose arrangement is halved.
    {"orientations mod 4 and 2, even orbit", R"(Set Q 3 4
Set H 4 2
Set Ev 5 1
Solved
End
Move X
Q
2 3 1
1 0 0
Ev
2 3 1 4 5
End
Move Y
H
2 1 4 3
1 1 0 0
Ev
1 2 4 5 3
Q
1 3 2
0 1 0
End
)"},
    // An order-5 move and an order-6 move (named F, F2, F2', F' and S, S2, S3, S2', S')
    // on pieces with orientation mod 1 (none) and mod 3.
    {"orders five and six", R"(Set R 5 1
Set S 6 3
Solved
End
Move F
R
2 3 4 5 1
End
Move S
S
2 3 1 5 4 6
0 0 0 0 0 1
End
Move K
R
2 1 3 4 5
S
1 2 3 4 6 5
End
)"},
    // The FTO's corners with one held (its four moves that keep that corner): each move
    // twists the corners it turns by 3, 3, 2 (mod 4), so a corner's twist depends on where
    // it is; with the corners home the twists form a group of 16, not the 256 of the sum
    // rule (orbit_twists.hpp). E: an orbit of 3 that F and L swap within (odd).
    {"FTO corners, twists tied to places", R"(Set C 5 4
Set E 4 1
Solved
End
Move F
C
3 1 2 4 5
3 3 2 0 0
E
2 1 3 4
End
Move D
C
5 2 1 4 3
End
Move L
C
2 4 3 1 5
3 3 0 2 0
E
1 3 2 4
End
Move B
C
4 2 3 5 1
2 0 0 3 3
End
)"},
    // twsearch's orientation wildcard: in W, the pieces labelled 3 (two identical) have
    // '?' orientations; a piece labelled 2 with and one without '?' are told apart. The
    // index keeps the arrangement and the twists of the pieces that are not '?' only.
    {"orientation wildcards", R"(Set W 6 3
Set V 3 2
Solved
W
1 2 2 3 3 4
0 ? 0 ? ? 0
V
1 1 1
? ? ?
End
Move A
W
2 3 4 5 6 1
1 0 2 0 0 0
End
Move B
W
2 1 3 4 5 6
1 2 0 0 0 0
V
2 3 1
1 0 0
End
)"},
    // A path of 130 slots (A swaps slots 1-2, 3-4, ...; B swaps 2-3, 4-5, ...; H jumps 65
    // slots, so that God's number stays small), one known
    // piece among 129 whose orientation is '?': a component's labels and twists together
    // take 260 values (more than 256 bytes).
    {"a long path with one known piece", R"(Set R 130 2
Solved
R
1 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2
0 ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?
End
Move A
R
2 1 4 3 6 5 8 7 10 9 12 11 14 13 16 15 18 17 20 19 22 21 24 23 26 25 28 27 30 29 32 31 34 33 36 35 38 37 40 39 42 41 44 43 46 45 48 47 50 49 52 51 54 53 56 55 58 57 60 59 62 61 64 63 66 65 68 67 70 69 72 71 74 73 76 75 78 77 80 79 82 81 84 83 86 85 88 87 90 89 92 91 94 93 96 95 98 97 100 99 102 101 104 103 106 105 108 107 110 109 112 111 114 113 116 115 118 117 120 119 122 121 124 123 126 125 128 127 130 129
1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
End
Move B
R
1 3 2 5 4 7 6 9 8 11 10 13 12 15 14 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30 33 32 35 34 37 36 39 38 41 40 43 42 45 44 47 46 49 48 51 50 53 52 55 54 57 56 59 58 61 60 63 62 65 64 67 66 69 68 71 70 73 72 75 74 77 76 79 78 81 80 83 82 85 84 87 86 89 88 91 90 93 92 95 94 97 96 99 98 101 100 103 102 105 104 107 106 109 108 111 110 113 112 115 114 117 116 119 118 121 120 123 122 125 124 127 126 129 128 130
End
Move H
R
66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65
End
)"},
};

std::vector<uint64_t> engine_counts(const PuzzleModel& model, DistanceTable& table) {
    SearchOptions options;
    options.threads = 2;
    return search_cpu(model, table, options).counts;
}

class DefinitionShape : public ::testing::TestWithParam<Shape> {};

// Each shape twice: as built, and with its largest arrangement split (a threshold of 0
// bytes), so that the split's lead and rest, its halving and the relations it gives up are
// checked on spaces the explicit search covers.
TEST_P(DefinitionShape, IndexRoundTripsMovesMatchAndDistributionEqualsExplicitSearch) {
    const Definition def = parse_definition(GetParam().text, GetParam().name);
    for (const char* metric : {"htm", "qtm"})
        for (uint64_t split_above : {kSplitAboveTableBytes, uint64_t{0}}) {
            SCOPED_TRACE(std::string(metric) + (split_above == 0 ? ", split" : ""));
            DefinitionSpace space(def, metric, "", split_above);
            const PuzzleModel model = space.model("def:test", metric);
            const uint64_t n = model.num_states();
            ASSERT_LT(n, 5'000'000u);
            // Every index decodes to a state that encodes back to it.
            for (uint64_t i = 0; i < n; ++i) ASSERT_EQ(space.encode(space.decode(i)), i) << i;
            EXPECT_EQ(model.solved_index, space.encode(solved_state(def)));
            // The moves, generated independently, in the same order and with the same names.
            const std::vector<test::ExplicitMove> moves = test::explicit_moves(def, metric);
            ASSERT_EQ(moves.size(), model.moves.size());
            for (size_t m = 0; m < moves.size(); ++m) EXPECT_EQ(moves[m].name, model.moves[m].name);
            // The move tables against the permutations applied to decoded states (every index of
            // a small space, a stride through a larger one).
            const uint64_t stride = n / 20000 + 1;
            for (uint64_t i = 0; i < n; i += stride) {
                const DefinitionState state = space.decode(i);
                for (size_t m = 0; m < moves.size(); ++m)
                    ASSERT_EQ(model.apply(i, static_cast<int>(m)),
                              space.encode(apply_move(def, state, moves[m].sets)))
                        << "index " << i << " move " << moves[m].name;
            }
            DistanceTable table(n);
            EXPECT_EQ(engine_counts(model, table), test::explicit_bfs(def, metric));
        }
}

INSTANTIATE_TEST_SUITE_P(Shapes, DefinitionShape, ::testing::ValuesIn(kShapes),
                         [](const ::testing::TestParamInfo<Shape>& shape) {
                             std::string name;
                             for (const char* c = shape.param.name; *c != '\0'; ++c)
                                 name += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
                             return name;
                         });

// The shapes split at 0 bytes: the largest arrangement of each (the only one: a split takes
// two of the four coordinates), its rest halved when the orbit's parity is fixed.
TEST(DefinitionSpace, ShapesSplitWithTheRestHalvedOrNot) {
    std::vector<std::string> rests;
    for (const Shape& shape : kShapes) {
        const PuzzleModel model =
            DefinitionSpace(parse_definition(shape.text, "t"), "htm", "", 0).model("def:t", "htm");
        for (const Coordinate& c : model.coords)
            if (c.kind == kCoordComposeBySource)
                rests.push_back(c.name + ": " + std::to_string(c.size) + " x " +
                                std::to_string(c.compose_width));
    }
    // C's 4 pieces leave 1 + 3, E's orbit of 3 1 + 2 (its halving given up: it followed C);
    // P's two colours of three cannot split (a rest needs two labels); Ev's always even 5
    // leave 1 + 4, halved (4!/2 values, 4! permutations x 2 parities); R's 5 and S's 3; the
    // FTO shape's E orbit of 3 (its corners, arrangement and twists in one, never split).
    EXPECT_EQ(rests,
              (std::vector<std::string>{"C arrangement, the other 3 pieces: 6 x 6",
                                        "Ev arrangement, the other 4 pieces, halved: 12 x 48",
                                        "R arrangement, the other 4 pieces: 24 x 24",
                                        "E arrangement, the other 2 pieces (3 slots): 2 x 2"}));
}

TEST(DefinitionSpace, ParityAndSumRulesShrinkTheIndexExactly) {
    // linked parity: C's arrangement 4!; E splits into orbits {1,2} (A swaps them) and
    // {3,4,5} (B and D): 2 and 3!; A is odd on C and E's first orbit, D on C and the second,
    // B even on all, so C's parity is the sum of the other two: one bit shared. C's
    // orientation mod 3 with the sum kept: 3^3.
    const Definition linked = parse_definition(kShapes[0].text, "t");
    EXPECT_EQ(DefinitionSpace(linked, "htm", "").num_states(), 24u * 2u * 6u / 2u * 27u);
    // Identical pieces: 6! / (3! 3!) = 20 arrangements; the single piece twists mod 5
    // freely; the untouched set adds nothing.
    const Definition mixed = parse_definition(kShapes[1].text, "t");
    EXPECT_EQ(DefinitionSpace(mixed, "htm", "").num_states(), 20u * 5u);
    // Q: 3! arrangements and 4^3 orientations (X adds 1 to one piece: the sum is not kept).
    // H: Y swaps slots 1-2 and 3-4, two orbits of 2 arrangements; Y twists both pieces of
    // the first as it swaps them, so their twists follow their arrangement (2 values, where
    // the sum rule alone would leave 2 x 2), and none of the second (no orientation
    // coordinate). Ev: 3-cycles only, 5!/2. Parities: X is even everywhere, Y odd on Q and
    // both H orbits, so the second H orbit and Q follow the first H orbit's parity: halved
    // (2 -> 1, 6 -> 3). The index is what the moves reach (the explicit search's total).
    const Definition orient = parse_definition(kShapes[2].text, "t");
    EXPECT_EQ(DefinitionSpace(orient, "htm", "").num_states(), 2u * 1u * 3u * 64u * 60u);
    uint64_t reached = 0;
    for (uint64_t c : test::explicit_bfs(orient, "htm")) reached += c;
    EXPECT_EQ(reached, 2u * 1u * 3u * 64u * 60u);
}

// An orbit whose twists depend on where its pieces are gets one component, arrangement and
// twists together, of exactly the size the moves reach: the FTO's corners (5!/2 even
// arrangements x 16 twists), and the FTO without centres, one corner held (Rokicki's 8
// moves, tests/defs/fto_held_corner.tws): 229,920,768,000 positions, as twsearch counts.
TEST(DefinitionSpace, TwistsTiedToPlacesShrinkTheIndexToTheGroup) {
    const Definition fto = parse_definition(kShapes[4].text, "t");
    uint64_t reached = 0;
    for (uint64_t c : test::explicit_bfs(fto, "htm")) reached += c;
    EXPECT_EQ(reached, 60u * 16u * 6u);
    const DefinitionSpace space(fto, "htm", "");
    EXPECT_EQ(space.num_states(), 60u * 16u * 6u);
    const Definition held =
        read_definition_file(TWOBIT_SOURCE_DIR "/tests/defs/fto_held_corner.tws");
    EXPECT_EQ(DefinitionSpace(held, "htm", "").num_states(), 229920768000u);
}

// The method steps of tests/defs/method_*.tws, written with twsearch's '?' for the
// orientations that do not matter: each index is exactly the positions the step has.
TEST(DefinitionSpace, MethodStepsWithWildcardsIndexExactlyTheirPositions) {
    const std::pair<const char*, uint64_t> steps[] = {
        {"cross", 12u * 11 * 10 * 9 * 16},
        {"xcross", 12u * 11 * 10 * 9 * 8 * 32 * 8 * 3},
        {"eoline", 12u * 11 * 2048},
        {"eocross", 12u * 11 * 10 * 9 * 2048},
        {"block222", 12u * 11 * 10 * 8 * 8 * 3},
        {"block223", uint64_t{12} * 11 * 10 * 9 * 8 * 32 * 8 * 7 * 9},
        {"roux_fb", 12u * 11 * 10 * 8 * 8 * 7 * 9}};
    for (const auto& [step, positions] : steps) {
        const Definition def = read_definition_file(TWOBIT_SOURCE_DIR "/tests/defs/method_" +
                                                    std::string(step) + ".tws");
        EXPECT_EQ(DefinitionSpace(def, "htm", "").num_states(), positions) << step;
    }
}

// A start pattern (start_pattern.hpp) that a goal position cannot decide, or that pins too
// little to walk, is refused before any position is made, naming the start file.
TEST(DefinitionSpace, StartPatternsAreCheckedBeforeAnyPositionIsMade) {
    const auto step = [](const std::string& name) {
        return read_definition_file(TWOBIT_SOURCE_DIR "/tests/defs/method_" + name + ".tws");
    };
    const auto refusal = [](const Definition& goal, const Definition& start) -> std::string {
        try {
            StartPattern pattern(goal, start);
            return "accepted, " + std::to_string(pattern.count()) + " positions";
        } catch (const std::exception& e) {
            return e.what();
        }
    };
    // EOCross tells the DR and DL edges apart; EOLine does not.
    EXPECT_NE(refusal(step("eoline"), step("eocross")).find("tells them apart"), std::string::npos);
    // EOLine knows every edge's orientation; the cross leaves most of them '?'.
    EXPECT_NE(refusal(step("cross"), step("eoline")).find("the goal leaves unknown ('?')"),
              std::string::npos);
    // Nothing pinned, every orientation '?', on EOCross: 11,880 x 2^12 positions.
    Definition nothing = step("eocross");
    nothing.source = "nothing.tws";
    nothing.sets[0].solved_labels.assign(12, 0);
    nothing.sets[0].wild = {1};
    EXPECT_NE(refusal(step("eocross"), nothing).find("more than 16777216 positions"),
              std::string::npos);
    // The cross from a solved DF-DB line: 10 x 9 x 4 positions.
    EXPECT_EQ(refusal(step("cross"), step("line")), "accepted, 360 positions");
    const std::string mismatch =
        refusal(step("cross"), read_definition_file(TWOBIT_SOURCE_DIR "/tables/defs/2x2x2.tws"));
    EXPECT_NE(mismatch.find("2x2x2.tws"), std::string::npos) << mismatch;
}

TEST(DefinitionMoves, PowersAreNamedAsTwsearchNamesThem) {
    const Definition def = parse_definition(kShapes[3].text, "t");
    const PuzzleModel htm = DefinitionSpace(def, "htm", "").model("def:t", "htm");
    EXPECT_EQ(htm.move_list(), "F F2 F2' F' S S2 S3 S2' S' K");
    const PuzzleModel qtm = DefinitionSpace(def, "qtm", "").model("def:t", "qtm");
    EXPECT_EQ(qtm.move_list(), "F F' S S' K");
    // Inverses pair up within each move's powers.
    for (const PuzzleModel* m : {&htm, &qtm})
        for (size_t i = 0; i < m->moves.size(); ++i) {
            const size_t inv = static_cast<size_t>(m->moves[i].inverse);
            EXPECT_EQ(m->moves[inv].inverse, static_cast<int>(i)) << m->moves[i].name;
        }
    EXPECT_EQ(htm.moves[1].inverse, 2); // F2 <-> F2'
    EXPECT_EQ(htm.moves[6].inverse, 6); // S3 is its own inverse
    EXPECT_EQ(htm.moves[9].inverse, 9); // K has order 2
}

TEST(DefinitionMoves, GensChoosesGeneratorsByNameAndPowersBySubgroup) {
    const Definition def = parse_definition(kShapes[3].text, "t");
    DefinitionSpace ks(def, "htm", "K,S");
    EXPECT_EQ(ks.moves().gens, "K,S");
    EXPECT_EQ(ks.model("def:t", "htm").move_list(), "K S S2 S3 S2' S'");
    // The tables moved into that model: a second one is refused, not silently empty.
    EXPECT_THROW(ks.model("def:t", "htm"), std::logic_error);
    // A power as a generator: S2 generates S2, S2' (its cyclic subgroup).
    EXPECT_EQ(DefinitionSpace(def, "htm", "S2").model("def:t", "htm").move_list(), "S2 S2'");
    // Gens restrict the orbits: with S alone the R set is fixed and drops out, and S's
    // orbits are {1,2,3} (a 3-cycle: always even, 3!/2), {4,5} (2) and {6}, which only
    // twists (3).
    EXPECT_EQ(DefinitionSpace(def, "htm", "S").num_states(), 3u * 2u * 3u);
    try {
        DefinitionSpace(def, "htm", "S,Q");
        FAIL() << "an unknown generator was taken";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("no move named 'Q'"), std::string::npos) << e.what();
    }
    EXPECT_THROW(DefinitionSpace(def, "htm", "S,S"), std::invalid_argument);
    EXPECT_THROW(DefinitionSpace(def, "half", ""), std::invalid_argument);
}

// Issue 58: a definition's moves may run together where they read one way; names are free
// text, so a word with two readings is refused, naming both.
TEST(DefinitionMoves, RunTogetherNamesReadOneWayOrAreRefused) {
    const std::vector<std::string> names = {"U", "U2", "U'", "R", "R2", "R'", "UR", "Rw"};
    const auto split = [&](const std::string& word) {
        std::string out;
        for (const size_t n : split_run_together(word, names, "moves"))
            out += (out.empty() ? "" : " ") + names[n];
        return out;
    };
    EXPECT_EQ(split("R'U2"), "R' U2");
    EXPECT_EQ(split("RwU'"), "Rw U'");
    EXPECT_EQ(split("UR"), "UR"); // a name is itself, never split
    EXPECT_EQ(split("R2R'"), "R2 R'");
    EXPECT_EQ(split("RX"), ""); // no reading: the caller's "unknown move"
    EXPECT_EQ(split("U2'"), "");
    EXPECT_EQ(split(std::string(4096, 'U')).size(), 2 * 4096 - 1); // read: U U U ...
    EXPECT_EQ(split(std::string(4097, 'U')), "");                  // too long to split
    try {
        split("URU");
        FAIL() << "an ambiguous word was read";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "'URU' reads as moves two ways, 'U R U' and 'UR U': "
                                         "separate them with spaces");
    }
    // --gens takes the same: commas, spaces or run together, one syntax with the built-ins.
    const Definition def = parse_definition(kShapes[3].text, "t");
    EXPECT_EQ(DefinitionSpace(def, "htm", "KS").moves().gens, "K,S");
    EXPECT_EQ(DefinitionSpace(def, "htm", "K S").moves().gens, "K,S");
    EXPECT_EQ(DefinitionSpace(def, "htm", "S2").moves().gens, "S2");
    EXPECT_THROW(DefinitionSpace(def, "htm", "KK"), std::invalid_argument);
    EXPECT_THROW(DefinitionSpace(def, "htm", ","), std::invalid_argument);
}

// One set of `pieces` distinct pieces and one move that is a product of cycles of these
// lengths (in slot order), named F, on line 5.
std::string cycles_definition(const std::vector<int>& lengths) {
    int pieces = 0;
    for (int l : lengths) pieces += l;
    std::ostringstream text;
    text << "Name Cycles\nSet P " << pieces << " 1\nSolved\nEnd\nMove F\nP\n";
    int first = 1;
    for (int l : lengths) {
        for (int i = 1; i < l; ++i) text << first + i << ' ';
        text << first << ' ';
        first += l;
    }
    text << "\nEnd\n";
    return text.str();
}

std::string error_of(const Definition& def, const std::string& metric, const std::string& gens) {
    try {
        DefinitionSpace(def, metric, gens);
    } catch (const DefinitionError& e) {
        return e.what();
    } catch (const std::invalid_argument& e) {
        return std::string("invalid_argument: ") + e.what();
    }
    return "no error";
}

// A move's order bounded its powers at 169 whatever the metric, though qtm uses only the
// move and its inverse: the order comes from the cycles now, htm refuses it at the move's
// line, qtm searches with F and F'.
TEST(DefinitionMoves, AMoveOfOrderAbove169IsRefusedInHtmAndUsedInQtm) {
    const Definition def = parse_definition(cycles_definition({2, 3, 5, 7}), "t.tws"); // 210
    EXPECT_EQ(error_of(def, "htm", ""),
              "t.tws:5: move F has order 210: its powers give more moves than the search holds "
              "(168); --metric qtm uses only F and F'");
    DefinitionSpace space(def, "qtm", "");
    const PuzzleModel model = space.model("def:t", "qtm");
    EXPECT_EQ(model.move_list(), "F F'");
    EXPECT_EQ(model.moves[0].inverse, 1);
    // Its 210 positions are 105 moves deep, more than a table holds (63); with G = F^15 as
    // a second move they are searched, and the distribution is the explicit search's.
    std::string with_g = cycles_definition({2, 3, 5, 7}) + "Move G\nP\n";
    int first = 1;
    for (int l : {2, 3, 5, 7}) {
        for (int k = 0; k < l; ++k) with_g += std::to_string(first + (k + 15) % l) + " ";
        first += l;
    }
    const Definition two = parse_definition(with_g + "\nEnd\n", "t.tws");
    const PuzzleModel two_model = DefinitionSpace(two, "qtm", "").model("def:t", "qtm");
    EXPECT_EQ(two_model.move_list(), "F F' G G'");
    DistanceTable table(two_model.num_states());
    EXPECT_EQ(engine_counts(two_model, table), test::explicit_bfs(two, "qtm"));
    // F' names the same generator; other powers of such a move are not moves.
    EXPECT_EQ(DefinitionSpace(def, "qtm", "F'").moves().names,
              (std::vector<std::string>{"F", "F'"}));
    EXPECT_THROW(DefinitionSpace(def, "qtm", "F2"), std::invalid_argument);
    // Orders far beyond what could be listed are found at once, not by composing.
    const Definition huge =
        parse_definition(cycles_definition({2, 3, 5, 7, 11, 13, 17, 19, 23}), "t.tws");
    EXPECT_NE(error_of(huge, "htm", "").find("t.tws:5: move F has order 223092870:"),
              std::string::npos);
    // An orientation adds to the order: a 3-cycle whose pieces gather a twist of 1 (mod 4)
    // going round it has order 12; at 169 and below every power is a move, as before.
    const Definition twisted =
        parse_definition("Set P 3 4\nSolved\nEnd\nMove F\nP\n2 3 1\n1 0 0\nEnd\n", "t.tws");
    EXPECT_EQ(DefinitionSpace(twisted, "htm", "").moves().names.size(), 11u);
}

// What is wrong in the file is a DefinitionError naming the file and the line (the command
// line exits 1 with it, not 2 as for a bad option).
TEST(DefinitionSpace, ContentErrorsNameTheFileAndLine) {
    // 17 pieces: 17!/6! places for the first 11 even once the other 6 are split off.
    const Definition big = parse_definition(cycles_definition({17}), "t.tws");
    EXPECT_EQ(error_of(big, "htm", "")
                  .rfind("t.tws:2: cannot index this definition: set P (17 "
                         "slots moving together) has about 3.56e+14 values (a 2-bit table of "
                         "8.89e+13 bytes for them alone)",
                         0),
              0u)
        << error_of(big, "htm", "");
    // 13 pieces (a 13-cycle: even, 13!/2 = 3,113,510,400 values, more than a coordinate
    // holds) index as 13!/6! x 6!/2.
    const Definition thirteen = parse_definition(cycles_definition({13}), "t.tws");
    EXPECT_EQ(DefinitionSpace(thirteen, "htm", "").num_states(), 3113510400u);
    const Definition twice = parse_definition("Set P 4 1\nSolved\nEnd\nMove F\nP\n2 3 4 1\n"
                                              "End\nMove F2\nP\n2 1 3 4\nEnd\n",
                                              "t.tws");
    EXPECT_EQ(error_of(twice, "htm", "").rfind("t.tws:8: two moves are both named F2", 0), 0u)
        << error_of(twice, "htm", "");
    // The options' faults stay plain invalid_argument (usage errors).
    const Definition good = parse_definition(kShapes[3].text, "t.tws");
    EXPECT_EQ(error_of(good, "htm", "Q").rfind("invalid_argument: --gens: no move named 'Q'", 0),
              0u);
    EXPECT_EQ(error_of(good, "half", "").rfind("invalid_argument: unknown metric 'half'", 0), 0u);
}

// An 11-piece definition (a 10-cycle and a swap: 11! = 39,916,800 states) is sized without
// building its 1.6 GB of move tables: list and the memory check read these sizes.
TEST(DefinitionSpace, SizesComeFromTheComponentsBeforeAnyTable) {
    const Definition def = parse_definition(
        "Set P 11 1\nSolved\nEnd\nMove A\nP\n2 3 4 5 6 7 8 9 10 1 11\nEnd\nMove B\nP\n"
        "1 2 3 4 5 6 7 8 9 11 10\nEnd\n",
        "t.tws");
    const ModelSizes sizes = DefinitionSpace(def, "htm", "").sizes(); // at once
    EXPECT_EQ(sizes.states, 39916800u);
    // As one coordinate: 39916800 * 10 * 4 bytes, more than kSplitAboveTableBytes. Split:
    // where 5 pieces are (11!/6! values, 10 moves: A's 9 powers and B), then the other 6
    // (6! values by 6! compositions, a key per lead value: which 6 of the 11 slots they
    // hold, and a selector row of 10 per key).
    EXPECT_EQ(sizes.table_bytes, (55440u * 10u + 720u * 720u + 55440u + 462u * 10u) * 4u);
    EXPECT_EQ(sizes.build_bytes, sizes.table_bytes); // each table built in place
    const ModelSizes whole = DefinitionSpace(def, "htm", "", UINT64_MAX).sizes();
    EXPECT_EQ(whole.table_bytes, 39916800u * 10u * 4u);
    EXPECT_EQ(whole.build_bytes, whole.table_bytes); // one coordinate, its table taken over
    // On the shapes: what the model holds is what sizes() said.
    for (const Shape& shape : kShapes)
        for (uint64_t split_above : {kSplitAboveTableBytes, uint64_t{0}}) {
            SCOPED_TRACE(std::string(shape.name) + (split_above == 0 ? ", split" : ""));
            DefinitionSpace space(parse_definition(shape.text, "t.tws"), "htm", "", split_above);
            const ModelSizes planned = space.sizes();
            // Before the tables are built, halved components find their parity on their own.
            for (uint64_t i = 0; i < planned.states; i += planned.states / 1000 + 1)
                ASSERT_EQ(space.encode(space.decode(i)), i) << i;
            const PuzzleModel model = space.model("def:t", "htm");
            uint64_t bytes = 0;
            for (const Coordinate& c : model.coords)
                bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
            EXPECT_EQ(planned.table_bytes, bytes);
            EXPECT_EQ(planned.states, model.num_states());
            EXPECT_GE(planned.build_bytes, planned.table_bytes);
        }
}

// The peak resident memory of model(), from /proc/self/status after clear_refs reset it.
uint64_t peak_rss_growth_kib(const std::function<void()>& work) {
    const auto field = [](const std::string& name) -> int64_t {
        std::ifstream status("/proc/self/status");
        std::string line;
        while (std::getline(status, line))
            if (line.rfind(name + ":", 0) == 0) return std::stoll(line.substr(name.size() + 1));
        return -1;
    };
    std::ofstream("/proc/self/clear_refs") << "5"; // the peak back to the current size
    const int64_t before = field("VmRSS");
    if (before < 0 || field("VmHWM") > before + 1024) return UINT64_MAX; // cannot reset
    work();
    return static_cast<uint64_t>(field("VmHWM") - before);
}

// model() sized a coordinate's table, then took the component's table over in its place:
// twice the memory the check counted, for a moment (3.4 GB for the 11-piece definition).
TEST(DefinitionSpace, TheModelHoldsItsMoveTablesOnce) {
    // 9 pieces, an 8-cycle and a swap: 362,880 states, 8 moves, 11.6 MB of table.
    const Definition def =
        parse_definition("Set P 9 1\nSolved\nEnd\nMove A\nP\n2 3 4 5 6 7 8 1 9\nEnd\nMove B\nP\n"
                         "1 2 3 4 5 6 7 9 8\nEnd\n",
                         "t.tws");
    DefinitionSpace space(def, "htm", "");
    const uint64_t table_kib = space.sizes().table_bytes >> 10;
    PuzzleModel model;
    const uint64_t growth = peak_rss_growth_kib([&] { model = space.model("def:t", "htm"); });
    if (growth == UINT64_MAX) GTEST_SKIP() << "/proc/self/clear_refs cannot reset the peak here";
    EXPECT_EQ(model.num_states(), 362880u);
    EXPECT_LT(growth, table_kib * 3 / 2)
        << "peak growth " << growth << " KiB for a table of " << table_kib << " KiB";
}

TEST(ArrangementRank, MultisetRanksRoundTripAndDistinctOnesAreLehmerRanks) {
    const std::vector<int> counts = {2, 3, 1}; // 6! / (2! 3! 1!) = 60
    const uint64_t total = count_arrangements(counts, UINT32_MAX);
    ASSERT_EQ(total, 60u);
    std::vector<uint8_t> previous;
    for (uint64_t r = 0; r < total; ++r) {
        std::vector<uint8_t> labels(6);
        unrank_arrangement(r, counts, total, labels.data());
        EXPECT_EQ(rank_arrangement(labels.data(), counts, total), r);
        EXPECT_TRUE(previous.empty() || previous < labels) << "not lexicographic at " << r;
        previous = labels;
    }
    const std::vector<int> distinct(7, 1);
    for (uint32_t r = 0; r < 5040; r += 37) {
        uint8_t perm[7];
        unrank_permutation(r, 7, perm);
        EXPECT_EQ(rank_arrangement(perm, distinct, 5040), r);
    }
    // Twelve distinct pieces (the FTO's edges) take the bit-mask path both ways: the kernels'
    // Lehmer ranks, spread over all 12! values.
    const std::vector<int> twelve(12, 1);
    for (uint32_t r = 0; r < 479001600u; r += 4790017u) {
        uint8_t perm[12], back[12];
        unrank_permutation(r, 12, perm);
        EXPECT_EQ(rank_arrangement(perm, twelve, 479001600u), r);
        unrank_arrangement(r, twelve, 479001600u, back);
        EXPECT_TRUE(std::equal(perm, perm + 12, back)) << r;
    }
    // A larger multiset (one division per slot): a round trip in lexicographic order.
    const std::vector<int> fours = {4, 4, 4}; // 12! / (4!)^3 = 34650
    const uint64_t many = count_arrangements(fours, UINT32_MAX);
    ASSERT_EQ(many, 34650u);
    previous.clear();
    for (uint64_t r = 0; r < many; ++r) {
        std::vector<uint8_t> labels(12);
        unrank_arrangement(r, fours, many, labels.data());
        ASSERT_EQ(rank_arrangement(labels.data(), fours, many), r);
        ASSERT_TRUE(previous.empty() || previous < labels) << "not lexicographic at " << r;
        previous = labels;
    }
    EXPECT_EQ(count_arrangements(std::vector<int>(13, 1), UINT32_MAX), 0u); // 13! > 2^32
}

TEST(DefinitionRecord, PositionsAreTheFilesMoveNames) {
    const Definition def = parse_definition(kShapes[3].text, "t");
    const Puzzle p = definition_puzzle(def, "t.tws");
    EXPECT_EQ(p.id, "def:Unnamed");
    const PuzzleModel model = p.model("htm", "");
    const Position pos = p.read("F S2' K", model, InputKind::Auto);
    uint64_t expected = model.solved_index;
    for (int m : {0, 7, 9}) expected = model.apply(expected, m);
    EXPECT_EQ(pos.index, expected);
    try {
        p.read("F Q", model, InputKind::Auto);
        FAIL() << "an unknown move was read";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("unknown move 'Q'"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(is_definition_path("a/b.tws"));
    EXPECT_FALSE(is_definition_path("2x2x2"));
}

} // namespace
} // namespace twobit
