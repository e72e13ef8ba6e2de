// The twobit command as a user runs it: outputs, JSON keys, exit codes (0 ok, 1 failed
// verification or bad file, 2 usage error) and messages.
#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <unistd.h>
#include <vector>

#include "host/engine/save_table.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/cuda_api.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_twobit;

TEST(Cli, VerifyHtmAndQtm) {
    const auto htm = run_twobit("verify --puzzle 2x2x2 --metric htm");
    EXPECT_EQ(htm.exit_code, 0) << htm.err;
    EXPECT_TRUE(contains(htm.out, "verified")) << htm.out;
    EXPECT_TRUE(contains(htm.out, "God's number 11, antipodes 2644")) << htm.out;
    EXPECT_TRUE(contains(htm.err, "depth 7: 227536 new, 289896 total,")) << htm.err;
    const auto qtm = run_twobit("verify --metric qtm -q");
    EXPECT_EQ(qtm.exit_code, 0);
    EXPECT_TRUE(contains(qtm.out, "God's number 14, antipodes 276")) << qtm.out;
    EXPECT_TRUE(qtm.err.empty()) << qtm.err;
}

TEST(Cli, VerifyRuSubgroupJson) {
    const auto r = run_twobit("verify --gens RU --json -t 1");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["verified"], true);
    EXPECT_EQ(j["gens"], "UR");
    EXPECT_EQ(j["reached"], 29160);
    EXPECT_EQ(j["max_depth"], 14);
    EXPECT_TRUE(j["first_difference"].is_null());
}

TEST(Cli, VerifyWithoutPublishedDistributionSaysSo) {
    const auto r = run_twobit("verify --metric half --gens RU -q");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.out, "NOT VERIFIED: no published distribution")) << r.out;
}

TEST(Cli, GenerateJsonInfoAndVerifyTheFile) {
    test::ScratchDir dir;
    const std::string file = dir.file("pocket.twobit");
    const auto g = run_twobit("generate --metric qtm -q --json -t 2 -o " + file);
    ASSERT_EQ(g.exit_code, 0) << g.err;
    const auto j = nlohmann::json::parse(g.out);
    for (const char* key : {"puzzle", "metric", "gens", "states", "reached", "counts", "max_depth",
                            "seconds", "backend", "threads", "file"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j["max_depth"], 14);
    EXPECT_EQ(j["counts"].size(), 15u);
    EXPECT_EQ(j["backend"], "cpu");
    EXPECT_EQ(j["threads"], 2);
    EXPECT_EQ(j["file"], file);
    EXPECT_EQ(std::filesystem::file_size(file), 1024u + 918540u);

    const auto info = run_twobit("info " + file);
    EXPECT_EQ(info.exit_code, 0) << info.err;
    EXPECT_TRUE(contains(info.out, "moves       U U' R R' F F'")) << info.out;
    EXPECT_TRUE(contains(info.out, "max depth   14 (276 antipodes)")) << info.out;
    const auto info_json = nlohmann::json::parse(run_twobit("info --json " + file).out);
    EXPECT_EQ(info_json["payload_bytes"], 918540);
    EXPECT_EQ(info_json["metric"], "qtm");

    const auto v = run_twobit("verify --table " + file);
    EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
    EXPECT_TRUE(contains(v.out, "verified"));
    const auto wrong = run_twobit("verify --metric htm --table " + file);
    EXPECT_EQ(wrong.exit_code, 1);
    EXPECT_TRUE(contains(wrong.err, "not the requested 2x2x2 htm")) << wrong.err;
}

TEST(Cli, GenerateWritesToTheDefaultLocation) {
    test::ScratchDir dir;
    const auto r = run_twobit("generate --gens RU -q --json", "TWOBIT_TABLES=" + dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["file"], dir.file("2x2x2-htm-UR.twobit"));
    EXPECT_TRUE(std::filesystem::exists(dir.file("2x2x2-htm-UR.twobit")));
    // Without TWOBIT_TABLES: $XDG_DATA_HOME/twobit, created when missing.
    const auto x = run_twobit("generate --metric half -q --json",
                              "TWOBIT_TABLES= XDG_DATA_HOME=" + dir.file("xdg"));
    ASSERT_EQ(x.exit_code, 0) << x.err;
    EXPECT_TRUE(std::filesystem::exists(dir.file("xdg/twobit/2x2x2-half.twobit")));
}

// Commands write only what they are asked to (and tables into the tables folder): nothing
// under ~/.cache or anywhere else in the home folder, and TWOBIT_CACHE, the model cache's
// variable before it was removed, is ignored (issue 44: a relative value made folders in the
// current directory).
TEST(Cli, NothingIsWrittenOutsideTheTablesFolder) {
    test::ScratchDir home;
    const std::string probe = "twobit-cache-probe-" + std::to_string(::getpid());
    const std::string env = "HOME=" + home.path() +
                            " XDG_CACHE_HOME= XDG_DATA_HOME= TWOBIT_TABLES= TWOBIT_CACHE=" + probe;
    for (const std::string& command :
         {std::string("generate -q --puzzle 2x2x2 --metric qtm"), std::string("list"),
          std::string("solve --puzzle 2x2x2 --metric qtm \"R U R' F2\""),
          std::string("solve --puzzle skewb \"R U\""),
          "info " + home.path() + "/.local/share/twobit/2x2x2-qtm.twobit",
          std::string("bench -r 1 --puzzle 2x2x2")}) {
        const auto r = run_twobit(command, env);
        EXPECT_EQ(r.exit_code, 0) << command << ": " << r.err;
    }
    std::vector<std::string> written;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(home.path()))
        if (!entry.is_directory())
            written.push_back(entry.path().string().substr(home.path().size()));
    std::sort(written.begin(), written.end());
    EXPECT_EQ(written, (std::vector<std::string>{"/.local/share/twobit/.twobit-lock",
                                                 "/.local/share/twobit/2x2x2-qtm.twobit",
                                                 "/.local/share/twobit/skewb-htm.twobit"}));
    EXPECT_FALSE(std::filesystem::exists(probe));
}

