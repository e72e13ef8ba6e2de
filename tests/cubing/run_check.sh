#!/bin/sh
# ctest's entry to check_solves.mjs (twobit's answers in cubing.js's own puzzle models):
# skips, exit 77, when node is missing; check_solves.mjs itself skips without cubing.js.
# tools/viewer/install.sh installs both. TWOBIT_VIEWER_REQUIRED=1 (set by .ci/run) turns a
# skip into a failure. Usage: run_check.sh TWOBIT_BINARY OUT_DIR
if ! command -v node >/dev/null 2>&1; then
  echo "no node (tools/viewer/install.sh installs it)"
  [ "${TWOBIT_VIEWER_REQUIRED:-}" = 1 ] && exit 1
  exit 77
fi
exec node "$(dirname "$0")/check_solves.mjs" "$@"
