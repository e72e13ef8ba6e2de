#!/usr/bin/env bash
# Builds twobit's libFuzzer targets (tests/fuzz/) in the sanitizer build (clang 14 with
# AddressSanitizer and UndefinedBehaviorSanitizer, build-asan/, tools/scripts/asan-build.sh;
# after sanitize.sh nothing is left to build) and runs each one for a bounded time on a copy of
# its seed corpus, TWOBIT_FUZZ_JOBS (2) of them at a time.
#
#   tools/scripts/fuzz.sh [SECONDS_PER_TARGET]     # default 30; runnable from any folder
#
# Every sanitizer finding is fatal, as is any property a target asserts (each target's
# header comment lists them) and any exception a parser is not documented to throw. Prints
# one line per target (executions, result) and exits non-zero if any target failed; the
# failing input and the full log are kept in the temporary folder it names. New corpus
# entries go only to that temporary folder: the seeds in tests/fuzz/corpus/ are never
# written. CI runs this script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

seconds=${1:-30}
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: tools/scripts/fuzz.sh [SECONDS_PER_TARGET]  (a positive whole number; default 30)" >&2
  exit 2
fi
jobs=${TWOBIT_FUZZ_JOBS:-2}
targets=(moves stickers cube3 clock table_header input_lines definition expected_counts)

work=$(mktemp -d "${TMPDIR:-/tmp}/twobit-fuzz.XXXXXX")
keep=0
cleanup() {
  if [[ $keep -eq 0 ]]; then rm -rf "$work"; fi
}
trap cleanup EXIT

start=$(date +%s)
build_targets=()
for t in "${targets[@]}"; do build_targets+=(--target "fuzz_$t"); done
tools/scripts/asan-build.sh "${build_targets[@]}"
echo "fuzz: built in $(($(date +%s) - start)) s"

# Any sanitizer report ends the run with a stack trace; libFuzzer then saves the input.
export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1:detect_leaks=1:symbolize=1
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1:symbolize=1
export OMP_NUM_THREADS=1

# One target's run, its exit status in $work/$t/rc.
run_target() {
  local t=$1 rc=0
  build-asan/tests/fuzz/fuzz_$t -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/$t/artifacts/" \
    "$work/$t/corpus" >"$work/$t/log" 2>&1 || rc=$?
  echo "$rc" >"$work/$t/rc"
}

# The targets run $jobs at a time (each on one thread), then are reported in order.
running=0
for t in "${targets[@]}"; do
  mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
  cp -R "tests/fuzz/corpus/$t/." "$work/$t/corpus/"
  run_target "$t" &
  running=$((running + 1))
  if [[ $running -ge $jobs ]]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

failed=0
for t in "${targets[@]}"; do
  log="$work/$t/log"
  rc=$(cat "$work/$t/rc")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  entries=$(find "$work/$t/corpus" -type f | wc -l)
  if [[ $rc -eq 0 ]]; then
    printf 'fuzz_%-12s ok      %10s executions in %s s, corpus %s entries\n' \
      "$t" "${execs:-?}" "$seconds" "$entries"
  else
    failed=$((failed + 1))
    keep=1
    printf 'fuzz_%-12s FAILED  %10s executions, exit %s; log %s, input in %s\n' \
      "$t" "${execs:-?}" "$rc" "$log" "$work/$t/artifacts"
    pattern='ERROR: |FUZZ_CHECK|runtime error|deadly signal|uncaught exception'
    if grep -q -E "$pattern" "$log"; then
      grep -E -A 30 "$pattern" "$log" | head -n 60 >&2 || true
    else
      tail -n 40 "$log" >&2
    fi
  fi
done
if [[ $failed -ne 0 ]]; then
  echo "fuzz: $failed of ${#targets[@]} targets failed; logs and inputs kept in $work" >&2
  exit 1
fi
echo "fuzz: all ${#targets[@]} targets ran clean"
