#!/usr/bin/env bash
# The prepared GPU check, for a machine with a CUDA device: builds
# in Release with CUDA, runs the test suite (the GPU tests compare GPU and CPU tables byte
# for byte), the GPU benchmark, and prints a short table last: puzzle, metric, backend,
# seconds, states per second, table hash, equal to the CPU table.
#
# A machine with the CUDA toolkit, CMake and a compiler but none of the Debian -dev packages
# needs them carried: run tools/scripts/gpu-deps.sh on a machine that has them and copy the
# .gpu-deps folder it makes into the checkout there. Writes its logs to $OUT when set.
# Target: well under 5 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${OUT:-build-gpu/logs}
mkdir -p "$out"
export PATH=/usr/local/cuda/bin:$PATH
deps=()
[ -d .gpu-deps ] && deps=(-DTWOBIT_DEPS_DIR="$PWD/.gpu-deps")
start=$(date +%s)

echo "== configure and build (Release, CUDA ${CUDA_ARCH:-90})"
cmake -S . -B build-gpu -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CUDA_ARCHITECTURES="${CUDA_ARCH:-90}" "${deps[@]}" >"$out/configure.log" 2>&1 ||
  { tail -n 30 "$out/configure.log"; exit 1; }
grep -E "twobit:" "$out/configure.log" || true
cmake --build build-gpu -j "$(nproc)" >"$out/build.log" 2>&1 ||
  { grep -E "error" -A3 "$out/build.log" | head -n 40; exit 1; }
echo "built in $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true

echo "== tests"
(cd build-gpu && ctest -j "$(nproc)" --output-on-failure >"../$out/ctest.log" 2>&1) ||
  { grep -E "Failed|FAILED|Error" "$out/ctest.log" | head -n 40; tail -n 5 "$out/ctest.log"; exit 1; }
grep -E "tests passed|Skipped" "$out/ctest.log" || true
build-gpu/tests/twobit_gpu_tests 2>&1 | grep -E "^\[ +(OK|SKIPPED|FAILED) +\]" || true

echo "== GPU benchmark (CUDA events)"
build-gpu/bench/bench_search_cuda --benchmark_repetitions=5 \
  --benchmark_report_aggregates_only=true 2>&1 | tee "$out/bench_search_cuda.log" |
  grep -E "median|ERROR" || true

echo "== table"
# Every puzzle record with a table, in each of its metrics (twobit list --json): both
# backends up to 3 G states, the GPU alone beyond (kociemba-phase2 takes 19 min on 2 cores).
build-gpu/twobit list --json | python3 -c '
import json, sys
for p in json.load(sys.stdin):
    if p["solver"] == "table":
        for m in p["metrics"]:
            print(p["id"], m, p["states"])' >"$out/cases.txt"
: >"$out/table.jsonl"
while read -r id metric states; do
  backends="cuda cpu"; [ "$states" -gt 3000000000 ] && backends="cuda"
  reps=3; [ "$states" -gt 1000000000 ] && reps=1
  for backend in $backends; do
    build-gpu/twobit bench --puzzle "$id" --metric "$metric" --backend "$backend" -r "$reps" \
      --json >>"$out/table.jsonl"
  done
done <"$out/cases.txt"
python3 tools/scripts/gpu-table.py "$out/table.jsonl"
echo "total $(( $(date +%s) - start )) s"
