// The twobit command with definition files (--def FILE, or --puzzle FILE.tws): generate
// prints the published distribution for a shipped definition, its table is refused for
// another definition, verify compares with --expect, solve reads and answers in the file's
// move names (each answer checked by applying it to explicit states), list and info name the
// file, and a bad file is refused with its line and column. A large definition is sized, and
// refused under --max-memory, before any move table is built; info --def checks the file.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "explicit_bfs.hpp"
#include "host/puzzles/defs/definition.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {
namespace {

const std::string kSource = TWOBIT_SOURCE_DIR;
const std::string kCube2 = kSource + "/tables/defs/2x2x2.tws";

void write_file(const std::string& path, const std::string& text) {
    std::ofstream(path) << text;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

TEST(CliDefinitions, GenerateGivesThePublishedDistributionEitherWay) {
    test::ScratchDir dir;
    const std::vector<uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                             50136, 227536, 870072, 1887748, 623800, 2644};
    for (const std::string& how : {"--def " + kCube2, "--puzzle " + kCube2}) {
        const test::CommandResult r =
            test::run_twobit("generate " + how + " --json -q -o " + dir.file("t.twobit"));
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const nlohmann::json j = nlohmann::json::parse(r.out);
        EXPECT_EQ(j["puzzle"], "def:2x2x2");
        EXPECT_EQ(j["counts"].get<std::vector<uint64_t>>(), published);
        EXPECT_EQ(j["moves"], "U U2 U' R R2 R' F F2 F'");
    }
    const test::CommandResult ru =
        test::run_twobit("generate --def " + kCube2 + " --gens U,R --metric qtm --json -q -o " +
                         dir.file("ru.twobit"));
    ASSERT_EQ(ru.exit_code, 0) << ru.err;
    const nlohmann::json j = nlohmann::json::parse(ru.out);
    EXPECT_EQ(j["reached"], 29160u);
    EXPECT_EQ(j["gens"], "U,R");
    EXPECT_EQ(j["moves"], "U U' R R'");
}

TEST(CliDefinitions, ATableIsRefusedForAnotherDefinition) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit");
    ASSERT_EQ(test::run_twobit("generate -q --def " + kCube2 + " -o " + table).exit_code, 0);
    // The same puzzle with one comment more is another file: its tables are its own.
    const std::string copy = dir.file("copy.tws");
    write_file(copy, read_file(kCube2) + "# changed\n");
    const test::CommandResult r =
        test::run_twobit("solve --def " + copy + " --table " + table + " U");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("was built from another definition named 2x2x2"), std::string::npos)
        << r.err;
    // Without the definition, a table of one names what is missing.
    const test::CommandResult bare = test::run_twobit("solve --table " + table + " U");
    EXPECT_EQ(bare.exit_code, 1);
    EXPECT_NE(bare.err.find("give that file with --def"), std::string::npos) << bare.err;
    const test::CommandResult info = test::run_twobit("info --def " + kCube2 + " " + table);
    EXPECT_EQ(info.exit_code, 0) << info.err;
    EXPECT_NE(info.out.find(": this build's model"), std::string::npos) << info.out;
    EXPECT_NE(info.out.find("definition  XXH3-64"), std::string::npos) << info.out;
}

TEST(CliDefinitions, VerifyComparesWithExpect) {
    test::ScratchDir dir;
    const std::string good = dir.file("good.txt"), bad = dir.file("bad.json");
    write_file(good, "# 2x2x2 HTM\n1\n9\n54\n321\n1847\n9992\n50136\n227536\n870072\n1887748\n"
                     "623800\n2644\n");
    write_file(bad, "{\"counts\": [1, 9, 54, 322]}");
    const test::CommandResult ok =
        test::run_twobit("verify -q --def " + kCube2 + " --expect " + good);
    EXPECT_EQ(ok.exit_code, 0) << ok.out << ok.err;
    EXPECT_NE(ok.out.find("verified: every depth matches"), std::string::npos) << ok.out;
    const test::CommandResult no =
        test::run_twobit("verify -q --def " + kCube2 + " --expect " + bad);
    EXPECT_EQ(no.exit_code, 1);
    EXPECT_NE(no.out.find("MISMATCH at depth 3"), std::string::npos) << no.out;
    const test::CommandResult none = test::run_twobit("verify -q --def " + kCube2);
    EXPECT_EQ(none.exit_code, 1);
    EXPECT_NE(none.out.find("NOT VERIFIED: no published distribution"), std::string::npos);
    EXPECT_NE(none.out.find("--expect"), std::string::npos) << none.out;
    write_file(bad, "1\nnine\n");
    const test::CommandResult garbled =
        test::run_twobit("verify -q --def " + kCube2 + " --expect " + bad);
    EXPECT_EQ(garbled.exit_code, 1);
    EXPECT_NE(garbled.err.find(":2: 'nine' is not a count"), std::string::npos) << garbled.err;
}

