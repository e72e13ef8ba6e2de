#!/usr/bin/env python3
"""Writes tools/cli/code-order.txt: twobit's functions in the order its usual commands first
run them, for the linker to lay the static binary out by (cmake/TwobitCodeOrder.cmake).

Each command below runs once under Valgrind's lackey tool, which prints the address of every
block of code it runs; the first time each address is seen, the function that holds it (from
the binary's own symbol table) is appended to the list, command after command. Commands that
start most processes come first, so their code lies together at the front.

    python3 tools/scripts/code_order.py [--binary build/twobit] [--output FILE]

Needs valgrind (Debian package valgrind) and a twobit with symbols; about 2 minutes. Run it
again when the commands' code has changed much (the binary is never wrong with a stale file,
only laid out less well), then rebuild.
"""
import argparse
import bisect
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# glibc picks one variant of a string function (memmove, strlen, ...) for the CPU it runs
# on, and Valgrind's emulated CPU has other features than the machine's (AVX2 but not
# AVX-512): each variant of a function the trace ran is placed with it.
CPU_VARIANTS = "sse2|ssse3|sse4_1|sse4_2|sse42|avx2|avx512|avx|evex512|evex"
VARIANT = re.compile(rf"^__([a-z0-9]+?)_({CPU_VARIANTS})")

# Run natively before main but never under Valgrind, which gives the program no vDSO:
# glibc's lookup of the vDSO's functions, placed after the function that calls it.
NATIVE_ONLY = {"_dl_non_dynamic_init": ["_dl_new_object", "_dl_add_to_namespace_list",
                                        "_dl_setup_hash", "_dl_lookup_symbol_x", "do_lookup_x",
                                        "check_match"]}


def commands(folder):
    """(label, arguments, environment changes, exit code): the commands traced, most
    frequent first."""
    table = os.path.join(folder, "2x2x2-htm.twobit")
    return [
        ("generate, JSON, 2 threads",
         ["generate", "--puzzle", "2x2x2", "-t", "2", "-q", "--json", "-o", table], {}, 0),
        ("solve from a table", ["solve", "--table", table, "R U R' F2"], {}, 0),
        ("generate, text", ["generate", "--puzzle", "2x2x2", "-t", "1", "-o",
                            os.path.join(folder, "text.twobit")], {}, 0),
        ("verify", ["verify", "--table", table], {}, 0),
        ("info", ["info", os.path.join(folder, "text.twobit")], {}, 0),
        ("version", ["--version"], {}, 0),
        ("a usage error", ["generate", "--puzzle", "no-such-puzzle"], {}, 2),
        ("help", ["--help"], {}, 0),
        ("generate, the model built", ["generate", "--puzzle", "2x2x2", "-t", "2", "-q",
                                       "-o", os.path.join(folder, "cold.twobit")],
         {"TWOBIT_CACHE": "off"}, 0),
    ]


def function_starts(binary):
    """Sorted (address, end or None, name) of the binary's functions, names as the linker
    sees them (the end where nm knows the size)."""
    out = subprocess.run(["nm", "--defined-only", "-n", "-S", binary], capture_output=True,
                         text=True, check=True).stdout
    starts = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTWwi":
            start = int(parts[0], 16)
            starts.append((start, start + int(parts[1], 16), parts[3]))
        elif len(parts) == 3 and parts[1] in "tTWwi":
            starts.append((int(parts[0], 16), None, parts[2]))
    return starts


def first_run_functions(binary, args, env, exit_code, starts):
    """The functions the command runs, in the order it first enters each."""
    addresses = [a for a, _, _ in starts]
    # lackey prints its trace through Valgrind's log; a pipe keeps it off the disk.
    read_end, write_end = os.pipe()
    # Without chasing, each block ends at a call or jump, so a small function a block would
    # run through has blocks of its own.
    trace = subprocess.Popen(["valgrind", "--tool=lackey", "--trace-superblocks=yes",
                              "--vex-guest-chase=no",
                              f"--log-fd={write_end}", binary] + args,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                             pass_fds=(write_end,))
    os.close(write_end)
    seen_blocks = set()
    order, named = [], set()
    with os.fdopen(read_end) as log:
        for line in log:
            if not line.startswith("SB "):
                continue
            block = int(line[3:], 16)
            if block in seen_blocks:
                continue
            seen_blocks.add(block)
            i = bisect.bisect_right(addresses, block) - 1
            # (Blocks outside the binary's functions, such as the vDSO's, have none.)
            if i < 0 or (starts[i][1] is not None and block >= starts[i][1]):
                continue
            name = starts[i][2]
            if name not in named:
                named.add(name)
                order.append(name)
    if trace.wait() != exit_code:
        sys.exit(f"code_order.py: {' '.join(args)} exited with {trace.returncode} under "
                 f"valgrind, not {exit_code}")
    return order


def with_companions(order, starts):
    """order with each function's variants (VARIANT) and native-only callees (NATIVE_ONLY)
    after it, each function once."""
    names = {name for _, _, name in starts}
    out, listed = [], set()
    for name in order:
        companions = list(NATIVE_ONLY.get(name, []))
        found = VARIANT.match(name)
        if found:
            family = re.compile(rf"^__{found.group(1)}_({CPU_VARIANTS})")
            companions += sorted(n for n in names if family.match(n))
        for n in [name] + companions:
            if n in names and n not in listed:
                listed.add(n)
                out.append(n)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "twobit"))
    parser.add_argument("--output", default=os.path.join(ROOT, "tools", "cli", "code-order.txt"))
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("code_order.py: valgrind is needed (apt-get install valgrind)")
    starts = function_starts(args.binary)
    if not starts:
        sys.exit(f"code_order.py: {args.binary} has no symbols")
    order, listed = [], set()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, TWOBIT_CACHE=os.path.join(folder, "cache"))
        # The model cache filled first, as it is for all but a build's first command.
        subprocess.run([args.binary, "generate", "--puzzle", "2x2x2", "-q", "-o",
                        os.path.join(folder, "warm.twobit")], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        for label, command, changes, exit_code in commands(folder):
            found = first_run_functions(args.binary, command, dict(env, **changes), exit_code,
                                        starts)
            new = [n for n in found if n not in listed]
            listed.update(new)
            order.extend(new)
            print(f"{label}: {len(found)} functions, {len(new)} new", file=sys.stderr)
    order = with_companions(order, starts)
    with open(args.output + ".tmp", "w") as out:
        out.write("# twobit's functions in the order its usual commands first run them, for lld's\n"
                  "# --symbol-ordering-file (cmake/TwobitCodeOrder.cmake). Written by\n"
                  "# tools/scripts/code_order.py; do not edit by hand.\n")
        out.write("".join(name + "\n" for name in order))
    os.replace(args.output + ".tmp", args.output)
    print(f"wrote {args.output}: {len(order)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
