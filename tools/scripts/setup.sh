#!/usr/bin/env bash
# Installs twobit's build dependencies (Debian packages) when missing, then configures and
# builds in Release into build/ (with CUDA when nvcc is present). Used by quickstart.sh,
# test.sh and .ci/run. Usage: tools/scripts/setup.sh [--packages | --program] [cmake options]
# (--packages: only the packages; --program: the twobit program alone, not the tests and
# benchmarks).
set -euo pipefail
cd "$(dirname "$0")/../.."

# OpenMPI: the distributed generate (mpirun -np P twobit generate) and its tests; libssl-dev:
# SHA-256 (libcrypto), the digests of built-in tables; help2man: the man page `cmake --install`
# puts in share/man (made from --help); zsh and fish: the tests run their completion scripts.
packages=(g++ cmake make libcli11-dev libfmt-dev nlohmann-json3-dev libxxhash-dev
          libgtest-dev libbenchmark-dev libopenmpi-dev openmpi-bin libssl-dev help2man zsh fish)
tools/scripts/apt-install.sh "${packages[@]}"
[ "${1:-}" != "--packages" ] || exit 0
target=()
if [ "${1:-}" = "--program" ]; then
  target=(--target twobit)
  shift
fi

# nvcc is often installed outside PATH; CMake's CUDA check then needs to be told.
if ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export CUDACXX=/usr/local/cuda/bin/nvcc
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build build -j "$(nproc)" "${target[@]}"
