#!/usr/bin/env python3
"""Whole-command time of `twobit generate --puzzle 2x2x2` against its own search.

The wall time of a fresh process (start, model, checks, search, save with its fsyncs, exit)
is compared with the `seconds` its --json reports for the search, and with the yardstick's
search of the same table run just before (../shared/yardstick/, see its README). Several
twobit binaries (e.g. before and after a change) are alternated run by run; `solve` from the
table just written is timed the same way (its first answer, a fresh process).

    python3 bench/whole_command.py --yardstick /tmp/yardstick build/twobit [OTHER_TWOBIT ...]

Prints one line per round, thread count and binary: medians in ms and the ratios
whole/search and whole/yardstick. About 6 s with the defaults.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def wall_ms(argv):
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True)
    elapsed = (time.perf_counter() - start) * 1e3
    if done.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")
    return elapsed, done.stdout


def yardstick_ms(yardstick, threads):
    out = subprocess.run([yardstick, "2x2", "htm", threads, "5", "auto"], capture_output=True,
                         text=True).stdout
    found = re.search(r"median=([0-9.]+)", out)
    if not found:
        sys.exit(f"the yardstick printed no median: {out.strip()}")
    return float(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("twobit", nargs="+", help="twobit binaries, alternated")
    parser.add_argument("--yardstick", required=True, help="the built yardstick")
    parser.add_argument("--threads", default="1,2", help="comma-separated (default 1,2)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=15, help="per binary and round")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        table = os.path.join(folder, "2x2x2.twobit")
        for rnd in range(1, args.rounds + 1):
            for threads in args.threads.split(","):
                yard = yardstick_ms(args.yardstick, threads)
                runs = {b: [] for b in args.twobit}
                for _ in range(args.runs):
                    for binary in args.twobit:
                        whole, out = wall_ms([binary, "generate", "--puzzle", "2x2x2", "-t",
                                              threads, "-q", "--json", "-o", table])
                        solve, _ = wall_ms([binary, "solve", "--table", table, "R U R' F2"])
                        runs[binary].append((whole, json.loads(out)["seconds"] * 1e3, solve))
                for binary, rows in runs.items():
                    whole, search, solve = (statistics.median(r[i] for r in rows)
                                            for i in range(3))
                    print(f"round {rnd} threads {threads} {binary}: whole {whole:.2f} ms, "
                          f"search {search:.2f} ms, whole/search {whole / search:.2f}, "
                          f"yardstick {yard:.2f} ms, whole/yardstick {whole / yard:.2f}; "
                          f"solve {solve:.2f} ms", flush=True)


if __name__ == "__main__":
    main()
