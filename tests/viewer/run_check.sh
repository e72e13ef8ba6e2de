#!/bin/sh
# ctest's entry to check_viewer.mjs (the animated viewer in headless Chromium): skips, exit
# 77, when node is missing; check_viewer.mjs itself skips without chromium or the viewer
# script. tools/viewer/install.sh --chromium installs all three. TWOBIT_VIEWER_REQUIRED=1
# (set by .ci/run) turns each skip into a failure, so that CI cannot pass without the test.
# Usage: run_check.sh TWOBIT_BINARY OUT_DIR
if ! command -v node >/dev/null 2>&1; then
  echo "no node (tools/viewer/install.sh --chromium installs it)"
  [ "${TWOBIT_VIEWER_REQUIRED:-}" = 1 ] && exit 1
  exit 77
fi
exec node "$(dirname "$0")/check_viewer.mjs" "$@"
