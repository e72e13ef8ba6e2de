#!/usr/bin/env bash
# The README's second command (and what CI runs): install, build in Release, run every test
# but the huge ones (ctest -L huge: gigabytes and minutes each, run by hand).
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh
cd build
ctest --output-on-failure -j "$(nproc)" -LE huge
