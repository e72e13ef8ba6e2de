#!/usr/bin/env bash
# Run on a Debian machine with the build's packages, before a GPU check on a machine without
# them: gathers what the build needs into .gpu-deps/ (git-ignored; copy it into the checkout
# on the GPU machine): the header-only libraries (CLI11, fmt, nlohmann-json, xxHash), Google
# Benchmark's headers and shared library, libcrypto's headers and archive, and GoogleTest's
# sources. About 14 MB.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu-deps
rm -rf "$out"
mkdir -p "$out/include" "$out/lib"
cp -r /usr/include/CLI /usr/include/fmt /usr/include/nlohmann /usr/include/benchmark "$out/include/"
cp /usr/include/xxhash.h /usr/include/xxh3.h "$out/include/"
# libcrypto (SHA-256), linked statically: its headers (the arch-specific ones too) and archive.
cp -r /usr/include/openssl "$out/include/"
cp /usr/include/x86_64-linux-gnu/openssl/*.h "$out/include/openssl/"
cp /usr/lib/x86_64-linux-gnu/libcrypto.a "$out/lib/"
cp -L /usr/lib/x86_64-linux-gnu/libbenchmark.so.1debian "$out/lib/"
cp -L /usr/lib/x86_64-linux-gnu/libbenchmark.so.1debian "$out/lib/libbenchmark.so" # no links: they travel badly
cp -r /usr/src/googletest "$out/googletest"
du -sh "$out"
