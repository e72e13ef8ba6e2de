// Parsing speed against line length: a line of 1 KiB to 1 MiB (the most any parser takes)
// through each parser that reads user input, as Google Benchmark's complexity fit (BigO)
// over the lengths. Linear means the time per byte stays flat: a 1 MB line of moves took
// 49 s when every token recounted its column from the start of the line.
// Run: build/bench/bench_parse --benchmark_repetitions=3 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>
#include <cstdio>
#include <string>

#include "host/io/input_lines.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"

namespace twobit {

namespace {

// `pattern` repeated to exactly `bytes` bytes (spaces at the end if it does not divide).
std::string line_of(const std::string& pattern, size_t bytes) {
    std::string line;
    while (line.size() + pattern.size() <= bytes) line += pattern;
    line.resize(bytes, ' ');
    return line;
}

void report(benchmark::State& state, size_t bytes) {
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
    state.SetComplexityN(static_cast<int64_t>(bytes));
}

// Args: line length in bytes. Face turns with suffixes and a typographic prime (columns
// count characters, so the UTF-8 bytes matter).
void BM_ParseMoves(benchmark::State& state) {
    const size_t bytes = static_cast<size_t>(state.range(0));
    const std::string line = line_of("R U\xE2\x80\x99 F2 x L' ", bytes);
    for (auto _ : state) benchmark::DoNotOptimize(parse_moves(line));
    report(state, bytes);
}
BENCHMARK(BM_ParseMoves)->RangeMultiplier(4)->Range(1 << 10, 1 << 20)->Complexity();

// Args: line length. What `solve` does with a line: detect the kind, parse, apply.
void BM_Cube2Position(benchmark::State& state) {
    const size_t bytes = static_cast<size_t>(state.range(0));
    const std::string line = line_of("R U R' U' ", bytes);
    for (auto _ : state) benchmark::DoNotOptimize(parse_cube2_position(line));
    report(state, bytes);
}
BENCHMARK(BM_Cube2Position)->RangeMultiplier(4)->Range(1 << 10, 1 << 20)->Complexity();

// Args: line length. A long WCA clock scramble.
void BM_ParseClock(benchmark::State& state) {
    const size_t bytes = static_cast<size_t>(state.range(0));
    const std::string line = line_of("UR3+ DL2- y2 ALL5+ ", bytes);
    for (auto _ : state) benchmark::DoNotOptimize(clock::parse_clock_position(line));
    report(state, bytes);
}
BENCHMARK(BM_ParseClock)->RangeMultiplier(4)->Range(1 << 10, 1 << 20)->Complexity();

// Args: line length. The stdin reader on one line with a comment after it.
void BM_ReadLine(benchmark::State& state) {
    const size_t bytes = static_cast<size_t>(state.range(0));
    std::string text = line_of("R U R' U' ", bytes) + "# comment\n";
    for (auto _ : state) {
        std::FILE* in = ::fmemopen(text.data(), text.size(), "r");
        InputLineReader reader(in);
        InputLine line;
        benchmark::DoNotOptimize(reader.next(line));
        std::fclose(in);
    }
    report(state, bytes);
}
BENCHMARK(BM_ReadLine)->RangeMultiplier(4)->Range(1 << 10, 1 << 20)->Complexity();

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
