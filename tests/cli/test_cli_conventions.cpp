// The conventions a puzzle person expects in their first hour (issue 43, "Output and help"):
// --all one solution per line (JSON: an array), same-face turns joined in every answer and
// counted once, `help CMD` with the positional arguments, typed options and two runnable
// examples, one verify verdict per case, a bare `twobit` a usage error (exit 2, usage on
// stderr), `cmake --install` putting twobit in PREFIX/bin, and a bash completion script made
// from the command definitions.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

#include "independent_cube3.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;
using test::lines_of;
using test::run_twobit;
using test::tables_env;

const char* const conv_kCommands[] = {"generate", "verify",     "info", "solve",
                                      "bench",    "analyze",    "show", "list",
                                      "tables",   "completion", "help"};

struct ConvShellResult {
    int exit_code;
    std::string out; // stdout and stderr together
};

// Runs a bash command line (in the test's own environment), its output captured.
ConvShellResult conv_shell(const std::string& command) {
    const std::string line =
        "bash -c '" + std::regex_replace(command, std::regex("'"), "'\\''") + "' 2>&1";
    FILE* pipe = ::popen(line.c_str(), "r");
    if (pipe == nullptr) return {-1, "popen failed"};
    std::string out;
    char buffer[4096];
    for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
    const int status = ::pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// A shell word for the text.
std::string conv_quoted(const std::string& text) {
    return "'" + std::regex_replace(text, std::regex("'"), "'\\''") + "'";
}

std::vector<std::string> conv_words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// The first pair of neighbouring turns of one face ("R R2"), or "".
std::string conv_same_face_pair(const std::string& solution) {
    const std::vector<std::string> w = conv_words(solution);
    for (size_t k = 1; k < w.size(); ++k)
        if (w[k][0] == w[k - 1][0]) return w[k - 1] + " " + w[k];
    return "";
}

// The examples of a command's help: the lines after "Examples:".
std::vector<std::string> conv_examples(const std::string& help) {
    std::vector<std::string> out;
    bool in_examples = false;
    for (const std::string& line : lines_of(help)) {
        if (line == "Examples:")
            in_examples = true;
        else if (in_examples && line.rfind("  ", 0) == 0)
            out.push_back(line.substr(2));
        else if (in_examples)
            break;
    }
    return out;
}

} // namespace

// Why: --all printed every solution on one comma-separated line.
TEST(CliConventions, AllPrintsOneSolutionPerLineAndJsonAnArray) {
    // The second position has two optimal solutions.
    const auto r = run_twobit("solve --all \"R U R' U'\" \"R U F R' U' F'\"", tables_env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<std::string> lines = lines_of(r.out);
    // Each position: its solutions, one per line, then "(length, count solutions)".
    const std::regex summary(R"(\((\d+), (\d+) solutions?\))");
    size_t line = 0;
    for (int position = 0; position < 2; ++position) {
        size_t start = line;
        while (line < lines.size() && lines[line].rfind("(", 0) != 0) ++line;
        ASSERT_LT(line, lines.size()) << r.out;
        std::smatch m;
        ASSERT_TRUE(std::regex_match(lines[line], m, summary)) << lines[line];
        EXPECT_EQ(std::stoul(m[2]), line - start) << r.out;
        for (size_t k = start; k < line; ++k) {
            EXPECT_EQ(conv_words(lines[k]).size(), std::stoul(m[1])) << lines[k];
            EXPECT_EQ(lines[k].find(','), std::string::npos) << lines[k];
        }
        ++line;
    }
    EXPECT_EQ(line, lines.size()) << r.out;
    EXPECT_EQ(lines.front(), "U R U' R'") << r.out;
    EXPECT_EQ(lines.back(), "(6, 2 solutions)") << r.out;
    const auto j = run_twobit("solve --all --json \"R U F R' U' F'\"", tables_env());
    ASSERT_EQ(j.exit_code, 0) << j.err;
    const auto answer = nlohmann::json::parse(j.out);
    ASSERT_TRUE(answer["solutions"].is_array()) << j.out;
    EXPECT_EQ(answer["count"], answer["solutions"].size());
    EXPECT_EQ(answer["solutions"].size(), 2u);
}

// Why: Thistlethwaite answers kept "R R2" and counted it as two moves (73 of 200). Its
// tables are built in memory in well under a second, so this runs with the quick tests.
TEST(CliConventions, ThistlethwaiteAnswersJoinSameFaceTurns) {
    std::mt19937_64 rng(43);
    std::string input;
    std::vector<std::string> cubes;
    for (int k = 0; k < 200; ++k) {
        cubes.push_back(test::random_cube3(rng));
        input += cubes.back() + "\n";
    }
    const auto r =
        run_twobit("solve --puzzle 3x3x3 --method thistlethwaite --json", tables_env(), input);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<std::string> lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), cubes.size()) << r.out;
    int joined = 0; // answers shorter than their phases together
    for (size_t k = 0; k < lines.size(); ++k) {
        const auto a = nlohmann::json::parse(lines[k]);
        const std::string solution = a["solution"];
        SCOPED_TRACE(solution);
        EXPECT_EQ(conv_same_face_pair(solution), "");
        EXPECT_EQ(a["length"], conv_words(solution).size());
        EXPECT_TRUE(test::IndependentCube3(cubes[k]).apply(solution).is_solved());
        size_t phase_turns = 0;
        for (const auto& phase : a["phases"]) phase_turns += conv_words(phase).size();
        if (phase_turns > conv_words(solution).size()) ++joined;
    }
    EXPECT_GT(joined, 0); // the case the fix is about did occur
    // In text too: the count printed is the number of moves printed.
    std::string first;
    for (size_t k = 0; k < 20; ++k) first += cubes[k] + "\n";
    const auto t = run_twobit("solve --puzzle 3x3x3 --method thistlethwaite", tables_env(), first);
    ASSERT_EQ(t.exit_code, 0) << t.err;
    const std::regex answer(R"((.*) \((\d+)\))");
    for (const std::string& line : lines_of(t.out)) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(line, m, answer)) << line;
        EXPECT_EQ(std::stoul(m[2]), conv_words(m[1]).size()) << line;
        EXPECT_EQ(conv_same_face_pair(m[1]), "") << line;
    }
}

