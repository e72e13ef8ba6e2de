#!/usr/bin/env bash
# Run HERE (the Debian development machine), before a GPU check: gathers what the build
# needs but the GPU machine lacks into .gpu-deps/ (git-ignored; name it in the device
# tool's `carry`): the header-only libraries (CLI11, fmt, nlohmann-json, xxHash), Google
# Benchmark's headers and shared library, and GoogleTest's sources. About 7 MB.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu-deps
rm -rf "$out"
mkdir -p "$out/include" "$out/lib"
cp -r /usr/include/CLI /usr/include/fmt /usr/include/nlohmann /usr/include/benchmark "$out/include/"
cp /usr/include/xxhash.h /usr/include/xxh3.h "$out/include/"
cp -L /usr/lib/x86_64-linux-gnu/libbenchmark.so.1debian "$out/lib/"
cp -L /usr/lib/x86_64-linux-gnu/libbenchmark.so.1debian "$out/lib/libbenchmark.so" # no links: they travel badly
cp -r /usr/src/googletest "$out/googletest"
du -sh "$out"
