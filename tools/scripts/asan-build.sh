#!/usr/bin/env bash
# The sanitizer build, shared by tools/scripts/sanitize.sh (the tests under the sanitizers) and
# tools/scripts/fuzz.sh (the libFuzzer targets): clang 14 with AddressSanitizer and
# UndefinedBehaviorSanitizer in build-asan/: the same `twobit` program and unit tests as the
# Release build (not the whole-table executables, label `slow`, nor the command's tests, which
# sanitize.sh runs from the Release build against this program) and the fuzz targets, whose
# coverage instrumentation is on the parsers alone (CMakeLists.txt, TWOBIT_FUZZ). One build serves both, so CI compiles the instrumented library
# once.
#   tools/scripts/asan-build.sh [cmake --build arguments, e.g. --target fuzz_moves]
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh --packages
# clang's OpenMP runtime and its sanitizer and libFuzzer runtimes (Debian's clang-14 packages).
tools/scripts/apt-install.sh clang-14 libomp-14-dev libclang-rt-14-dev
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# -O1, as the sanitizers' and libFuzzer's documentation advise; line tables, all a stack trace
# shows. clang builds this about a third faster than g++ does with the same sanitizers.
# TWOBIT_GENERIC_STEPS_ONLY: the search's generic step alone (host/engine/move_count_dispatch.hpp),
# not its copies unrolled per move count, which took two thirds of this build's compile time.
# The command line's own files at -O0 (TWOBIT_CLI_COMPILE_OPTIONS): their unity file, CLI11's
# templates, was this build's longest at -O1 and compiles in a third of that at -O0; they parse
# and print, and the sanitizers check them the same.
# TWOBIT_SLOW_TESTS=OFF leaves the slow-only executables undefined (ctest would count one
# that is not built as a failing test, whatever its label).
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG -DTWOBIT_GENERIC_STEPS_ONLY" \
  -DCMAKE_CXX_COMPILER=clang++-14 -DTWOBIT_ENABLE_CUDA=OFF -DTWOBIT_FUZZ=ON \
  -DTWOBIT_BUILD_BENCHMARKS=OFF -DTWOBIT_SLOW_TESTS=OFF -DTWOBIT_CLI_TESTS=OFF \
  -DTWOBIT_STATIC_CXX_RUNTIME=OFF -DTWOBIT_CLI_COMPILE_OPTIONS=-O0 \
  -DTWOBIT_ENABLE_MPI=OFF \
  -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-asan -j "$(nproc)" "$@"
