#!/usr/bin/env bash
# twobit's optimal 3x3x3 solver and a peer side by side on one set of positions, same
# threads, in the same minutes: each position solved by twobit (bench_solve3's
# BM_OptimalSet), then the whole set by the peer, then twobit again on the set if asked
# (ROUNDS). The peer is nissy-core's H48 built OUTSIDE the project from its public
# repository (GPL-3.0; never a dependency, never copied), run through a command that reads
# a file of scrambles and prints "SCRAMBLE<TAB>SOLUTION<TAB>LENGTH<TAB>SECONDS" per line.
# Prints per position both lengths (they must agree: both are optimal) and times, then each
# solver's mean and median, and time x table size (s x GiB), the issue's measure.
# Usage: bench/optimal_vs_nissy.sh SET THREADS PEER_COMMAND PEER_GIB [BENCH_SOLVE3]
#   SET           bench/optimal/*.txt ("SCRAMBLE # LENGTH" per line), or a file of scrambles
#                 alone, such as nissy-core's benchmarks/scrambles/scrambles-17.txt (25
#                 random-state positions per optimal length, 17 to 19, that its published
#                 figures are for; read from its checkout, never copied here)
#   PEER_COMMAND  e.g. "/tmp/nissy/solve_file.sh" (called as PEER_COMMAND SET_SCRAMBLES THREADS)
#   PEER_GIB      the peer's table size in GiB (H48 h6: 1.8)
# twobit's tables are read from $TWOBIT_TABLES: $TWOBIT_OPTIMAL_TABLES=bounds (the default,
# 0.824 GiB: 3x3x3-optimal-sym-bounds, the corners, two six-edge tables; `twobit solve --puzzle
# 3x3x3 --optimal R` makes them) or sep-bounds (2.34 GiB: 3x3x3-optimal-sep-sym-bounds instead
# of the first; `--max-memory 3G` makes it) or phase1-bounds (0.073 GiB:
# kociemba-phase1-sym-bounds instead; `--max-memory 500M` makes it); sym, sep and phase1, the
# same as distances mod 3 (the position alone), for comparison.
set -euo pipefail
[ $# -ge 4 ] || { sed -n '2,22p' "$0"; exit 2; }
set_file=$1 threads=$2 peer=$3 peer_gib=$4
bench=${5:-build/bench/bench_solve3}
export TWOBIT_OPTIMAL_TABLES=${TWOBIT_OPTIMAL_TABLES:-bounds}
case $TWOBIT_OPTIMAL_TABLES in
  bounds | sym) twobit_gib=0.824 ;;
  sep-bounds | sep) twobit_gib=2.338 ;;
  phase1-bounds | phase1) twobit_gib=0.0735 ;;
  *) echo "TWOBIT_OPTIMAL_TABLES is bounds, sep-bounds, phase1-bounds, sym, sep or phase1" >&2; exit 2 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' "$set_file" | sed 's/ *#.*//' > "$tmp/scrambles"
uptime
TWOBIT_OPTIMAL_SET=$set_file TWOBIT_BENCH_THREADS=$threads "$bench" \
  --benchmark_filter=OptimalSet 2>"$tmp/twobit.err" | grep '^position' > "$tmp/twobit" ||
  { echo "$bench solved nothing (its tables in \$TWOBIT_TABLES?):" >&2; cat "$tmp/twobit.err" >&2; exit 1; }
# Only its answer lines: a peer may print other lines (nissy's driver says which table it read).
$peer "$tmp/scrambles" "$threads" 2>/dev/null | awk -F'\t' 'NF == 4' > "$tmp/peer"
uptime
python3 - "$tmp/scrambles" "$tmp/twobit" "$tmp/peer" "$twobit_gib" "$peer_gib" <<'PY'
import statistics, sys
scrambles = open(sys.argv[1]).read().split('\n')[:-1]
ours = [l.split() for l in open(sys.argv[2])]          # position N: L moves, S s
peer = [l.rstrip('\n').split('\t') for l in open(sys.argv[3])]
tg, pg = float(sys.argv[4]), float(sys.argv[5])
assert len(ours) == len(peer) == len(scrambles), (len(ours), len(peer), len(scrambles))
t_ours, t_peer, differ = [], [], 0
print(f"{'#':>3} {'twobit':>7} {'s':>8} {'peer':>5} {'s':>8}  ratio")
for i, (o, p) in enumerate(zip(ours, peer)):
    lo, so = int(o[2]), float(o[4])
    lp, sp = int(p[2]), float(p[3])
    differ += lo != lp
    t_ours.append(so); t_peer.append(sp)
    print(f"{i+1:>3} {lo:>7} {so:>8.2f} {lp:>5} {sp:>8.2f}  {so/sp if sp > 0 else float('inf'):6.2f}{'  LENGTHS DIFFER' if lo != lp else ''}")
for name, t, g in (("twobit", t_ours, tg), ("peer", t_peer, pg)):
    m = statistics.mean(t)
    print(f"{name}: mean {m:.2f} s, median {statistics.median(t):.2f} s, "
          f"mean x table {m * g:.2f} s x GiB ({g} GiB)")
print(f"mean ratio twobit/peer {statistics.mean(t_ours)/statistics.mean(t_peer):.2f}; "
      f"per GiB-second {statistics.mean(t_ours)*tg/(statistics.mean(t_peer)*pg):.2f}; "
      f"lengths differ: {differ}")
sys.exit(1 if differ else 0)
PY
