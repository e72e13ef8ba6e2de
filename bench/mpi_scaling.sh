#!/usr/bin/env bash
# Same-run times of generate in one process against P = 1..4 MPI ranks on this machine
# (docs/SCALING.md): the 3x3x3 corners three times, Kociemba's phase 1 once with each rank
# count's level log, and, when given, the yardstick's 3x3x3-corners search (an outside
# reference program; see bench/against_yardstick.py) before each round as the machine's
# speed. Needs build/twobit built with MPI, mpirun, and about 3 minutes and 2 GB. Usage:
#   bench/mpi_scaling.sh [--yardstick PROGRAM] [OUTPUT_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
twobit="$PWD/build/twobit"
yardstick=""
if [ "${1:-}" = "--yardstick" ]; then
  yardstick="${2:?--yardstick needs the program}"
  shift 2
  if [ ! -x "$yardstick" ]; then
    echo "mpi_scaling: the yardstick '$yardstick' is missing or not executable" >&2
    exit 1
  fi
fi
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
speed() { # the machine's speed now: the yardstick's median, when there is one
  if [ -n "$yardstick" ]; then "$yardstick" 3x3 htm 2 3 auto 2>&1 | grep median; fi
}
[ -n "$yardstick" ] || echo "(no --yardstick: the times below are not related to the machine's speed)"
mpi=(mpirun --oversubscribe --bind-to none)
[ "$(id -u)" -ne 0 ] || mpi+=(--allow-run-as-root)
seconds() { python3 -c 'import json,sys; j=json.load(sys.stdin); print(j["device"], round(j["seconds"], 3), "s")'; }
uptime
for round in 1 2 3; do
  echo "== round $round: 3x3x3-corners"
  speed
  "$twobit" generate --json -q --puzzle 3x3x3-corners -o "$out/t.twobit" | seconds
  for p in 1 2 3 4; do
    "${mpi[@]}" -np "$p" "$twobit" generate --json -q --puzzle 3x3x3-corners -o "$out/t.twobit" | seconds
  done
done
echo "== kociemba-phase1"
speed
"$twobit" generate --json -q --puzzle kociemba-phase1 -o "$out/p1.twobit" | seconds
for p in 1 2 3 4; do
  "${mpi[@]}" -np "$p" "$twobit" generate --puzzle kociemba-phase1 -o "$out/p1-$p.twobit" \
    2> "$out/phase1-levels.$p" | grep ' s, '   # (the text report: --json would drop the log)
  cmp "$out/p1.twobit" "$out/p1-$p.twobit" && echo "  $p ranks: byte-identical"
  rm -f "$out/p1-$p.twobit"
  grep '^depth' "$out/phase1-levels.$p" | sed 's/^/    /'
done
speed
uptime
