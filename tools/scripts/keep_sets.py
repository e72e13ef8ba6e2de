#!/usr/bin/env python3
"""Writes a twsearch-format definition with only the named sets kept.

Usage: tools/scripts/keep_sets.py FILE SET [SET ...] > OUT

Used to make the reduced puzzles of bench/RESULTS.md, e.g. master_skewb.tws with every set
but CENTER removed. A set's lines ("Set NAME ..." and, inside Solved and Move blocks, its
name and the number lines after it) are dropped unless named; everything else is copied.
"""
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[2])
    path, keep = sys.argv[1], set(sys.argv[2:])
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    names = {l.split()[1] for l in lines if l.split()[:1] == ["Set"] and len(l.split()) > 1}
    missing = keep - names
    if missing:
        sys.exit(f"{path}: no set named {', '.join(sorted(missing))} (sets: {' '.join(sorted(names))})")
    out, dropping = [], False
    for line in lines:
        words = line.split()
        if words[:1] == ["Set"]:
            if len(words) > 1 and words[1] in keep:
                out.append(line)
            continue
        if len(words) == 1 and words[0] in names:  # a set's section in a block
            dropping = words[0] not in keep
        elif not words or not words[0].lstrip("-").isdigit():
            dropping = False  # End, Move, Solved, comments: copied
        if not dropping:
            out.append(line)
    print("\n".join(out))


if __name__ == "__main__":
    main()
