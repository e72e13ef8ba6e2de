#!/usr/bin/env python3
"""twobit's search against an outside reference program, measured side by side.

The reference is the yardstick: a standalone, hand-tuned BFS for the 2x2x2 and the 3x3x3
corners that is not part of this repository (build it as its own README says, e.g.
`g++ -O3 -march=native -fopenmp -std=c++17 -o /tmp/yardstick ../shared/yardstick/yardstick.cpp`).
These machines change speed 2-3x from day to day, so only a ratio measured in the same minutes
holds: for each space, round by round, the yardstick runs, then each bench_search given (one
build, or a build before and after a change), each its medians of a few repetitions.

    bench/against_yardstick.py YARDSTICK [BENCH_SEARCH ...] [--rounds N] [--threads T]

BENCH_SEARCH defaults to build/bench/bench_search. Prints one line per round and space, then
each bench_search's median ratio (its time / the yardstick's) per space: below 1 is faster.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

# (label, yardstick space, metric, bench_search's puzzle and metric arguments, yardstick runs)
CASES = [
    ("2x2x2 htm", "2x2", "htm", (0, 0), 7),
    ("2x2x2 qtm", "2x2", "qtm", (0, 1), 7),
    ("3x3x3-corners htm", "3x3", "htm", (1, 0), 3),
]


def fail(message):
    print(f"against_yardstick: {message}", file=sys.stderr)
    sys.exit(1)


def runnable(path, what):
    remedy = (" (build it as ../shared/yardstick/README.md says)" if what == "yardstick" else
              " (build it: tools/scripts/setup.sh)")
    if not os.path.exists(path):
        fail(f"{what} '{path}' does not exist{remedy}")
    if not os.path.isfile(path):
        fail(f"{what} '{path}' is not a file{remedy}")
    if not os.access(path, os.X_OK):
        fail(f"{what} '{path}' is not executable (chmod +x it){remedy}")


def yardstick_ms(yardstick, space, metric, threads, runs):
    out = subprocess.run([yardstick, space, metric, str(threads), str(runs), "auto"],
                         capture_output=True, text=True)
    found = re.search(r" OK median=([0-9.]+) ms", out.stdout)
    if out.returncode != 0 or not found:
        fail(f"the yardstick failed (exit {out.returncode}) or printed no checked time:\n"
             f"{out.stdout}{out.stderr}")
    return float(found.group(1))


def bench_ms(bench, puzzle, metric, threads):
    name = f"BM_Generate/puzzle:{puzzle}/metric:{metric}/threads:{threads}/real_time"
    out = subprocess.run([bench, f"--benchmark_filter=^{re.escape(name)}$",
                          "--benchmark_repetitions=5", "--benchmark_report_aggregates_only=true",
                          "--benchmark_format=json"], capture_output=True, text=True)
    if out.returncode != 0:
        fail(f"{bench} failed (exit {out.returncode}):\n{out.stderr}")
    for row in json.loads(out.stdout)["benchmarks"]:
        if row.get("aggregate_name") == "median":
            return float(row["real_time"])  # milliseconds (the benchmark's unit)
    fail(f"{bench} reported no median for {name}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("yardstick", help="the yardstick program")
    parser.add_argument("bench", nargs="*", default=["build/bench/bench_search"],
                        help="bench_search programs to compare (default build/bench/bench_search)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    runnable(args.yardstick, "yardstick")
    for bench in args.bench:
        runnable(bench, "bench_search")
    ratios = {(case[0], bench): [] for case in CASES for bench in args.bench}
    for round_number in range(1, args.rounds + 1):
        for label, space, metric, (puzzle, metric_arg), runs in CASES:
            yard = yardstick_ms(args.yardstick, space, metric, args.threads, runs)
            line = f"round {round_number}  {label:<18} yardstick {yard:8.2f} ms"
            for bench in args.bench:
                ms = bench_ms(bench, puzzle, metric_arg, args.threads)
                ratios[(label, bench)].append(ms / yard)
                line += f"  {bench}: {ms:8.2f} ms ({ms / yard:.2f})"
            print(line, flush=True)
    print(f"median ratio to the yardstick over {args.rounds} rounds, {args.threads} threads:")
    for label, *_ in CASES:
        cells = [f"{bench}: {statistics.median(ratios[(label, bench)]):.3f}" for bench in args.bench]
        print(f"  {label:<18} " + "  ".join(cells))


if __name__ == "__main__":
    main()
