// Symmetry for any definition through the commands (issue 59, item 2): generate --symmetry
// --def stands for the positions per depth of the unreduced table, in both metrics; verify
// and info take the file with --def; solve --symmetry --def answers at the unreduced table's
// length, each answer replayed on the tests' explicit states; what cannot apply is refused;
// a checkpoint resumes to the same bytes.
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

#include "explicit_bfs.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

const std::string kPyraminx = TWOBIT_SOURCE_DIR "/tests/defs/pyraminx_notips_sym.tws";

nlohmann::json json_of(const test::CommandResult& r) {
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return nlohmann::json::parse(r.out.empty() ? "{}" : r.out);
}

TEST(CliDefinitionSymmetry, ClassesStandForTheUnreducedCountsInBothMetrics) {
    test::ScratchDir dir;
    for (const char* metric : {"htm", "qtm"}) {
        const std::string m = std::string(" --metric ") + metric;
        const nlohmann::json full = json_of(test::run_twobit(
            "generate -q --json --def " + kPyraminx + m + " -o " + dir.file("full")));
        const nlohmann::json classes = json_of(test::run_twobit(
            "generate -q --json --symmetry --def " + kPyraminx + m + " -o " + dir.file(metric)));
        ASSERT_TRUE(classes.contains("position_counts")) << classes.dump();
        EXPECT_EQ(classes["position_counts"], full["counts"]) << metric;
        const auto verified = test::run_twobit("verify -q --symmetry --def " + kPyraminx + m +
                                               " --table " + dir.file(metric));
        EXPECT_EQ(verified.exit_code, 0) << verified.out << verified.err;
    }
    const auto info = test::run_twobit("info --def " + kPyraminx + " " + dir.file("htm"));
    EXPECT_EQ(info.exit_code, 0) << info.err;
    EXPECT_NE(info.out.find("def:PyraminxNoTipsSym-sym12"), std::string::npos) << info.out;
    // Without --def the file is described, not read as a table of some other puzzle.
    const auto bare = test::run_twobit("info " + dir.file("htm"));
    EXPECT_NE(bare.out.find("give its file with --def"), std::string::npos) << bare.out;
}

TEST(CliDefinitionSymmetry, SolveAnswersAtTheUnreducedLengthAndTheAnswersSolve) {
    const Definition def = read_definition_file(kPyraminx);
    const std::vector<test::ExplicitMove> moves = test::explicit_moves(def, "htm");
    const auto apply = [&](const DefinitionState& s, const std::string& sequence) {
        return test::apply_names(def, moves, s, sequence);
    };
    const std::vector<std::string> scrambles = {
        "F D BL' BR F' D", "BR BL F", "D' F' BL BR' D F BL'", "F BR' D BL' F' BR D' BL F' D'"};
    std::string input;
    for (const std::string& s : scrambles) input += s + "\n";
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES='" + dir.path() + "'";
    const auto reduced = test::run_twobit("solve --json --symmetry --def " + kPyraminx, env, input);
    const auto unreduced = test::run_twobit("solve --json --def " + kPyraminx, env, input);
    ASSERT_EQ(reduced.exit_code, 0) << reduced.err;
    ASSERT_EQ(unreduced.exit_code, 0) << unreduced.err;
    std::istringstream a(reduced.out), b(unreduced.out);
    std::string line, other;
    size_t i = 0;
    for (; std::getline(a, line) && std::getline(b, other) && i < scrambles.size(); ++i) {
        const nlohmann::json j = nlohmann::json::parse(line), k = nlohmann::json::parse(other);
        EXPECT_EQ(j["length"], k["length"]) << scrambles[i];
        EXPECT_TRUE(apply(apply(solved_state(def), scrambles[i]), j["solution"]) ==
                    solved_state(def))
            << scrambles[i] << " -> " << j["solution"];
    }
    EXPECT_EQ(i, scrambles.size());
}

TEST(CliDefinitionSymmetry, WhatCannotApplyIsRefused) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES='" + dir.path() + "'";
    const auto none = test::run_twobit("generate --symmetry --def " TWOBIT_SOURCE_DIR
                                       "/tests/defs/cube2_urf_fixedcorner.tws",
                                       env);
    EXPECT_EQ(none.exit_code, 1);
    EXPECT_NE(none.err.find("has no rotations"), std::string::npos) << none.err;
    const auto gens = test::run_twobit("generate --symmetry --gens F,D --def " + kPyraminx, env);
    EXPECT_EQ(gens.exit_code, 2);
    EXPECT_NE(gens.err.find("--gens does not apply"), std::string::npos) << gens.err;
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

// Off a terminal a small class table's build is one line, not one per level (a table of at
// least 16 MB prints its levels: CliCube3's phase-1 table).
TEST(CliDefinitionSymmetry, ASmallTablesBuildIsOneLine) {
    test::ScratchDir dir;
    const auto r =
        test::run_twobit("generate --symmetry --def " + kPyraminx + " -o " + dir.file("t"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("def:PyraminxNoTipsSym-sym12: built in"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("depth 1:"), std::string::npos) << r.err;
}

// A definition's class table resumes from a checkpoint (given the file again with --def) to
// the bytes of an uninterrupted build; the checkpoint names what a resume needs, and another
// definition's or metric's resume is refused before anything is written.
TEST(CliDefinitionSymmetry, CheckpointsResumeToTheSameBytes) {
    constexpr int kSigkilled = 128 + 9; // run_twobit's code for a process killed by SIGKILL
    test::ScratchDir dir;
    const std::string full = dir.file("full"), table = dir.file("t"), checkpoint = dir.file("c");
    const std::string generate = "generate -q --symmetry --def " + kPyraminx + " ";
    ASSERT_EQ(test::run_twobit(generate + "-o " + full).exit_code, 0);
    for (int k : {2, 7}) {
        SCOPED_TRACE("killed after depth " + std::to_string(k));
        const auto killed = test::run_twobit(generate + "-o " + table + " --checkpoint " +
                                                 checkpoint + " --checkpoint-every 0",
                                             "TWOBIT_TEST_KILL_AFTER_DEPTH=" + std::to_string(k));
        ASSERT_EQ(killed.exit_code, kSigkilled) << killed.err;
        const auto info = test::run_twobit("info --def " + kPyraminx + " " + checkpoint);
        EXPECT_NE(info.exit_code, 0);
        EXPECT_NE(info.err.find("generate --resume " + checkpoint + " --def FILE --symmetry"),
                  std::string::npos)
            << info.err;
        const auto other = test::run_twobit("generate -q --symmetry --def " TWOBIT_SOURCE_DIR
                                            "/tests/defs/cube2_held_sym.tws -o " +
                                            table + " --resume " + checkpoint);
        EXPECT_EQ(other.exit_code, 1) << other.err;
        EXPECT_NE(other.err.find("not of def:Cube2HeldSym-sym3"), std::string::npos) << other.err;
        const auto qtm =
            test::run_twobit(generate + "--metric qtm -o " + table + " --resume " + checkpoint);
        EXPECT_EQ(qtm.exit_code, 1) << qtm.err;
        EXPECT_FALSE(std::filesystem::exists(table));
        const auto resumed = test::run_twobit(generate + "-o " + table + " --resume " + checkpoint);
        ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
        EXPECT_TRUE(test::read_file(table) == test::read_file(full));
        std::filesystem::remove(table);
    }
}

} // namespace
} // namespace twobit
