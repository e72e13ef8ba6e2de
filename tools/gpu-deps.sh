#!/usr/bin/env bash
# The name the developers' brief gives this step; the script is tools/scripts/gpu-deps.sh.
exec "$(dirname "$0")/scripts/gpu-deps.sh" "$@"
