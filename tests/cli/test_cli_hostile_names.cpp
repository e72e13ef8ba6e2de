// Hostile input, second round (issue 44), the parts about files: links planted at names twobit
// chooses itself (a table's default name, the pictures of `solve --svg DIR`, the numbered pages
// of `solve --html`), a deeply nested `verify --expect` file, a file-size limit, and two
// commands that first need the same table at once.
#include <filesystem>
#include <future>
#include <gtest/gtest.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

namespace fs = std::filesystem;
using test::contains;
using test::run_twobit;

// A file another user would like to have overwritten, and a link to it planted at link.
struct Victim {
    std::string path;
    explicit Victim(const test::ScratchDir& dir) : path(dir.file("victim")) {
        test::write_file(path, "precious\n");
    }
    void plant(const std::string& link) const { fs::create_symlink(path, link); }
    bool intact() const { return test::read_file(path) == "precious\n"; }
};

// The names in folder, sorted.
std::vector<std::string> names_in(const std::string& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace

TEST(CliHostileNames, SvgStepsRefuseALinkPlantedAtAStepName) {
    test::ScratchDir dir;
    const Victim victim(dir);
    fs::create_directory(dir.file("svg"));
    victim.plant(dir.file("svg/step-01.svg"));
    const auto r = run_twobit("solve --puzzle 2x2x2 --svg " + dir.file("svg") + " R");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("svg/step-01.svg") +
                                    " is a symbolic link, at a name twobit chose"))
        << r.err;
    EXPECT_TRUE(victim.intact());
    EXPECT_TRUE(fs::is_symlink(dir.file("svg/step-01.svg")));
}

TEST(CliHostileNames, SvgFoldersOfSeveralPositionsRefuseALink) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("elsewhere"));
    fs::create_directory(dir.file("svg"));
    fs::create_directory_symlink(dir.file("elsewhere"), dir.file("svg/2"));
    const auto r = run_twobit("solve --puzzle 2x2x2 --svg " + dir.file("svg"), "", "R\nU\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("svg/2") + " is a symbolic link")) << r.err;
    EXPECT_TRUE(fs::is_empty(dir.file("elsewhere")));
    EXPECT_TRUE(fs::exists(dir.file("svg/1/overview.svg"))); // the first position's, complete
}

TEST(CliHostileNames, NumberedHtmlPagesRefuseALinkBeforeSolving) {
    test::ScratchDir dir;
    const Victim victim(dir);
    victim.plant(dir.file("page-2.html"));
    const auto r = run_twobit("solve --puzzle 2x2x2 --html " + dir.file("page.html") + " R U");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("page-2.html") + " is a symbolic link")) << r.err;
    EXPECT_EQ(r.out, ""); // refused before any answer
    EXPECT_TRUE(victim.intact());
    EXPECT_FALSE(fs::exists(dir.file("page-1.html")));
}

TEST(CliHostileNames, ALinkAtANameTheUserGaveIsWrittenThrough) {
    test::ScratchDir dir;
    test::write_file(dir.file("mine.html"), "old\n");
    fs::create_symlink(dir.file("mine.html"), dir.file("link.html"));
    // A stand-in for the player script: the test needs no viewer installed.
    test::write_file(dir.file("player.js"), "/* stand-in player */\n");
    const auto r = run_twobit("solve --puzzle 2x2x2 --html " + dir.file("link.html") +
                              " --viewer-js " + dir.file("player.js") + " R");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(fs::is_symlink(dir.file("link.html")));
    EXPECT_TRUE(contains(test::read_file(dir.file("mine.html")), "<html")) << "not written";
}

TEST(CliHostileNames, DefaultTableNameRefusesAPlantedLink) {
    test::ScratchDir dir;
    const Victim victim(dir);
    fs::create_directory(dir.file("tables"));
    victim.plant(dir.file("tables/2x2x2-qtm.twobit"));
    const auto r = run_twobit("generate -q --puzzle 2x2x2 --metric qtm",
                              "TWOBIT_TABLES=" + dir.file("tables"));
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("tables/2x2x2-qtm.twobit") +
                                    " is a symbolic link, at a name twobit chose"))
        << r.err;
    EXPECT_TRUE(victim.intact());
    // -o with the same link is the user's own choice: written through.
    const auto own = run_twobit("generate -q --puzzle 2x2x2 --metric qtm -o " +
                                dir.file("tables/2x2x2-qtm.twobit"));
    EXPECT_EQ(own.exit_code, 0) << own.err;
    EXPECT_FALSE(victim.intact());
}

