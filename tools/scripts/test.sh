#!/usr/bin/env bash
# The README's second command (and what CI runs): install, build in Release, run every test.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh
cd build
ctest --output-on-failure -j "$(nproc)"
