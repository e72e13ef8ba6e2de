#!/usr/bin/env bash
# The name the developers' brief gives this step; the script is tools/scripts/gpu-check.sh.
exec "$(dirname "$0")/scripts/gpu-check.sh" "$@"
