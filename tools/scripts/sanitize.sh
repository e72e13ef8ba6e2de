#!/usr/bin/env bash
# Builds twobit and its tests with AddressSanitizer and UndefinedBehaviorSanitizer (clang 14,
# as the fuzzers are) in build-asan/ and runs every test but the whole-table ones (ctest label
# `slow`): the parsers, the file readers and writers, and the command line under hostile
# input, on the same `twobit` program the Release build makes. Any sanitizer report fails the
# run. CI runs it; locally: tools/scripts/sanitize.sh [extra ctest arguments]. About 5
# minutes to build and 3 to run on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh >/dev/null # the Debian packages (and the normal build)
# clang's OpenMP runtime and its sanitizer runtimes (Debian's clang-14 packages).
tools/scripts/apt-install.sh clang-14 libomp-14-dev libclang-rt-14-dev
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# -O1, as the sanitizers' documentation advises; line tables, all a sanitizer's stack trace
# shows. clang builds this about a third faster than g++ does with the same sanitizers.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
  -DCMAKE_CXX_COMPILER=clang++-14 -DTWOBIT_ENABLE_CUDA=OFF \
  -DTWOBIT_BUILD_BENCHMARKS=OFF -DTWOBIT_SLOW_TESTS=OFF -DTWOBIT_STATIC_CXX_RUNTIME=OFF \
  -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
# Every test executable but the slow-only ones (TWOBIT_SLOW_TESTS=OFF leaves them undefined:
# ctest would count one that is not built as a failing test, whatever its label).
cmake --build build-asan -j "$(nproc)"
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:allow_user_segv_handler=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
cd build-asan
ctest --output-on-failure -j "$(nproc)" -LE slow "$@"