// Table walks give optimal answers: no two turns of one face in a row, in any metric.
TEST(CliConventions, TableWalkAnswersHaveNoSameFacePairs) {
    std::string input;
    std::mt19937_64 rng(7);
    const char* const turns[] = {"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"};
    for (int k = 0; k < 50; ++k) {
        for (int m = 0; m < 12; ++m) input += std::string(turns[rng() % 9]) + " ";
        input += "\n";
    }
    for (const char* metric : {"htm", "qtm"}) {
        const auto r = run_twobit(std::string("solve --metric ") + metric, tables_env(), input);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        for (const std::string& line : lines_of(r.out))
            EXPECT_EQ(conv_same_face_pair(line.substr(0, line.rfind(' '))), "") << line;
    }
}

// Why: `help solve` showed no positional argument and no example; numeric options were
// typed TEXT.
TEST(CliConventions, HelpShowsPositionalsTypesAndTwoExamples) {
    for (const char* name : conv_kCommands) {
        SCOPED_TRACE(name);
        const auto help = run_twobit(std::string("help ") + name);
        ASSERT_EQ(help.exit_code, 0) << help.err;
        EXPECT_TRUE(contains(help.out, std::string("Usage: twobit ") + name + " ")) << help.out;
        const std::vector<std::string> examples = conv_examples(help.out);
        EXPECT_EQ(examples.size(), 2u) << help.out;
        for (const std::string& e : examples)
            EXPECT_TRUE(e.find("twobit ") != std::string::npos) << e;
        // No option of a command is typed TEXT: each says what its value is.
        for (const std::string& line : lines_of(help.out))
            if (line.rfind("  -", 0) == 0) {
                EXPECT_FALSE(contains(line, " TEXT")) << line;
            }
    }
    const auto solve = run_twobit("help solve").out;
    EXPECT_TRUE(contains(solve, "Usage: twobit solve [OPTIONS] [POSITION...]\n")) << solve;
    for (const char* typed :
         {"--max-solutions INT", "--max-length INT", "--time-limit SECONDS", "-t,--threads INT",
          "--metric htm|qtm|half", "--puzzle PUZZLE", "--table FILE", "--svg DIR"})
        EXPECT_TRUE(contains(solve, typed)) << typed << "\n" << solve;
    const auto generate = run_twobit("help generate").out;
    for (const char* typed : {"--max-memory BYTES", "--checkpoint-every DURATION"})
        EXPECT_TRUE(contains(generate, typed)) << typed << "\n" << generate;
    EXPECT_TRUE(contains(run_twobit("help bench").out, "-r,--repetitions INT"));
    EXPECT_TRUE(contains(run_twobit("help info").out, "Usage: twobit info [OPTIONS] file"));
    // `solve --help` says the same as `help solve`.
    EXPECT_EQ(run_twobit("solve --help").out, solve);
}

