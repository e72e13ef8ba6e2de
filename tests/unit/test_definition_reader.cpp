// The definition reader (host/puzzles/defs/definition.hpp): what it reads (sets, identical
// pieces, orientation lines, ksolve's piece-indexed twists turned into state form, comments,
// sets left out of Solved and of moves) and every refusal, each with its line and column.
#include <gtest/gtest.h>

#include "host/puzzles/defs/definition.hpp"

namespace twobit {
namespace {

// A small valid definition: a 3-cycle of twisting pieces and a set of two identical pairs.
const char* const kGood = R"(# a comment
Name Tiny

Set A 3 3   # pieces that twist
Set B 4 1
Solved
A
1 2 3
0 0 0
B
1 1 2 2
End
Move X
A
2 3 1
1 0 2
End
Move Y
B
2 1 3 4
End
)";

std::string error_of(const std::string& text) {
    try {
        parse_definition(text, "t.tws");
    } catch (const DefinitionError& e) {
        return e.what();
    }
    return "no error";
}

// kGood with one piece of text replaced.
std::string good_with(const std::string& from, const std::string& to) {
    std::string text = kGood;
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

TEST(DefinitionReader, ReadsSetsSolvedAndMovesInStateForm) {
    const Definition def = parse_definition(kGood, "t.tws");
    EXPECT_EQ(def.name, "Tiny");
    ASSERT_EQ(def.sets.size(), 2u);
    EXPECT_EQ(def.sets[0].name, "A");
    EXPECT_EQ(def.sets[0].pieces, 3);
    EXPECT_EQ(def.sets[0].orientations, 3);
    EXPECT_EQ(def.sets[1].solved_labels, (std::vector<uint8_t>{0, 0, 1, 1}));
    ASSERT_EQ(def.moves.size(), 2u);
    // X: slot i receives the piece from slot perm[i] (0-based) ...
    EXPECT_EQ(def.moves[0].sets[0].perm, (std::vector<uint8_t>{1, 2, 0}));
    // ... and ksolve lists the twist by the piece's old slot: piece 1 (now in slot 3) gets 1,
    // piece 2 (now in slot 1) gets 0, piece 3 (now in slot 2) gets 2.
    EXPECT_EQ(def.moves[0].sets[0].twist_change, (std::vector<uint8_t>{0, 2, 1}));
    // A set a move leaves out is untouched.
    EXPECT_EQ(def.moves[0].sets[1].perm, (std::vector<uint8_t>{0, 1, 2, 3}));
    EXPECT_EQ(def.moves[1].sets[0].twist_change, (std::vector<uint8_t>{0, 0, 0}));
    EXPECT_NE(def.hash, 0u);
}

TEST(DefinitionReader, SetsLeftOutOfSolvedAreIdentityAndLabelsAreRenumbered) {
    const Definition def = parse_definition(
        "Set A 2 2\nSet B 4 1\nSolved\nB\n7 7 3 3\nEnd\nMove M\nA\n2 1\n1 0\nEnd\n", "t.tws");
    EXPECT_EQ(def.name, "Unnamed");
    EXPECT_EQ(def.sets[0].solved_labels, (std::vector<uint8_t>{0, 1}));
    EXPECT_EQ(def.sets[0].solved_twist, (std::vector<uint8_t>{0, 0}));
    EXPECT_EQ(def.sets[1].solved_labels, (std::vector<uint8_t>{1, 1, 0, 0}));
}

// twsearch's orientation wildcard: a '?' piece's label is one of its own (a label given
// with and without '?' becomes two), its twist 0 and, after any move, 0 again.
TEST(DefinitionReader, OrientationWildcardsMakeLabelsOfTheirOwnAndStayUntwisted) {
    const Definition def = parse_definition(
        "Set A 4 3\nSolved\nA\n1 2 2 2\n0 0 ? ?\nEnd\nMove M\nA\n2 3 4 1\n1 1 1 0\nEnd\n", "t.tws");
    EXPECT_EQ(def.sets[0].solved_labels, (std::vector<uint8_t>{0, 1, 2, 2}));
    EXPECT_EQ(def.sets[0].wild, (std::vector<uint8_t>{0, 0, 1}));
    EXPECT_EQ(def.sets[0].solved_twist, (std::vector<uint8_t>{0, 0, 0, 0}));
    const DefinitionState s = apply_move(def, solved_state(def), def.moves[0].sets);
    EXPECT_EQ(s.labels[0], (std::vector<uint8_t>{1, 2, 2, 0}));
    // ksolve's twists by old slot: the pieces from slots 1-3 gain 1; those now in slots 2
    // and 3 are wildcards and stay 0.
    EXPECT_EQ(s.twist[0], (std::vector<uint8_t>{1, 0, 0, 1}));
    // With one orientation, '?' means nothing.
    EXPECT_TRUE(
        parse_definition("Set A 2 1\nSolved\nA\n1 2\n? 0\nEnd\nMove M\nA\n2 1\nEnd\n", "t.tws")
            .sets[0]
            .wild == (std::vector<uint8_t>{0, 0}));
}

TEST(DefinitionReader, ZeroBasedVariantsIndexTwistsBySlot) {
    const Definition def = parse_definition(
        "Set A 3 3\nStartState\nA\n0 1 2\nEnd\nMoveTransformation X\nA\n1 2 0\n1 0 2\nEnd\n",
        "t.tws");
    EXPECT_EQ(def.moves[0].sets[0].perm, (std::vector<uint8_t>{1, 2, 0}));
    EXPECT_EQ(def.moves[0].sets[0].twist_change, (std::vector<uint8_t>{1, 0, 2}));
}

TEST(DefinitionReader, ApplyMoveFollowsTheStateFormRule) {
    const Definition def = parse_definition(kGood, "t.tws");
    DefinitionState s = solved_state(def);
    s = apply_move(def, s, def.moves[0].sets);
    EXPECT_EQ(s.labels[0], (std::vector<uint8_t>{1, 2, 0}));
    EXPECT_EQ(s.twist[0], (std::vector<uint8_t>{0, 2, 1}));
    s = apply_move(def, s, def.moves[0].sets);
    // labels'[i] = labels[perm[i]], twist'[i] = twist[perm[i]] + change[i].
    EXPECT_EQ(s.labels[0], (std::vector<uint8_t>{2, 0, 1}));
    EXPECT_EQ(s.twist[0], (std::vector<uint8_t>{2, 0, 1}));
}

TEST(DefinitionReader, EveryErrorNamesItsLineAndColumn) {
    const std::pair<std::string, std::string> cases[] = {
        {good_with("B\n1 1 2 2", "C\n1 1 2 2"), "t.tws:10:1: unknown set 'C'"},
        {good_with("2 3 1\n1 0 2", "2 2 1\n1 0 2"),
         "t.tws:15:3: not a permutation: 2 appears twice (also at position 1)"},
        {good_with("2 3 1\n1 0 2", "2 3 1\n1 0 3"),
         "t.tws:16:5: orientation 3 is out of range (0 to 2)"},
        {good_with("2 3 1\n1 0 2", "2 3 1 4\n1 0 2"),
         "t.tws:15:7: set 'A' has 3 pieces, but this line has 4 numbers"},
        {good_with("2 3 1\n1 0 2", "2 3\n1 0 2"),
         "t.tws:15:3: set 'A' has 3 pieces, but this line has 2 numbers"},
        {good_with("B\n2 1 3 4", "B\n1 2 3 4"), "t.tws:18:6: move 'Y' changes nothing"},
        {good_with("2 3 1\n1 0 2", "2 3 4\n1 0 2"),
         "t.tws:15:5: slot number 4 is out of range (1 to 3)"},
        {good_with("2 3 1\n1 0 2", "2 x 1\n1 0 2"),
         "t.tws:15:3: slot number 'x' is not a non-negative integer"},
        {good_with("2 3 1\n1 0 2", "2 ? 1\n1 0 2"),
         "t.tws:15:3: '?' as a piece or slot is not supported (twsearch refuses it too)"},
        {good_with("2 3 1\n1 0 2", "2 3 1\n1 ? 2"),
         "t.tws:16:3: '?' (an orientation wildcard) is read only in the solved state"},
        {good_with("Set B 4 1", "Set B 4 1\nSet A 2 1"), "t.tws:6:5: set 'A' is defined twice"},
        {good_with("Set A 3 3", "Set A 3 128"),
         "t.tws:4:9: the orientation count 128 is out of range (1 to 127)"},
        {good_with("Set A 3 3", "Set A 0 3"),
         "t.tws:4:7: the piece count 0 is out of range (1 to 255)"},
        {good_with("Set A 3 3", "Set A 3"), "t.tws:4:7: too few words"},
        {good_with("Name Tiny", "Name Tiny Two"), "t.tws:2:11: unexpected 'Two'"},
        {good_with("Move Y", "Move X"), "t.tws:18:6: move 'X' is defined twice (first at line 13)"},
        {good_with("Move Y", "Move Y'"), "t.tws:18:6: a move name must not contain"},
        {good_with("Move Y", "Mvoe Y"), "t.tws:18:1: unknown keyword 'Mvoe'"},
        {good_with("Set B 4 1\n", "Set B 4 1\nName Late\n"), "t.tws:6:1: 'Name' must come once"},
        {good_with("End\nMove Y", "Move Y"), "t.tws:17:1: 'Move' inside a block"},
        {std::string(kGood) + "Move Z\nA\n3 1 2\n",
         "t.tws:22:1: 'Move' block is not closed by End"},
        {good_with("B\n1 1 2 2\n", "B\n1 1 2 2\nB\n1 1 2 2\n"),
         "t.tws:12:1: set 'B' is given twice here"},
        {good_with("A\n2 3 1\n1 0 2\n", "A\n"), "t.tws:14:1: set 'A' needs a line of 3 numbers"},
        {good_with("Solved", "Solved\nEnd\nSolved"), "t.tws:8:1: a second solved state"},
        {"Set A 2 1\nMove M\nA\n2 1\nEnd\n", "t.tws:2:1: 'Move' before the Solved state"},
        {"Name X\nSolved\nEnd\n", "t.tws:2:1: 'Solved' before any Set"},
        {"Set A 2 1\nSolved\nEnd\n", "t.tws:3: the definition has no Move"},
        {"Name X\n", "t.tws:1: the definition has no Set"},
        {"Set A 2 1\n", "t.tws:1: the definition has no Solved state"},
    };
    for (const auto& [text, message] : cases)
        EXPECT_EQ(error_of(text).rfind(message, 0), 0u)
            << "expected: " << message << "\n     got: " << error_of(text);
}

TEST(DefinitionReader, UnsupportedKeywordsAreRefusedByName) {
    for (const char* keyword :
         {"Illegal", "Block", "ForbiddenPairs", "Ignore", "MoveAlias", "MoveSequence"}) {
        const std::string message =
            error_of(good_with("Move Y", std::string(keyword) + " A 1 2\nMove Y"));
        EXPECT_EQ(message.rfind(std::string("t.tws:18:1: '") + keyword + "' (", 0), 0u) << message;
        EXPECT_NE(message.find("is not supported by twobit"), std::string::npos) << message;
    }
}

TEST(DefinitionReader, RotationsAreKeptApartFromTheMovesAsInTwsearch) {
    const Definition def = parse_definition(good_with("Move Y", "Move x"), "t.tws");
    ASSERT_EQ(def.moves.size(), 1u);
    EXPECT_EQ(def.moves[0].name, "X");
    ASSERT_EQ(def.rotations.size(), 1u);
    EXPECT_EQ(def.rotations[0].name, "x");
    const Definition frv = parse_definition(good_with("Move Y", "Move FRv"), "t.tws");
    ASSERT_EQ(frv.rotations.size(), 1u);
    EXPECT_EQ(frv.rotations[0].name, "FRv");
    EXPECT_EQ(frv.rotations[0].sets[0].perm, def.rotations[0].sets[0].perm); // its action kept
    EXPECT_EQ(error_of("Set A 2 1\nSolved\nEnd\nMove x\nA\n2 1\nEnd\n")
                  .rfind("t.tws:7: the definition has no Move but rotations", 0),
              0u);
}

TEST(DefinitionReader, HostileSizesAndNamesAreRefused) {
    std::string sets;
    for (int i = 0; i < 17; ++i) sets += "Set S" + std::to_string(i) + " 255 1\n";
    EXPECT_EQ(error_of(sets).rfind("t.tws:17:9: the sets hold more than 4096 pieces", 0), 0u)
        << error_of(sets);
    std::string moves = "Set A 2 1\nSolved\nEnd\n";
    for (int i = 0; i < 169; ++i) moves += "Move M" + std::to_string(i) + "\nA\n2 1\nEnd\n";
    EXPECT_NE(error_of(moves).find(":1: more than 168 moves"), std::string::npos)
        << error_of(moves);
    EXPECT_EQ(error_of(good_with("Move Y", "Move Y\xc3\xa9"))
                  .rfind("t.tws:18:6: a move name must be printable ASCII", 0),
              0u);
}

// A file saved by a Windows editor starts with a UTF-8 byte order mark: twsearch's files
// are read with it as without it (it was "unknown keyword 'Name'"), and columns count from
// the character after it, as an editor shows them.
TEST(DefinitionReader, AByteOrderMarkAtTheStartIsSkipped) {
    const std::string bom = "\xEF\xBB\xBF";
    const Definition def = parse_definition(bom + kGood, "t.tws");
    EXPECT_EQ(def.name, "Tiny");
    EXPECT_EQ(def.moves.size(), 2u);
    EXPECT_EQ(error_of(bom + "Nmae Tiny\n"),
              "t.tws:1:1: unknown keyword 'Nmae' (expected Name, Set, Solved or Move)");
    // Anywhere else it is no keyword.
    EXPECT_NE(error_of("# first\n" + bom + "Name Tiny\n").find("t.tws:2:1: unknown keyword"),
              std::string::npos);
}

TEST(DefinitionReader, TooLargeTextIsRefusedBeforeParsing) {
    const std::string huge(kMaxDefinitionBytes + 1, '#');
    EXPECT_NE(error_of(huge).find("more than the limit"), std::string::npos);
}

TEST(DefinitionReader, MissingFileAndFolderAreRefused) {
    EXPECT_THROW(read_definition_file("/nonexistent/x.tws"), std::runtime_error);
    try {
        read_definition_file("/tmp");
        FAIL() << "a folder was read";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace twobit