TEST(Cli, VerifyReportsTheFirstDifferingDepth) {
    // A table whose header counts are wrong but self-consistent: depths 1 and 4 share a
    // value class, so swapping them passes the file checks and must fail the comparison.
    test::ScratchDir dir;
    const test::BuiltTable built = test::build("htm", "");
    const PuzzleModel model = make_puzzle("2x2x2", "htm", "");
    TableHeader h = table_header_for(model, built.result, built.table);
    std::swap(h.counts[1], h.counts[4]);
    const std::string file = dir.file("wrong.twobit");
    write_table_file(file, h, built.table.bytes());
    const auto r = run_twobit("verify --table " + file);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.out, "MISMATCH at depth 1: table 1847, published 9")) << r.out;
}

TEST(Cli, UsageErrorsExitTwo) {
    for (const char* args :
         {"frobnicate", "verify --metric stm", "verify --gens D", "verify --puzzle megaminx",
          "generate --threads 0", "generate --strategy sideways", "info", "verify --bogus"}) {
        const auto r = run_twobit(args);
        EXPECT_EQ(r.exit_code, 2) << "'" << args << "': " << r.err;
        EXPECT_FALSE(r.err.empty()) << args;
    }
    EXPECT_TRUE(contains(run_twobit("verify --metric stm").err, "unknown metric 'stm'"));
}

TEST(Cli, BackendCudaWithoutADeviceIsAClearError) {
    if (query_cuda_device().available) GTEST_SKIP() << "a CUDA device is present";
    test::ScratchDir dir;
    const auto r = run_twobit("generate -q --backend cuda -o " + dir.file("t.twobit"));
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("--backend cuda: no CUDA device available"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("t.twobit")));
    const auto automatic = run_twobit("verify --metric half --backend auto --json");
    EXPECT_EQ(automatic.exit_code, 0) << automatic.err;
    EXPECT_EQ(nlohmann::json::parse(automatic.out)["backend"], "cpu");
    EXPECT_NE(automatic.err.find("backend cpu"), std::string::npos) << automatic.err;
}

