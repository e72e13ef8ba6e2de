#!/usr/bin/env bash
# Builds twobit and its tests with AddressSanitizer and UndefinedBehaviorSanitizer (g++) in
# build-asan/ and runs every test but the whole-table ones (ctest label `slow`): the parsers,
# the file readers and writers, and the command line under hostile input. Any sanitizer
# report fails the run. CI runs it; locally: tools/scripts/sanitize.sh [extra ctest arguments].
# Takes about 11 minutes to build and 5 to run on a 2-core machine (2026-12-02).
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh >/dev/null # the Debian packages (and the normal build)
# -Wno-maybe-uninitialized: with the sanitizers' instrumentation g++ 12 reports false
# positives inside libstdc++ (std::regex's std::function states); the normal build keeps it.
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
flags+=" -Wno-maybe-uninitialized"
# -O1, as the sanitizers' documentation advises: the build is CI's longest step, and the
# CPU search's kernels alone took 219 s at -O2 (beside the rest of the build), 121 s at -O1.
# -g1: line tables and function names, all a sanitizer's stack trace shows (inlined frames
# too); full -g made a command-line file 30 s to compile where -g1 takes 21.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DTWOBIT_ENABLE_CUDA=OFF \
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
