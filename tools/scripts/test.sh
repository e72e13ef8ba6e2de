#!/usr/bin/env bash
# The README's second command (and what CI runs): install, build in Release, run every test
# but the huge ones (ctest -L huge: gigabytes and minutes each, run by hand).
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/setup.sh
cd build
# One job more than the cores: many tests wait on the processes they start (mpirun, a
# throttled solve), and a core would sit idle meanwhile.
ctest --output-on-failure -j "$(($(nproc) + 1))" -LE huge