TEST(CliDefinitions, SolveAnswersInTheFilesMoveNames) {
    const Definition def = read_definition_file(kCube2);
    const std::vector<test::ExplicitMove> moves = test::explicit_moves(def, "htm");
    const auto apply = [&](const DefinitionState& s, const std::string& sequence) {
        return test::apply_names(def, moves, s, sequence);
    };
    // Run together too (issue 58), where the file's names read one way.
    const std::vector<std::string> scrambles = {"R U R' U'", "F2 U' R F R2 U F' R U2",
                                                "U R2 F' U R' F2 U' R F U2 R'", "F"};
    const std::vector<std::string> written = {"RUR'U'", "F2U'RFR2UF'RU2", "U R2F' UR'F2 U'RFU2R'",
                                              "F"};
    std::string input;
    for (const std::string& s : written) input += s + "\n";
    const test::CommandResult r =
        test::run_twobit("solve --json --def " + kCube2, test::tables_env(), input);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::istringstream lines(r.out);
    std::string line;
    size_t i = 0;
    for (; std::getline(lines, line) && i < scrambles.size(); ++i) {
        const nlohmann::json j = nlohmann::json::parse(line);
        const std::string solution = j["solution"];
        EXPECT_LE(j["length"].get<int>(), 11);
        EXPECT_EQ(j["input"], written[i]);
        EXPECT_TRUE(apply(apply(solved_state(def), scrambles[i]), solution) == solved_state(def))
            << scrambles[i] << " -> " << solution;
    }
    EXPECT_EQ(i, scrambles.size());
    const test::CommandResult bad =
        test::run_twobit("solve --def " + kCube2 + " 'U Q'", test::tables_env());
    EXPECT_EQ(bad.exit_code, 1);
    EXPECT_NE(bad.out.find("unknown move 'Q'"), std::string::npos) << bad.out;
    // --gens: one syntax for definitions and built-in puzzles.
    const auto by_def =
        test::run_twobit("solve --def " + kCube2 + " --gens RU \"R U R' U2\"", test::tables_env());
    EXPECT_EQ(by_def.exit_code, 0) << by_def.err;
    for (const char* gens : {"R,U", "RU", "\"R U\""}) {
        SCOPED_TRACE(gens);
        const auto builtin =
            test::run_twobit(std::string("solve --puzzle 2x2x2 --gens ") + gens + " \"R U R' U2\"",
                             test::tables_env());
        EXPECT_EQ(builtin.exit_code, 0) << builtin.err;
        EXPECT_EQ(builtin.out, by_def.out);
    }
}