// The examples of the quick commands run as printed (in a scratch folder: they write files).
TEST(CliConventions, HelpExamplesRun) {
    test::ScratchDir dir;
    for (const char* name : {"solve", "verify", "show", "list", "tables", "info", "analyze"}) {
        for (const std::string& example :
             conv_examples(run_twobit(std::string("help ") + name).out)) {
            SCOPED_TRACE(example);
            const std::string command = std::regex_replace(example, std::regex("(^|&& )twobit "),
                                                           "$1" + conv_quoted(TWOBIT_BINARY) + " ");
            const auto r = conv_shell("cd " + conv_quoted(dir.path()) + " && export " +
                                      tables_env() + " && " + command + " >/dev/null");
            EXPECT_EQ(r.exit_code, 0) << r.out;
        }
    }
}

// Why: a bare `twobit` printed the usage and exited 0; git's convention is a usage error.
TEST(CliConventions, BareTwobitIsAUsageError) {
    const auto bare = run_twobit("");
    EXPECT_EQ(bare.exit_code, 2);
    EXPECT_TRUE(bare.out.empty()) << bare.out;
    EXPECT_TRUE(contains(bare.err, "Usage: twobit [OPTIONS] [SUBCOMMAND]")) << bare.err;
    const auto help = run_twobit("help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_EQ(help.out, bare.err);
}

// Why: the verdict read "matches the published distribution (no publication ...)".
TEST(CliConventions, OneVerifyVerdictPerCase) {
    const auto published = run_twobit("verify --metric qtm -q", tables_env());
    EXPECT_EQ(published.exit_code, 0) << published.err;
    EXPECT_TRUE(contains(published.out, "verified: every depth matches the published "
                                        "distribution (OEIS A079762; "))
        << published.out;
    const auto recomputed = run_twobit("verify --metric qtm --gens RU -q", tables_env());
    EXPECT_EQ(recomputed.exit_code, 0) << recomputed.err;
    EXPECT_TRUE(contains(recomputed.out,
                         "verified: every depth matches the recomputed "
                         "distribution (recomputed twice independently, no publication)"))
        << recomputed.out;
    EXPECT_FALSE(contains(recomputed.out, "published distribution")) << recomputed.out;
    const auto none = run_twobit("verify --metric half --gens RU -q", tables_env());
    EXPECT_EQ(none.exit_code, 1);
    EXPECT_TRUE(contains(none.out, "NOT VERIFIED: no published distribution for 2x2x2 half (gens "
                                   "UR): counts not checked\n"))
        << none.out;
    EXPECT_FALSE(contains(none.out, "verified: every")) << none.out;
    test::ScratchDir dir;
    std::ofstream(dir.file("counts")) << "1\n2\n2\n1\n";
    const auto expected =
        run_twobit("verify --metric half --gens RU -q --expect " + dir.file("counts"));
    EXPECT_EQ(expected.exit_code, 0) << expected.out << expected.err;
    EXPECT_TRUE(contains(expected.out, "verified: every depth matches the expected distribution "
                                       "(--expect " +
                                           dir.file("counts") + "; as given)"))
        << expected.out;
}

// Why: hints said `twobit` while the program was `build/twobit`. They name the program as
// typed when that has a '/', else `twobit` (found on the PATH).
TEST(CliConventions, HintsNameTheProgramAsTyped) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    const auto by_path = run_twobit("tables", env);
    EXPECT_EQ(by_path.exit_code, 0) << by_path.err;
    EXPECT_TRUE(contains(by_path.out, std::string("no tables yet: ") + TWOBIT_BINARY + " generate"))
        << by_path.out;
    const std::string folder = std::filesystem::path(TWOBIT_BINARY).parent_path().string();
    const auto on_path =
        conv_shell("export " + env + " PATH=" + conv_quoted(folder) + ":\"$PATH\"; twobit tables");
    EXPECT_EQ(on_path.exit_code, 0) << on_path.out;
    EXPECT_TRUE(contains(on_path.out, "no tables yet: twobit generate")) << on_path.out;
}

