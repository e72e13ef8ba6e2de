#!/usr/bin/env bash
# Writes twobit's man page from its own help, with help2man (Debian: help2man): the NAME and
# usage from `twobit --help`, then a COMMANDS section holding `twobit help COMMAND` for every
# command that help lists. The build runs it (cmake/install.cmake); the page is what --help
# says, never a copy kept by hand.
#   tools/scripts/man-page.sh TWOBIT OUT.1
set -euo pipefail
twobit=$(realpath "${1:?usage: tools/scripts/man-page.sh TWOBIT OUT.1}")
out=${2:?usage: tools/scripts/man-page.sh TWOBIT OUT.1}
include=$(mktemp "${TMPDIR:-/tmp}/twobit-man.XXXXXX")
trap 'rm -f "$include"' EXIT
# Run as `twobit`, so that the usage lines name the program and not the build folder.
export PATH="$(dirname "$twobit"):$PATH"
# The commands: the words that begin the lines of the help's "Subcommands:" list.
commands=$(twobit --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }')
{
  echo "[COMMANDS]"
  for c in $commands; do
    [ "$c" = help ] && continue
    echo ".SS $c"
    echo ".nf"
    # roff: a backslash is \e; \& keeps a line's leading dot or quote text.
    twobit help "$c" | sed -e 's/\\/\\e/g' -e 's/^/\\\&/'
    echo ".fi"
  done
  echo "[SEE ALSO]"
  echo "README.md and docs/CLI.md, installed in share/doc/twobit."
} >"$include"
version=$(twobit --version | sed -n '1s/^twobit \([^,]*\),.*/\1/p')
help2man --no-info --include "$include" --version-string "$version" \
  --name "complete 2-bit distance tables for twisty puzzles, God's numbers and optimal solutions" \
  --output "$out" twobit
