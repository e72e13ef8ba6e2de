// Test helpers; see test_support.hpp.
#include "test_support.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

#include "host/engine/save_table.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/table_file.hpp"

namespace twobit::test {

namespace {

template <class Cube>
Cube apply_sequence_to(Cube cube, const std::string& sequence) {
    std::istringstream in(sequence);
    std::string token;
    while (in >> token) {
        Face face;
        if (!face_from_letter(token[0], face) || token.size() > 2) std::abort();
        int power = 1;
        if (token.size() == 2) {
            if (token[1] == '2')
                power = 2;
            else if (token[1] == '\'')
                power = 3;
            else
                std::abort();
        }
        cube = turn(cube, face, power);
    }
    return cube;
}

} // namespace

CornerCube apply_sequence(CornerCube cube, const std::string& sequence) {
    return apply_sequence_to(cube, sequence);
}

Cube3 apply_sequence(Cube3 cube, const std::string& sequence) {
    return apply_sequence_to(cube, sequence);
}

BuiltTable build(const std::string& metric, const std::string& gens, int threads, Strategy strategy,
                 PushMode push_mode, int push_windows) {
    return build_puzzle("2x2x2", metric, gens, threads, strategy, push_mode, push_windows);
}

BuiltTable build_puzzle(const std::string& puzzle, const std::string& metric,
                        const std::string& gens, int threads, Strategy strategy, PushMode push_mode,
                        int push_windows) {
    const PuzzleModel model = make_puzzle(puzzle, metric, gens);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    SearchOptions options;
    options.threads = threads;
    options.strategy = strategy;
    options.push_mode = push_mode;
    options.push_windows = push_windows;
    built.result = search_cpu(model, built.table, options);
    return built;
}

ScratchDir::ScratchDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "twobit-test-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_file(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

TableHeader Cube2HtmTable::header() const {
    return table_header_for(model, built.result, built.table);
}

const Cube2HtmTable& cube2_htm_table() {
    static const Cube2HtmTable table{build("htm", ""), make_puzzle("2x2x2", "htm", "")};
    return table;
}

std::string write_cube2_htm_table(const std::string& path) {
    write_table_file(path, cube2_htm_table().header(), cube2_htm_table().built.table.bytes());
    return path;
}

std::string table_open_error(const std::string& path) {
    try {
        TableFile::open(path);
    } catch (const TableFileError& e) {
        return e.what();
    }
    return "";
}

void set_header_u64(std::string& file_bytes, size_t offset, uint64_t value) {
    for (int i = 0; i < 8; ++i)
        file_bytes[offset + static_cast<size_t>(i)] = static_cast<char>(value >> (8 * i));
}

void set_header_u32(std::string& file_bytes, size_t offset, uint32_t value) {
    for (int i = 0; i < 4; ++i)
        file_bytes[offset + static_cast<size_t>(i)] = static_cast<char>(value >> (8 * i));
}

void reseal_header(std::string& file_bytes) {
    const uint64_t hash =
        payload_hash(reinterpret_cast<const uint8_t*>(file_bytes.data()), kTableHeaderBytes - 8);
    set_header_u64(file_bytes, kTableHeaderBytes - 8, hash);
}

const std::string& tables_env() {
    static const test::ScratchDir dir;
    static const std::string env = "TWOBIT_TABLES=" + dir.path();
    return env;
}

#ifdef TWOBIT_BINARY_PATH
const char* twobit_binary() {
    const char* chosen = std::getenv("TWOBIT_TEST_BINARY");
    return chosen != nullptr && *chosen != '\0' ? chosen : TWOBIT_BINARY_PATH;
}

CommandResult run_twobit(const std::string& args, const std::string& env,
                         const std::string& stdin_text) {
    ScratchDir io;
    const std::string in = io.file("in"), out = io.file("out"), err = io.file("err");
    write_file(in, stdin_text);
    // Under `timeout`: a command that hangs (a FIFO waited on, say) fails its test with exit
    // code 124 instead of stalling the suite.
    const std::string command = "timeout -k 5 300 env " + env + " '" + std::string(TWOBIT_BINARY) +
                                "' " + args + " <" + in + " >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, read_file(out), read_file(err)};
}

const std::string& generated_table(const std::string& puzzle, const std::string& metric) {
    static ScratchDir dir;
    static std::map<std::string, std::string> made;
    const std::string key = puzzle + "-" + metric;
    auto it = made.find(key);
    if (it != made.end()) return it->second;
    std::string name = key; // a definition's path as a file name
    std::replace(name.begin(), name.end(), '/', '_');
    const std::string path = dir.file(name + ".twobit");
    const auto r =
        run_twobit("generate -q --puzzle " + puzzle + " --metric " + metric + " -o " + path);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return made[key] = path;
}

#endif

std::string deep_cycle_definition(int length, bool twist) {
    std::string solved = "1", cycle;
    for (int i = 1; i < length; ++i) solved += " 2";
    for (int i = 0; i < length; ++i)
        cycle += (i == 0 ? "" : " ") + std::to_string((i + 1) % length + 1);
    std::string text = "Name DeepCycle\nSet S " + std::to_string(length) + " 1\n";
    if (twist) text += "Set P 1 2\n";
    text += "Solved\nS\n" + solved + "\nEnd\nMove C\nS\n" + cycle + "\nEnd\n";
    if (twist) text += "Move T\nP\n1\n1\nEnd\n";
    return text;
}

} // namespace twobit::test
