#!/usr/bin/env python3
"""Checks that the documentation says what the program does.

    check_docs.py examples FILE...   run every ```console example, compare what it prints
    check_docs.py generated FILE...  compare every generated section with its command's output
    check_docs.py update FILE...     rewrite every generated section from its command's output

Both run from the repository root (the commands name build/twobit and files of the tree),
with TWOBIT (the binary under test) run under the name build/twobit.

Examples: in a ```console block, a line starting with "$ " is a command, run with bash; the
lines after it, up to the next command or the block's end, are what it prints (standard
output and standard error together, as a terminal shows them). An expected line "..." stands
for any number of lines; trailing spaces do not count. A command must exit 0 unless its line
ends with the comment "# exit N". Every example of a file runs in order with one scratch
tables folder (TWOBIT_TABLES, unless the environment sets it) and a scratch HOME, so a table
one example makes is there for the next.

Generated sections: the text between "<!-- generated: COMMAND -->" and "<!-- end generated
-->" is COMMAND's output (build/twobit meaning TWOBIT), inside one ```text fence.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

EXIT_COMMENT = re.compile(r"#\s*exit\s+(\d+)\s*$")


def twobit_binary():
    binary = os.environ.get("TWOBIT", "build/twobit")
    if not os.access(binary, os.X_OK):
        sys.exit(f"check_docs: no twobit binary at {binary} (set TWOBIT or build it)")
    return os.path.abspath(binary)


def run(command, env):
    # build/twobit is a shell function that runs TWOBIT under the name build/twobit: the
    # program's hints name it as typed (argv[0]), and the documentation shows build/twobit.
    command = ('build/twobit() { (exec -a build/twobit "$TWOBIT" "$@"); }\n' + command)
    done = subprocess.run(["bash", "-c", command], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=1800)
    return done.returncode, done.stdout


def console_examples(path):
    """(line number, command, expected lines) for each command of each console block."""
    examples, block, current = [], False, None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not block:
                block = line.strip() == "```console"
                continue
            if line.strip() == "```":
                block, current = False, None
                continue
            if line.startswith("$ "):
                current = (number, line[2:], [])
                examples.append(current)
            elif current is None:
                raise SystemExit(f"{path}:{number}: a console block must start with a '$ ' command")
            else:
                current[2].append(line.rstrip())
    return examples


def matches(expected, actual):
    """Whether actual lines fit expected ones, "..." standing for any number of lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def check_examples(paths, env):
    failures = 0
    for path in paths:
        for number, command, expected in console_examples(path):
            wanted = EXIT_COMMENT.search(command)
            code, out = run(command, env)
            actual = [line.rstrip() for line in out.rstrip("\n").split("\n")] if out else []
            ok = code == (int(wanted.group(1)) if wanted else 0) and matches(expected, actual)
            print(f"{'ok  ' if ok else 'FAIL'} {path}:{number}: $ {command}")
            if not ok:
                failures += 1
                print(f"  exit {code}; printed:\n" + "".join(f"    {l}\n" for l in actual) +
                      "  expected:\n" + "".join(f"    {l}\n" for l in expected))
    return failures


def check_generated(paths, env):
    failures = 0
    section = re.compile(r"<!-- generated: (.+?) -->\n```text\n(.*?)```\n<!-- end generated -->",
                         re.S)
    for path in paths:
        text = open(path, encoding="utf-8").read()
        found = section.findall(text)
        if not found:
            print(f"FAIL {path}: no generated sections")
            failures += 1
        for command, body in found:
            code, out = run(command, env)
            ok = code == 0 and out == body
            print(f"{'ok  ' if ok else 'FAIL'} {path}: {command}")
            if not ok:
                failures += 1
                print(f"  exit {code}; regenerate the section from: {command}")
    return failures


def update_generated(paths, env):
    """Rewrites each generated section with its command's output (after a help text changed)."""
    failures = 0
    section = re.compile(r"(<!-- generated: (.+?) -->\n```text\n)(.*?)(```\n<!-- end generated -->)",
                         re.S)
    for path in paths:
        text = open(path, encoding="utf-8").read()

        def fresh(match):
            nonlocal failures
            code, out = run(match.group(2), env)
            if code != 0:
                failures += 1
                print(f"FAIL {path}: {match.group(2)} exited {code}")
                return match.group(0)
            return match.group(1) + out + match.group(4)

        open(path, "w", encoding="utf-8").write(section.sub(fresh, text))
    return failures


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("examples", "generated", "update"):
        sys.exit(__doc__)
    scratch = tempfile.mkdtemp(prefix="twobit-docs-")
    try:
        env = dict(os.environ, TWOBIT=twobit_binary(), HOME=os.path.join(scratch, "home"),
                   COLUMNS="100")
        env.setdefault("TWOBIT_TABLES", os.path.join(scratch, "tables"))
        os.makedirs(env["HOME"])
        check = {"examples": check_examples, "generated": check_generated,
                 "update": update_generated}[sys.argv[1]]
        failures = check(sys.argv[2:], env)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if failures:
        sys.exit(f"check_docs: {failures} failed")
    print("check_docs: all passed")


if __name__ == "__main__":
    main()