// Why (issues 40, 58): `cmake --install` put only bin/twobit there, and the installed `solve
// --html` looked for the player script in the source tree. Now the prefix holds the program,
// the player script (looked for beside the program first), the sample definitions, the
// completions of three shells and the man page made from --help.
TEST(CliConventions, InstallStandsAlone) {
    test::ScratchDir dir;
    const std::string prefix = dir.file("prefix");
    const auto r = conv_shell(std::string(conv_quoted(TWOBIT_CMAKE_COMMAND)) + " --install " +
                              conv_quoted(TWOBIT_BUILD_DIR) + " --prefix " + conv_quoted(prefix));
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string installed = prefix + "/bin/twobit";
    ASSERT_TRUE(std::filesystem::exists(installed)) << r.out;
    const auto version = conv_shell(conv_quoted(installed) + " --version");
    EXPECT_EQ(version.exit_code, 0) << version.out;
    EXPECT_TRUE(contains(version.out, "twobit 0.1.0, commit ")) << version.out;
    for (const char* file :
         {"share/twobit/defs/skewb.tws", "share/doc/twobit/LICENSE", "share/doc/twobit/CLI.md",
          "share/bash-completion/completions/twobit", "share/zsh/site-functions/_twobit",
          "share/fish/vendor_completions.d/twobit.fish"})
        EXPECT_TRUE(std::filesystem::is_regular_file(prefix + "/" + file)) << file;
    // The player script beside the program wins over the source tree's: a marked stand-in
    // there (the viewer may not be installed here) is the one the page inlines, with no
    // TWOBIT_VIEWER_JS and no --viewer-js.
    const std::string script = prefix + "/share/twobit/viewer/twisty.js";
    std::filesystem::create_directories(prefix + "/share/twobit/viewer");
    std::filesystem::remove(script);
    test::write_file(script, "/* the installed stand-in player */ window.player = 1;\n");
    const auto page =
        conv_shell("cd " + conv_quoted(dir.path()) + " && env -u TWOBIT_VIEWER_JS " + tables_env() +
                   " " + conv_quoted(installed) + " solve --puzzle skewb --html page.html \"R U\"");
    ASSERT_EQ(page.exit_code, 0) << page.out;
    EXPECT_TRUE(contains(test::read_file(dir.file("page.html")), "the installed stand-in player"));
    // The completions the program prints are the installed ones, and each shell reads them.
    const std::pair<const char*, const char*> shells[] = {
        {"bash", "share/bash-completion/completions/twobit"},
        {"zsh", "share/zsh/site-functions/_twobit"},
        {"fish", "share/fish/vendor_completions.d/twobit.fish"}};
    for (const auto& [shell, file] : shells) {
        SCOPED_TRACE(shell);
        const auto printed =
            conv_shell(conv_quoted(installed) + " completion " + shell + " 2>/dev/null");
        EXPECT_EQ(printed.exit_code, 0);
        EXPECT_TRUE(contains(printed.out, "twobit")) << printed.out;
        if (conv_shell(std::string("command -v ") + shell).exit_code != 0) continue;
        const auto syntax =
            conv_shell(std::string(shell) + " -n " + conv_quoted(prefix + "/" + file));
        EXPECT_EQ(syntax.exit_code, 0) << syntax.out;
    }
    // The man page, where help2man was there to make it: the help, every command's section.
    if (conv_shell("command -v help2man && command -v man").exit_code == 0) {
        const auto man = conv_shell("MANWIDTH=100 man -l " +
                                    conv_quoted(prefix + "/share/man/man1/twobit.1") + " | cat");
        EXPECT_EQ(man.exit_code, 0) << man.out;
        for (const char* text : {"twobit [OPTIONS] [SUBCOMMAND]", "Usage: twobit solve",
                                 "Usage: twobit generate", "--puzzle"})
            EXPECT_TRUE(contains(man.out, text)) << text << "\n" << man.out;
    }
}

