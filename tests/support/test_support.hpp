// Helpers shared by the test files: move sequences on corner and 3x3x3 cubies, building tables
// of any catalog puzzle with a chosen thread count and strategy, a scratch folder, table
// files, and running the twobit binary (with a tables folder of its own).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"
#include "tables/table_file.hpp"

namespace twobit::test {

// Applies a sequence like "R U R' U' F2" (faces U R F D L B, suffixes ' 2) to cube.
// Aborts the test run on a token it does not know: these are fixed strings in tests.
CornerCube apply_sequence(CornerCube cube, const std::string& sequence);
Cube3 apply_sequence(Cube3 cube, const std::string& sequence);

using twobit::BuiltTable; // the engine's (host/engine/search.hpp)
// A complete table of a catalog puzzle (make_puzzle), searched on the CPU.
BuiltTable build_puzzle(const std::string& puzzle, const std::string& metric,
                        const std::string& gens, int threads = 2,
                        Strategy strategy = Strategy::Auto, PushMode push_mode = PushMode::Bitset,
                        int push_windows = 1);
// The same for the 2x2x2.
BuiltTable build(const std::string& metric, const std::string& gens, int threads = 2,
                 Strategy strategy = Strategy::Auto, PushMode push_mode = PushMode::Bitset,
                 int push_windows = 1);

// A fresh empty folder under the system temp folder, removed at exit of the object.
class ScratchDir {
  public:
    ScratchDir();
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::string& path() const { return path_; }
    std::string file(const std::string& name) const { return path_ + "/" + name; }

  private:
    std::string path_;
};

#ifdef TWOBIT_BINARY_PATH
// The twobit under test: $TWOBIT_TEST_BINARY where it is set (the sanitizer run points the
// Release build's CLI tests at the sanitizer build's program: tools/scripts/sanitize.sh),
// else the program this build made.
const char* twobit_binary();
#define TWOBIT_BINARY (::twobit::test::twobit_binary())
#endif

struct CommandResult {
    int exit_code;
    std::string out; // stdout
    std::string err; // stderr
};
// Runs the built twobit binary with the given arguments (shell words), with env (shell
// words "NAME=value ...") added to its environment and stdin_text as its standard input,
// under a 300-second timeout (exit code 124 when it runs out).
CommandResult run_twobit(const std::string& args, const std::string& env = "",
                         const std::string& stdin_text = "");

// The table `twobit generate` writes for puzzle and metric in one process, generated once per
// test process into a scratch folder (the reference a resumed or distributed run must equal
// byte for byte); returns its path.
const std::string& generated_table(const std::string& puzzle, const std::string& metric);

// "TWOBIT_TABLES=<folder>" for run_twobit's env: one scratch folder per test process, where
// the tables are generated on first use.
const std::string& tables_env();

std::string read_file(const std::string& path);
void write_file(const std::string& path, const std::string& bytes);

// The 2x2x2 HTM table, built once per test process, with its model and its file header.
struct Cube2HtmTable {
    BuiltTable built;
    PuzzleModel model;
    TableHeader header() const;
};
const Cube2HtmTable& cube2_htm_table();

// That table written to path (a complete, valid file); returns path.
std::string write_cube2_htm_table(const std::string& path);

// The message of the TableFileError that TableFile::open(path) throws ("" if it opens).
std::string table_open_error(const std::string& path);

// Forging table files as anyone with tables/FORMAT.md can: set a little-endian field of the
// header, then recompute the header's XXH3-64 (a checksum, not a signature).
void set_header_u64(std::string& file_bytes, size_t offset, uint64_t value);
void set_header_u32(std::string& file_bytes, size_t offset, uint32_t value);
void reseal_header(std::string& file_bytes);

// A definition file's text whose God's number is above the 63 levels a table holds: `length`
// slots with one marked piece among identical ones, turned round them all by C (a cycle of
// `length` states, C and C' in qtm, the farthest length / 2 moves away); with `twist`, a
// second set's single piece flipped by a move T of its own, so that the moves are not one
// generator and its inverse and only the search finds the depth.
std::string deep_cycle_definition(int length, bool twist);

} // namespace twobit::test