// twsearch's scramble files (issue 58): each block a position, in order, named in --json.
TEST(CliDefinitions, SolveReadsTwsearchScrambleFiles) {
    test::ScratchDir dir;
    const std::string file = dir.file("two.scr");
    test::write_file(file, "ScrambleAlgorithm first\nR U R'\nU'\nEnd\n\n# next\n"
                           "ScrambleAlgorithm second\nF2 U' R F\nEnd\n");
    const auto r = test::run_twobit("solve --json --def " + kCube2 + " --scrambles " + file,
                                    test::tables_env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto direct = test::run_twobit(
        "solve --json --def " + kCube2 + " \"R U R' U'\" \"F2 U' R F\"", test::tables_env());
    std::istringstream got(r.out), want(direct.out);
    std::string a, b;
    for (const char* name : {"first", "second"}) {
        ASSERT_TRUE(std::getline(got, a) && std::getline(want, b)) << r.out;
        nlohmann::json ja = nlohmann::json::parse(a), jb = nlohmann::json::parse(b);
        EXPECT_EQ(ja["name"], name);
        ja.erase("name");
        EXPECT_EQ(ja, jb);
    }
    EXPECT_FALSE(std::getline(got, a)) << r.out;
    const auto both = test::run_twobit("solve --def " + kCube2 + " --scrambles " + file + " R",
                                       test::tables_env());
    EXPECT_EQ(both.exit_code, 2);
    EXPECT_NE(both.err.find("give positions or --scrambles FILE, not both"), std::string::npos);
    test::write_file(file, "ScrambleAlgorithm first\nR U\n");
    const auto open =
        test::run_twobit("solve --def " + kCube2 + " --scrambles " + file, test::tables_env());
    EXPECT_EQ(open.exit_code, 1);
    EXPECT_NE(open.err.find(file + ":1: scramble first has no End"), std::string::npos) << open.err;
}

// Move names are free text: "R'" (a power of R) and a move named R_ once shared a default
// table name, and the second table replaced the first (a second adversarial round).
TEST(CliDefinitions, MoveSetsThatSpellAlikeGetTheirOwnTables) {
    test::ScratchDir dir;
    std::string text = test::read_file(kCube2);
    const size_t at = text.find("Move F");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 6, "Move R_");
    test::write_file(dir.file("alike.tws"), text);
    const std::string env = "TWOBIT_TABLES=" + dir.file("tables");
    for (const char* gens : {"R_", "\"R'\"", "U,R", "\"U R\""}) {
        const auto r = test::run_twobit(
            std::string("generate -q --def ") + dir.file("alike.tws") + " --gens " + gens, env);
        EXPECT_EQ(r.exit_code, 0) << gens << ": " << r.err;
    }
    // R_, R' and U,R (given twice, the same set): three tables, none replaced.
    size_t tables = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir.file("tables")))
        tables += entry.path().extension() == ".twobit";
    EXPECT_EQ(tables, 3u);
}

TEST(CliDefinitions, BadFilesAndOptionsAreRefusedClearly) {
    test::ScratchDir dir;
    const std::string broken = dir.file("broken.tws");
    write_file(broken, "Name B\nSet A 3 1\nSolved\nEnd\nMove X\nA\n1 1 2\nEnd\n");
    const test::CommandResult r =
        test::run_twobit("generate -q --def " + broken + " -o " + dir.file("t.twobit"));
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find(broken + ":7:3: not a permutation"), std::string::npos) << r.err;
    EXPECT_FALSE(std::ifstream(dir.file("t.twobit")).good()) << "a table was written";
    const test::CommandResult missing = test::run_twobit("generate -q --def " + dir.file("no.tws"));
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_NE(missing.err.find("cannot read definition"), std::string::npos) << missing.err;
    const test::CommandResult both =
        test::run_twobit("generate -q --def " + kCube2 + " --puzzle skewb");
    EXPECT_EQ(both.exit_code, 2);
    EXPECT_NE(both.err.find("not both"), std::string::npos) << both.err;
    const test::CommandResult gens = test::run_twobit("generate -q --def " + kCube2 + " --gens D");
    EXPECT_EQ(gens.exit_code, 2);
    EXPECT_NE(gens.err.find("no move named 'D'"), std::string::npos) << gens.err;
    const test::CommandResult list = test::run_twobit("list --def " + kCube2);
    EXPECT_EQ(list.exit_code, 0) << list.err;
    EXPECT_NE(list.out.find("def:2x2x2"), std::string::npos) << list.out;
    EXPECT_NE(list.out.find("3674160"), std::string::npos) << list.out;
}