TEST(Cli, MemoryLimitsAndDefaultMetrics) {
    const auto over = run_twobit("verify -q --max-memory 100K");
    EXPECT_EQ(over.exit_code, 1);
    EXPECT_NE(over.err.find("more than the --max-memory limit of 100.00 KiB"), std::string::npos)
        << over.err;
    EXPECT_EQ(run_twobit("verify -q --max-memory 12x").exit_code, 2);
    // The table and move tables take 1,057,000 bytes. With 1,600 KiB, two threads' push
    // bitsets (0.88 MiB) do not fit whole: they fit in 2 windows. With 1,300 KiB they do not
    // fit in 2 windows (the most planned) either: the search pushes with atomics. Both give
    // the published counts (verify).
    const auto windows = run_twobit("verify --max-memory 1600K -t 2 --metric qtm");
    EXPECT_EQ(windows.exit_code, 0) << windows.err;
    EXPECT_TRUE(contains(windows.err, "no room for 897.02 KiB of push bitsets; pushing in 2 "
                                      "windows"))
        << windows.err;
    const auto atomics = run_twobit("verify --max-memory 1300K -t 2 --metric qtm");
    EXPECT_EQ(atomics.exit_code, 0) << atomics.err;
    EXPECT_TRUE(contains(atomics.err, "pushing with atomics")) << atomics.err;
    // The Pyraminx's blocks (its first coordinate's values) hold 209,952 states each: short of
    // whole bitsets, its levels go by target blocks, to the recomputed counts.
    const auto blocks = run_twobit("verify --puzzle pyraminx --max-memory 21M -t 2");
    EXPECT_EQ(blocks.exit_code, 0) << blocks.err;
    EXPECT_TRUE(contains(blocks.err, "no room for 18.02 MiB of push bitsets; levels by target "
                                     "blocks"))
        << blocks.err;
    // The squares group has only half turns: without --metric, that is the one used.
    const auto squares = run_twobit("verify -q --puzzle 3x3x3-squares --json");
    EXPECT_EQ(squares.exit_code, 0) << squares.err;
    EXPECT_EQ(nlohmann::json::parse(squares.out)["metric"], "half");
}

TEST(Cli, BadFilesExitOne) {
    test::ScratchDir dir;
    const auto missing = run_twobit("info " + dir.file("none.twobit"));
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_TRUE(contains(missing.err, "cannot open table")) << missing.err;
    test::write_file(dir.file("junk"), "junk");
    const auto junk = run_twobit("verify --table " + dir.file("junk"));
    EXPECT_EQ(junk.exit_code, 1);
    EXPECT_TRUE(contains(junk.err, "bad magic")) << junk.err;
    const auto unwritable = run_twobit("generate -q -o /proc/no/such/dir/t.twobit");
    EXPECT_EQ(unwritable.exit_code, 1);
    EXPECT_FALSE(unwritable.err.empty());
}

TEST(Cli, HelpForEverySubcommand) {
    for (const char* cmd :
         {"generate", "verify", "info", "list", "solve", "bench", "analyze", "show"}) {
        const auto r = run_twobit(std::string(cmd) + " --help");
        EXPECT_EQ(r.exit_code, 0) << cmd;
        EXPECT_TRUE(contains(r.out, std::string("twobit ") + cmd)) << r.out;
        // Every subcommand but `show` (a picture) has a JSON form.
        EXPECT_EQ(contains(r.out, "--json"), std::string(cmd) != "show") << cmd;
    }
    EXPECT_TRUE(contains(run_twobit("solve --help").out, "--html"));
    EXPECT_TRUE(contains(run_twobit("list").out, "3674160"));
}

} // namespace twobit
