#!/bin/sh
# Checks that the static twobit's code is laid out by its order file (cmake/TwobitCodeOrder.cmake):
# of the first 200 functions the file names, at least 180 are in the binary (a few go with changes to the code), and at least 170
# lie in the megabyte of code that starts at the file's first function. (A few, such as
# glibc's free_mem, are in sections of their own that no order moves.) Linked without the
# order they spread over about 5 MB, so this fails where the linker ignored the file.
# Usage: check_code_order.sh TWOBIT ORDER_FILE
set -eu
binary=$1
order=$2
nm --defined-only -n "$binary" | awk -v order="$order" '
  function hex(s,   v, i) {
    v = 0
    for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
    return v
  }
  BEGIN {
    while ((getline line < order) > 0) {
      if (line ~ /^#/ || line == "") continue
      rank[line] = ++n
      if (n == 200) break
    }
    if (n < 200) { print "the order file names fewer than 200 functions"; exit 1 }
  }
  $2 ~ /^[tTWwi]$/ && ($3 in rank) && !($3 in addr) {
    addr[$3] = hex($1); found++
    if (first == "" || rank[$3] < rank[first]) first = $3
  }
  END {
    if (found < 180) { printf "only %d of the first 200 functions found\n", found; exit 1 }
    near = 0
    for (f in addr) if (addr[f] >= addr[first] && addr[f] < addr[first] + 1048576) near++
    printf "%d of the first 200 functions found, %d of them in the 1 MiB from %s\n", found, near,
           first
    if (near < 170) { print "they are not laid out together"; exit 1 }
  }'