TEST(CliHostileNames, DefinitionNamesStayInTheTablesFolder) {
    test::ScratchDir dir;
    const std::string def = dir.file("escape.tws");
    test::write_file(def, "Name ../../escape\nSet P 3 1\nSolved\nP\n1 2 3\n0 0 0\nEnd\n"
                          "Move A\nP\n2 3 1\n0 0 0\nEnd\n");
    const auto r = run_twobit("generate -q --def " + def, "TWOBIT_TABLES=" + dir.file("tables"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<std::string> names = names_in(dir.file("tables"));
    ASSERT_EQ(names.size(), 1u);
    EXPECT_EQ(names[0].rfind("def-.._.._escape-", 0), 0u) << names[0];
    EXPECT_EQ(names_in(dir.path()), (std::vector<std::string>{"escape.tws", "tables"}));
}

TEST(CliHostileNames, DeeplyNestedExpectFileIsRefusedNotACrash) {
    test::ScratchDir dir;
    const int depth = 100000;
    test::write_file(dir.file("deep.json"),
                     "[1, " + std::string(depth, '[') + std::string(depth, ']') + "]");
    const auto r =
        run_twobit("verify -q --puzzle 2x2x2 --metric qtm --expect " + dir.file("deep.json"),
                   "TWOBIT_TABLES=" + dir.file("tables"));
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "JSON nested more than 8 levels deep")) << r.err;
    EXPECT_LT(r.err.size(), 400u);
}

TEST(CliHostileNames, FileSizeLimitIsReportedAndLeavesNoTemporary) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("out"));
    // 100 blocks (dash's ulimit -f counts 512-byte blocks): far below the 2x2x2's 0.9 MB.
    const std::string command = "ulimit -f 100; exec '" + std::string(TWOBIT_BINARY) +
                                "' generate -q --puzzle 2x2x2 -o " + dir.file("out/t.twobit") +
                                " 2>" + dir.file("err");
    const int status = std::system(("sh -c \"" + command + "\"").c_str());
    ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << WTERMSIG(status);
    EXPECT_EQ(WEXITSTATUS(status), 1);
    const std::string err = test::read_file(dir.file("err"));
    EXPECT_TRUE(contains(err, "File too large")) << err;
    EXPECT_TRUE(fs::is_empty(dir.file("out")));
}

// A checkpoint is rewritten beside the previous copy, so its file system must hold two
// (issue 44: the check allowed one). A 1.5 MB tmpfs holds one 2x2x2 table (0.9 MB), not two;
// it is mounted in a private mount namespace, where the test can (root, unshare): else skipped.
TEST(CliHostileNames, CheckpointNeedsRoomForTwoCopies) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("small"));
    const std::string mount = "unshare -m sh -c 'mount -t tmpfs -o size=1500k tmpfs " +
                              dir.file("small") + " || exit 77; ";
    auto run = [&](const std::string& args) {
        const std::string command = mount + "exec \"" + std::string(TWOBIT_BINARY) +
                                    "\" generate -q " + args + "' >/dev/null 2>" + dir.file("err");
        const int status = std::system(command.c_str());
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    };
    if (std::system((mount + "true' 2>/dev/null").c_str()) != 0)
        GTEST_SKIP() << "no private tmpfs here (needs root and unshare -m)";
    const int code = run("--puzzle 2x2x2 -o " + dir.file("small/t.twobit"));
    ASSERT_EQ(code, 0) << "one copy fits: " << test::read_file(dir.file("err"));
    EXPECT_EQ(run("--puzzle 2x2x2 --checkpoint " + dir.file("small/c.twobit") + " -o " +
                  dir.file("t.twobit")),
              1);
    const std::string err = test::read_file(dir.file("err"));
    EXPECT_TRUE(contains(err, "cannot write " + dir.file("small/c.twobit") + ": it needs 1.7"))
        << err;
    EXPECT_FALSE(fs::exists(dir.file("t.twobit")));
}

TEST(CliHostileNames, TwoFirstUsesBuildTheTableOnce) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.file("tables");
    auto solve = [&env] { return run_twobit("solve --puzzle 2x2x2 --metric qtm \"R U\"", env); };
    auto first = std::async(std::launch::async, solve);
    auto second = std::async(std::launch::async, solve);
    const test::CommandResult a = first.get(), b = second.get();
    ASSERT_EQ(a.exit_code, 0) << a.err;
    ASSERT_EQ(b.exit_code, 0) << b.err;
    EXPECT_EQ(a.out, b.out);
    const int built = contains(a.err, "generating it now") + contains(b.err, "generating it now");
    EXPECT_EQ(built, 1) << a.err << "\n--\n" << b.err;
}

} // namespace twobit
