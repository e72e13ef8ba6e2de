#!/usr/bin/env bash
# The README's first command: install, build, then generate the 2x2x2 tables in the
# half-turn and quarter-turn metrics into the tables folder, where `twobit solve` looks for
# them (twobit tables says where; $TWOBIT_TABLES moves it), verify each file entry by entry
# and against the published distribution, and solve a scramble from it.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh --program
folder=$(build/twobit tables --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["folder"])')
for metric in htm qtm; do
  file="$folder/2x2x2-$metric.twobit"
  echo "== 2x2x2 $metric"
  build/twobit generate --puzzle 2x2x2 --metric "$metric" -q -o "$file"
  build/twobit verify -q --table "$file" | tail -n 3
  echo "solve \"R U R' F2\": $(build/twobit solve --metric "$metric" "R U R' F2")"
done
