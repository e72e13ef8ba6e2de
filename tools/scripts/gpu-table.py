#!/usr/bin/env python3
"""The short table that ends tools/scripts/gpu-check.sh: one row per `twobit bench --json` line
(puzzle, metric, backend, seconds, states per second, table hash) and, for GPU rows,
whether the table hash equals the CPU run's for the same move set."""
import json
import sys


def main(path):
    rows = [json.loads(line) for line in open(path) if line.strip()]
    cpu = {(r["puzzle"], r["metric"], r["gens"]): r["payload_xxh3"]
           for r in rows if r["backend"] == "cpu"}
    print(f'{"puzzle":30} {"metric":6} {"gens":6} {"backend":7} {"seconds":>10} '
          f'{"device s":>10} {"states/s":>10} {"table xxh3":16} equal-to-CPU')
    for r in rows:
        key = (r["puzzle"], r["metric"], r["gens"])
        gpu = r["backend"] == "cuda"
        equal = ("yes" if cpu.get(key) == r["payload_xxh3"] else "NO") if gpu else "-"
        device = f'{r["median_device_seconds"]:.6f}' if gpu else "-"
        print(f'{r["puzzle"]:30} {r["metric"]:6} {r["gens"]:6} {r["backend"]:7} '
              f'{r["median_seconds"]:10.6f} {device:>10} '
              f'{r["states_per_second"] / 1e6:9.1f}M {r["payload_xxh3"]:16} {equal}')


if __name__ == "__main__":
    main(sys.argv[1])
