#!/bin/sh
# Checks that the static twobit's malloc heap lies on a 2 MiB huge page
# (tools/cli/heap_huge_page.cpp), and that it does not where the user tunes malloc: a
# `solve` waiting for its next position on stdin is looked at in /proc/PID/smaps.
# Skipped (77) where transparent huge pages are off.
# Usage: check_heap_huge_page.sh TWOBIT
set -eu
twobit=$1
thp=/sys/kernel/mm/transparent_hugepage/enabled
if [ ! -r "$thp" ] || grep -q '\[never\]' "$thp"; then
  echo "transparent huge pages are off on this machine: nothing to check"
  exit 77
fi
unset GLIBC_TUNABLES
for name in $(env | sed -n 's/^\(MALLOC_[A-Za-z0-9_]*\)=.*/\1/p'); do unset "$name"; done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$twobit" generate --puzzle 2x2x2 -q -o "$dir/2x2x2.twobit" > /dev/null

# The heap's huge pages, in kB, of a solve that has answered one position and waits.
heap_huge_kb() {
  rm -f "$dir/in" "$dir/out"
  mkfifo "$dir/in"
  "$twobit" solve --table "$dir/2x2x2.twobit" < "$dir/in" > "$dir/out" &
  pid=$!
  exec 3> "$dir/in"
  echo "R U F" >&3
  tries=0
  while [ ! -s "$dir/out" ] && [ $tries -lt 600 ]; do
    sleep 0.05
    tries=$((tries + 1))
  done
  if [ ! -s "$dir/out" ]; then
    echo "solve gave no answer in 30 s" >&2
    exec 3>&-
    kill "$pid" 2> /dev/null || true
    exit 1
  fi
  awk '/^[0-9a-f]+-[0-9a-f]+ / { heap = ($NF == "[heap]") } heap && /^AnonHugePages:/ { kb += $2 }
       END { print kb + 0 }' "/proc/$pid/smaps"
  exec 3>&-
  wait "$pid"
}

kb=$(heap_huge_kb)
echo "heap on huge pages: $kb kB"
if [ "$kb" -lt 2048 ]; then
  echo "the heap is not on a huge page"
  exit 1
fi
kb=$(MALLOC_TOP_PAD_=131072 heap_huge_kb)
echo "heap on huge pages with MALLOC_TOP_PAD_ set: $kb kB"
if [ "$kb" -ne 0 ]; then
  echo "the heap is on a huge page although the user tunes malloc"
  exit 1
fi
