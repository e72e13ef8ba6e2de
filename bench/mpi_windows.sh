#!/usr/bin/env bash
# Same-run times and per-rank peaks of Kociemba's phase 1 on 2 MPI ranks with the whole
# exchange bitmap and in windows of it (--max-memory; docs/SCALING.md "Memory per rank"),
# each table compared with the single process's, and the yardstick's 3x3x3-corners search
# (an outside reference program; see bench/against_yardstick.py) before and after as the
# machine's speed. Needs build/twobit built with MPI, mpirun, /usr/bin/time, about 4 minutes
# and 2 GB. Usage:
#   bench/mpi_windows.sh YARDSTICK [OUTPUT_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
twobit="$PWD/build/twobit"
yardstick="${1:?usage: bench/mpi_windows.sh YARDSTICK [OUTPUT_FOLDER]}"
if [ ! -x "$yardstick" ]; then
  echo "mpi_windows: the yardstick '$yardstick' is missing or not executable" >&2
  exit 1
fi
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
mpi=(mpirun --oversubscribe --bind-to none)
[ "$(id -u)" -ne 0 ] || mpi+=(--allow-run-as-root)
uptime
"$yardstick" 3x3 htm 2 3 auto 2>&1 | grep median
"$twobit" generate -q --puzzle kociemba-phase1 -o "$out/p1.twobit" | grep " s, "
for limit in "" 350M 280M; do
  echo "== 2 ranks${limit:+, --max-memory $limit}"
  "${mpi[@]}" -np 2 /usr/bin/time -f "  rank peak %M KiB" "$twobit" generate \
    --puzzle kociemba-phase1 ${limit:+--max-memory $limit} -o "$out/p1-mpi.twobit" \
    2> "$out/log" | grep " s, " || cat "$out/log"
  grep -E 'memory:|rank peak' "$out/log" || true
  cmp "$out/p1.twobit" "$out/p1-mpi.twobit" && echo "  byte-identical to the single process"
done
"$yardstick" 3x3 htm 2 3 auto 2>&1 | grep median
uptime
rm -f "$out/p1.twobit" "$out/p1-mpi.twobit"
