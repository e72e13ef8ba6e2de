#!/bin/bash
# The 3x3x3 solvers' speed as a user meets it, whole commands, in rounds interleaved with the
# yardstick (../shared/yardstick, a standalone BFS: the ratio is what holds on machines whose
# speed changes from day to day): the first two-phase solve on an empty tables folder, a later
# one, 1,000 uniform random cubes in one batch, the same batch with another build (OLD_TWOBIT
# reading OLD_TABLES, e.g. the build before a change), and bench_solve3's per-position median.
#   bench/cube3_solve_speed.sh YARDSTICK [OLD_TWOBIT OLD_TABLES]
set -euo pipefail
cd "$(dirname "$0")/.."
yardstick=${1:?usage: bench/cube3_solve_speed.sh YARDSTICK [OLD_TWOBIT OLD_TABLES]}
old=${2:-}
old_tables=${3:-}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
now() { date +%s.%N; }
TWOBIT_TABLES="$scratch/t0" build/twobit scramble --puzzle 3x3x3 -n 1000 --seed 7 -q >"$scratch/cubes"
cube="R U F' L2 D B' R2 U' F D2 L' B2 U R' F2 D' L B' U2 R"
for round in 1 2 3; do
  "$yardstick" 2x2 htm 2 5 auto 2>&1 | grep -o "median=[0-9.]* ms" | sed "s/^/yardstick r$round /"
  rm -rf "$scratch/t" && mkdir "$scratch/t"
  s=$(now); TWOBIT_TABLES="$scratch/t" build/twobit solve --puzzle 3x3x3 -q "$cube" >/dev/null; e=$(now)
  echo "first-solve r$round $(echo "$e - $s" | bc) s"
  s=$(now); TWOBIT_TABLES="$scratch/t" build/twobit solve --puzzle 3x3x3 -q "$cube" >/dev/null; e=$(now)
  echo "later-solve r$round $(echo "$e - $s" | bc) s"
  s=$(now); TWOBIT_TABLES="$scratch/t" build/twobit solve --puzzle 3x3x3 -q <"$scratch/cubes" >"$scratch/out"; e=$(now)
  echo "batch1000 r$round $(echo "$e - $s" | bc) s, longest $(grep -o '([0-9]*)' "$scratch/out" | tr -d '()' | sort -n | tail -1) moves"
  if [ -n "$old" ]; then
    s=$(now); TWOBIT_TABLES="$old_tables" "$old" solve --puzzle 3x3x3 <"$scratch/cubes" >/dev/null 2>&1; e=$(now)
    echo "batch1000-old r$round $(echo "$e - $s" | bc) s"
  fi
  TWOBIT_TABLES="$scratch/t" build/bench/bench_solve3 --benchmark_filter=TwoPhase 2>&1 | grep BM_ | sed "s/^/bench r$round /"
done
