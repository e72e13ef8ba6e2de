#!/usr/bin/env bash
# The README's first command: install, build, then generate the 2x2x2 tables in the
# half-turn and quarter-turn metrics into build/tables/, verify each file against the
# published distribution and print its God's number.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh
for metric in htm qtm; do
  file="build/tables/2x2x2-$metric.twobit"
  echo "== 2x2x2 $metric"
  build/twobit generate --puzzle 2x2x2 --metric "$metric" -q -o "$file"
  build/twobit verify -q --table "$file" | tail -n 3
done
