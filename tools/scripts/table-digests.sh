#!/usr/bin/env bash
# Refreshes the built-in tables' digests (host/puzzles/*/*_digests.inc: one row per table
# and metric, {"TABLE", "METRIC", "SHA-256"}) after a change that changes a table's bytes (an
# index, a move order, the file format). Every row's table is made with build/twobit in DIR
# (kept there, so that a second run only hashes; missing ones are generated: the largest,
# kociemba-phase2 and the two 3x3x3-edges-sym48, take 10 GB and minutes each), and its
# SHA-256 written into the row. A new table gets a row by hand (any digest), then this.
# Usage: tools/scripts/table-digests.sh DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:?usage: tools/scripts/table-digests.sh DIR}
mkdir -p "$dir"
for inc in host/puzzles/*/*_digests.inc; do
  tmp=$(mktemp)
  while IFS= read -r line; do
    if [[ $line =~ ^\{\"([^\"]+)\",\ \"([^\"]+)\", ]]; then
      table=${BASH_REMATCH[1]} metric=${BASH_REMATCH[2]}
      file="$dir/$table-$metric.twobit"
      [ -f "$file" ] || build/twobit generate -q --puzzle "$table" --metric "$metric" \
        -o "$file" >/dev/null
      sum=$(sha256sum "$file" | cut -c1-64)
      printf '{"%s", "%s",\n "%s"},\n' "$table" "$metric" "$sum" >>"$tmp"
    fi
  done < <(grep -o '^{"[^"]*", "[^"]*",' "$inc")
  mv "$tmp" "$inc"
  echo "$inc: $(grep -c '^{' "$inc") digests"
done
