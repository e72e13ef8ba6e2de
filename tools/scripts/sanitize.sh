#!/usr/bin/env bash
# Runs every test but the whole-table ones (ctest label `slow`) under AddressSanitizer and
# UndefinedBehaviorSanitizer, in the sanitizer build (tools/scripts/asan-build.sh, build-asan/):
# the parsers, the file readers and writers, and the command line under hostile input, on the
# same `twobit` program the Release build makes. Any sanitizer report fails the run. CI runs
# it; locally: tools/scripts/sanitize.sh [extra ctest arguments]. About 5 minutes to build and
# 3 to run on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/asan-build.sh
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:allow_user_segv_handler=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
cd build-asan
# The viewer's test is left to the Release run: what it adds to the CLI tests is the browser.
ctest --output-on-failure -j "$(nproc)" -LE "slow|viewer" "$@"
