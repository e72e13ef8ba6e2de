// Test helpers; see test_support.hpp.
#include "test_support.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

#include "host/puzzle_catalog.hpp"
#include "host/search_cpu.hpp"

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
                 PushMode push_mode) {
    return build_puzzle("2x2x2", metric, gens, threads, strategy, push_mode);
}

BuiltTable build_puzzle(const std::string& puzzle, const std::string& metric,
                        const std::string& gens, int threads, Strategy strategy,
                        PushMode push_mode) {
    const PuzzleModel model = make_puzzle(puzzle, metric, gens);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    SearchOptions options;
    options.threads = threads;
    options.strategy = strategy;
    options.push_mode = push_mode;
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

#ifdef TWOBIT_BINARY
CommandResult run_twobit(const std::string& args, const std::string& env,
                         const std::string& stdin_text) {
    ScratchDir io;
    const std::string in = io.file("in"), out = io.file("out"), err = io.file("err");
    write_file(in, stdin_text);
    const std::string command = "env " + env + " '" + std::string(TWOBIT_BINARY) + "' " + args +
                                " <" + in + " >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, read_file(out), read_file(err)};
}

#endif

} // namespace twobit::test