// The bash completion script is valid bash and completes commands, options, their fixed
// values and puzzle ids.
TEST(CliConventions, BashCompletionFromTheCommandDefinitions) {
    test::ScratchDir dir;
    const auto script = run_twobit("completion bash");
    ASSERT_EQ(script.exit_code, 0) << script.err;
    std::ofstream(dir.file("twobit.bash")) << script.out;
    const auto syntax = conv_shell("bash -n " + conv_quoted(dir.file("twobit.bash")));
    EXPECT_EQ(syntax.exit_code, 0) << syntax.out;
    const auto complete = [&](const std::string& words, int cword) {
        return conv_shell("source " + conv_quoted(dir.file("twobit.bash")) + "; COMP_WORDS=(" +
                          words + "); COMP_CWORD=" + std::to_string(cword) +
                          "; _twobit; echo \"${COMPREPLY[*]}\"")
            .out;
    };
    EXPECT_EQ(complete("twobit sol", 1), "solve\n");
    EXPECT_EQ(complete("twobit solve --puz", 2), "--puzzle\n");
    EXPECT_EQ(complete("twobit solve --metric ''", 3), "htm qtm half\n");
    EXPECT_EQ(complete("twobit solve --puzzle sk", 3), "skewb\n");
    EXPECT_EQ(complete("twobit solve --method th", 3), "thistlethwaite\n");
    EXPECT_EQ(complete("twobit help gen", 2), "generate\n");
    EXPECT_EQ(complete("twobit generate --checkpoint-e", 2), "--checkpoint-every\n");
    EXPECT_EQ(complete("twobit solve -t ''", 3), "\n"); // a number: nothing to offer
    EXPECT_TRUE(contains(complete("twobit ''", 1), "tables")) << complete("twobit ''", 1);
    // Aliases, tables and definition files for --puzzle; a file name with a space or a star
    // is one word, not split nor expanded (issue 57).
    EXPECT_EQ(complete("twobit solve --puzzle pock", 3), "pocket pocket-cube\n");
    EXPECT_EQ(complete("twobit generate --puzzle 2x2x2-s", 3), "2x2x2-sym6\n");
    std::ofstream(dir.file("my puzzle.tws")) << "Name X\n";
    std::ofstream(dir.file("a*b.twobit")) << "x";
    EXPECT_EQ(complete("twobit solve --puzzle " + conv_quoted(dir.file("my")), 3),
              dir.file("my puzzle.tws") + "\n");
    const std::string files = complete("twobit verify --table " + conv_quoted(dir.file("a")), 3);
    EXPECT_EQ(files, dir.file("a*b.twobit") + "\n");
    const auto usage = run_twobit("completion tcsh");
    EXPECT_EQ(usage.exit_code, 2) << usage.err;
}

// The zsh and fish scripts complete as the bash one does (issue 58), run in those shells.
TEST(CliConventions, ZshAndFishCompletionsFromTheCommandDefinitions) {
    test::ScratchDir dir;
    if (conv_shell("command -v fish").exit_code == 0) {
        const auto script = run_twobit("completion fish");
        ASSERT_EQ(script.exit_code, 0) << script.err;
        std::ofstream(dir.file("twobit.fish")) << script.out;
        const auto complete = [&](const std::string& line) {
            return conv_shell("fish -c " + conv_quoted("source " + dir.file("twobit.fish") +
                                                       "; complete -C" + conv_quoted(line)))
                .out;
        };
        EXPECT_TRUE(contains(complete("twobit sol"), "solve\tOptimal solutions of any puzzle"))
            << complete("twobit sol");
        EXPECT_TRUE(contains(complete("twobit solve --metric "), "qtm"))
            << complete("twobit solve --metric ");
        EXPECT_TRUE(contains(complete("twobit solve --puzzle sk"), "skewb"))
            << complete("twobit solve --puzzle sk");
        EXPECT_TRUE(contains(complete("twobit generate --checkpoint-e"), "--checkpoint-every"))
            << complete("twobit generate --checkpoint-e");
    }
    if (conv_shell("command -v zsh").exit_code == 0) {
        const auto script = run_twobit("completion zsh");
        ASSERT_EQ(script.exit_code, 0) << script.err;
        std::ofstream(dir.file("_twobit")) << script.out;
        // Loaded after compinit, as a user's .zshrc would: it registers itself for twobit.
        const auto loaded = conv_shell(
            "zsh -f -c " + conv_quoted("autoload -U compinit && compinit -u && source " +
                                       dir.file("_twobit") + " && print -r -- $_comps[twobit]"));
        EXPECT_EQ(loaded.exit_code, 0) << loaded.out;
        EXPECT_EQ(loaded.out, "_twobit\n");
    }
}

} // namespace twobit