// Seconds a command took.
double seconds_of(const std::function<void()>& run) {
    const auto start = std::chrono::steady_clock::now();
    run();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// 13 pieces, a 12-cycle and a swap: 6,227,020,800 states, a 1.45 GiB table (2.23 GiB with
// the move tables of its split: where 7 pieces are, 13!/6! values). An 11-piece
// definition's move tables were built (84 s, 3.4 GB) before --max-memory was checked, and by
// list to print one line; large orbits now split into small tables, but the table itself
// is still sized, and refused, before anything is built.
TEST(CliDefinitions, ALargeDefinitionIsSizedBeforeAnyMoveTableIsBuilt) {
    test::ScratchDir dir;
    const std::string big = dir.file("big.tws");
    write_file(big, "Name Big\nSet P 13 1\nSolved\nEnd\nMove A\nP\n"
                    "2 3 4 5 6 7 8 9 10 11 12 1 13\nEnd\nMove B\nP\n"
                    "1 2 3 4 5 6 7 8 9 10 11 13 12\nEnd\n");
    test::CommandResult r;
    const double generate = seconds_of([&] {
        r = test::run_twobit("generate -q --def " + big + " --max-memory 50M -o " +
                             dir.file("t.twobit"));
    });
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.err.find("def:Big htm needs "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("GiB"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("more than the --max-memory limit of 50.00 MiB"), std::string::npos)
        << r.err;
    EXPECT_FALSE(std::ifstream(dir.file("t.twobit")).good()) << "a table was written";
    EXPECT_LT(generate, 20.0) << "the move tables were built before the check";
    const test::CommandResult verify =
        test::run_twobit("verify -q --def " + big + " --max-memory 50M");
    EXPECT_EQ(verify.exit_code, 1) << verify.err;
    EXPECT_NE(verify.err.find("def:Big htm needs "), std::string::npos) << verify.err;
    test::CommandResult list;
    const double listed = seconds_of([&] { list = test::run_twobit("list --def " + big); });
    EXPECT_EQ(list.exit_code, 0) << list.err;
    EXPECT_NE(list.out.find("def:Big"), std::string::npos) << list.out;
    EXPECT_NE(list.out.find("6227020800"), std::string::npos) << list.out;
    EXPECT_LT(listed, 20.0) << "list built the move tables";
}

// info --def OTHER.tws TABLE printed the header and exited 0, skipping the check it was asked
// for; verify and solve refuse. Now it names both files' hashes and exits 1, and refuses a
// built-in puzzle's table with --def.
TEST(CliDefinitions, InfoChecksTheTableAgainstTheDefinitionGiven) {
    test::ScratchDir dir;
    const std::string tiny = dir.file("tiny.tws");
    const std::string text =
        "Name Tiny\nSet P 4 1\nSolved\nEnd\nMove A\nP\n2 3 4 1\nEnd\nMove B\nP\n"
        "2 1 3 4\nEnd\n";
    write_file(tiny, text);
    const std::string table = dir.file("tiny.twobit");
    ASSERT_EQ(test::run_twobit("generate -q --def " + tiny + " -o " + table).exit_code, 0);
    EXPECT_EQ(test::run_twobit("info --def " + tiny + " " + table).exit_code, 0);
    const std::string own = hex64(read_definition_file(tiny).hash);
    // The same name with a comment more, and another name: other files either way.
    const std::string same_name = dir.file("same_name.tws"), renamed = dir.file("renamed.tws");
    write_file(same_name, text + "# changed\n");
    write_file(renamed, "Name Other\n" + text.substr(text.find('\n') + 1));
    for (const std::string& other : {same_name, renamed}) {
        SCOPED_TRACE(other);
        const std::string theirs = hex64(read_definition_file(other).hash);
        ASSERT_NE(own, theirs);
        const test::CommandResult r = test::run_twobit("info --def " + other + " " + table);
        EXPECT_EQ(r.exit_code, 1) << r.out;
        EXPECT_NE(r.err.find("was built from another definition named Tiny (file hash " + own +
                             "), not from " + other + " (file hash " + theirs + ")"),
                  std::string::npos)
            << r.err;
        const test::CommandResult j = test::run_twobit("info --json --def " + other + " " + table);
        EXPECT_EQ(j.exit_code, 1);
        EXPECT_EQ(nlohmann::json::parse(j.out)["model_matches_this_build"], false) << j.out;
        // verify says the same (it said the puzzles differ, or nothing of the hashes).
        const test::CommandResult v =
            test::run_twobit("verify --quick --def " + other + " --table " + table);
        EXPECT_EQ(v.exit_code, 1);
        EXPECT_NE(v.err.find("file hash " + own), std::string::npos) << v.err;
    }
    const std::string cube2 = test::write_cube2_htm_table(dir.file("cube2.twobit"));
    const test::CommandResult builtin = test::run_twobit("info --def " + tiny + " " + cube2);
    EXPECT_EQ(builtin.exit_code, 1) << builtin.out;
    EXPECT_NE(builtin.err.find("holds 2x2x2 htm, a built-in puzzle, not the definition " + tiny),
              std::string::npos)
        << builtin.err;
    EXPECT_NE(builtin.err.find("leave --def out"), std::string::npos) << builtin.err;
}

// Errors in a definition's content beyond the reader's (a move's order, an orbit too large
// to index) exited 2 with "Run with --help" and no line; a byte order mark was "unknown
// keyword 'Name'".
TEST(CliDefinitions, ContentErrorsExit1WithFileAndLine) {
    test::ScratchDir dir;
    // A move of order 210 (cycles of 2, 3, 5 and 7 slots): too many powers for htm, and
    // only F and F' in qtm. G is F^15, so that the group stays F's 210 positions, at
    // distances a table holds (F alone reaches depth 105).
    const std::string order = dir.file("order.tws");
    write_file(order, "Name Order\nSet P 17 1\nSolved\nEnd\nMove F\nP\n"
                      "2 1 4 5 3 7 8 9 10 6 12 13 14 15 16 17 11\nEnd\nMove G\nP\n"
                      "2 1 3 4 5 6 7 8 9 10 12 13 14 15 16 17 11\nEnd\n");
    const test::CommandResult htm =
        test::run_twobit("generate -q --def " + order + " -o " + dir.file("h.twobit"));
    EXPECT_EQ(htm.exit_code, 1);
    EXPECT_NE(htm.err.find(order + ":5: move F has order 210: its powers give more moves"),
              std::string::npos)
        << htm.err;
    EXPECT_EQ(htm.err.find("--help"), std::string::npos) << htm.err;
    // The same from solve and scramble (issue 57: exit 2 and "Run with --help").
    for (const std::string& command :
         {std::string("solve --def ") + order + " F", std::string("scramble --def ") + order}) {
        const test::CommandResult r = test::run_twobit(command, test::tables_env());
        EXPECT_EQ(r.exit_code, 1) << command << ": " << r.err;
        EXPECT_NE(r.err.find(order + ":5: move F has order 210"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("--help"), std::string::npos) << r.err;
    }
    const test::CommandResult qtm = test::run_twobit("generate -q --json --metric qtm --def " +
                                                     order + " -o " + dir.file("q.twobit"));
    ASSERT_EQ(qtm.exit_code, 0) << qtm.err;
    const nlohmann::json j = nlohmann::json::parse(qtm.out);
    EXPECT_EQ(j["moves"], "F F' G G'");
    // The distances in the cyclic group of 210 with steps of 1 and 15 either way.
    std::vector<int> distance(210, -1);
    std::vector<uint64_t> counts;
    std::vector<int> level = {0};
    distance[0] = 0;
    while (!level.empty()) {
        counts.push_back(level.size());
        std::vector<int> next;
        for (int x : level)
            for (int step : {1, 209, 15, 195})
                if (distance[(x + step) % 210] < 0) {
                    distance[(x + step) % 210] = distance[x] + 1;
                    next.push_back((x + step) % 210);
                }
        level = next;
    }
    EXPECT_EQ(j["counts"].get<std::vector<uint64_t>>(), counts);
    // 17 pieces in one cycle: even split, 17!/6! places for the first 11, more than a
    // coordinate holds; at the Set.
    const std::string wide = dir.file("wide.tws");
    write_file(wide, "Set P 17 1\nSolved\nEnd\nMove F\nP\n"
                     "2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 1\nEnd\n");
    for (const std::string& command :
         std::vector<std::string>{"generate -q -o " + dir.file("w.twobit"), "list"}) {
        const test::CommandResult r = test::run_twobit(command + " --def " + wide);
        EXPECT_EQ(r.exit_code, 1) << command;
        EXPECT_NE(r.err.find(wide + ":1: cannot index this definition"), std::string::npos)
            << r.err;
        EXPECT_EQ(r.err.find("--help"), std::string::npos) << r.err;
    }
    // A byte order mark, as a Windows editor saves one, is skipped.
    const std::string bom = dir.file("bom.tws");
    write_file(bom, "\xEF\xBB\xBF" + read_file(kCube2));
    const test::CommandResult marked = test::run_twobit("list --def " + bom);
    EXPECT_EQ(marked.exit_code, 0) << marked.err;
    EXPECT_NE(marked.out.find("3674160"), std::string::npos) << marked.out;
}

// generate --start: the cross's distribution over the positions where DF and DB are
// already solved (tests/defs/method_line.tws). Each antipode it lists, given as a scramble,
// takes the God's number it reports to solve the cross, and none to solve the start.
TEST(CliDefinitions, StartPatternsReportTheirOwnDistributionAndAntipodes) {
    test::ScratchDir dir;
    const std::string cross = kSource + "/tests/defs/method_cross.tws";
    const std::string line = kSource + "/tests/defs/method_line.tws";
    const std::string table = dir.file("cross.twobit");
    const test::CommandResult r =
        test::run_twobit("generate -q --json --def " + cross + " --start " + line + " -o " + table);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const nlohmann::json start = nlohmann::json::parse(r.out)["start"];
    const std::vector<uint64_t> counts = start["counts"].get<std::vector<uint64_t>>();
    uint64_t total = 0;
    for (uint64_t c : counts) total += c;
    EXPECT_EQ(total, 360u); // the other two cross edges anywhere else, either way round
    EXPECT_EQ(start["positions"], 360u);
    const int god = start["max_depth"].get<int>();
    EXPECT_EQ(god, static_cast<int>(counts.size()) - 1);
    const auto scrambles = start["antipode_scrambles"].get<std::vector<std::string>>();
    ASSERT_FALSE(scrambles.empty());
    // All of them in one command of each (a definition's model is built once per command).
    std::string quoted;
    for (const std::string& scramble : scrambles) quoted += " \"" + scramble + "\"";
    const test::CommandResult goal =
        test::run_twobit("solve --def " + cross + " --table " + table + quoted);
    ASSERT_EQ(goal.exit_code, 0) << goal.err;
    const test::CommandResult held =
        test::run_twobit("solve --def " + line + quoted, test::tables_env());
    ASSERT_EQ(held.exit_code, 0) << held.err;
    const std::vector<std::string> goal_lines = test::lines_of(goal.out);
    const std::vector<std::string> held_lines = test::lines_of(held.out);
    ASSERT_EQ(goal_lines.size(), scrambles.size()) << goal.out;
    ASSERT_EQ(held_lines.size(), scrambles.size()) << held.out;
    for (size_t k = 0; k < scrambles.size(); ++k) {
        EXPECT_NE(goal_lines[k].find("(" + std::to_string(god) + ")"), std::string::npos)
            << scrambles[k] << ": " << goal_lines[k];
        EXPECT_EQ(held_lines[k], "(0)") << scrambles[k];
    }
    // Without --def, a usage error; a start of another puzzle, refused before any table is
    // written, naming the start file.
    const std::string other = dir.file("other.twobit");
    EXPECT_EQ(
        test::run_twobit("generate -q --puzzle 2x2x2 --start " + line + " -o " + other).exit_code,
        2);
    const test::CommandResult mismatch =
        test::run_twobit("generate -q --def " + cross + " --start " + kCube2 + " -o " + other);
    EXPECT_EQ(mismatch.exit_code, 1);
    EXPECT_NE(mismatch.err.find("2x2x2.tws"), std::string::npos) << mismatch.err;
    EXPECT_NE(mismatch.err.find("same puzzle"), std::string::npos) << mismatch.err;
    EXPECT_FALSE(std::filesystem::exists(other));
    // The start file is an input: never the table's name, nor --plot's.
    const std::string copy = dir.file("line.tws");
    std::filesystem::copy_file(line, copy);
    const test::CommandResult over =
        test::run_twobit("generate -q --def " + cross + " --start " + copy + " -o " + copy);
    EXPECT_EQ(over.exit_code, 2) << over.err;
    EXPECT_NE(over.err.find("--start file"), std::string::npos) << over.err;
    EXPECT_EQ(read_file(copy), read_file(line));
    EXPECT_EQ(test::run_twobit("verify -q --def " + cross + " --start " + copy + " --plot " + copy)
                  .exit_code,
              2);
    EXPECT_EQ(read_file(copy), read_file(line));
}

} // namespace
} // namespace twobit
