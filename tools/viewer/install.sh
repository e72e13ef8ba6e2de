#!/usr/bin/env bash
# Makes the script that `twobit solve --html` inlines in its pages: cubing.js's
# <twisty-player> (npm, the versions pinned in package-lock.json) bundled with esbuild into
# one file, tools/viewer/dist/twisty.js, with no workers or chunks to load. Installs node
# and npm from Debian when missing; --chromium also installs Debian's chromium, which the
# viewer test (ctest -R viewer) drives. Neither the build nor the core tests need any of it.
# Usage: tools/viewer/install.sh [--chromium]
set -euo pipefail
cd "$(dirname "$0")"

debs=()
command -v npm >/dev/null 2>&1 || debs+=(nodejs npm)
if [ "${1:-}" = "--chromium" ]; then
  command -v chromium >/dev/null 2>&1 || debs+=(chromium)
elif [ $# -gt 0 ]; then
  echo "usage: $0 [--chromium]" >&2
  exit 2
fi
[ ${#debs[@]} -eq 0 ] || ../scripts/apt-install.sh "${debs[@]}"

# Exactly the locked versions; the engine warning (cubing asks for node 22) does not matter
# here, since node only runs the bundler.
npm ci --no-audit --no-fund --loglevel=error

mkdir -p dist
version=$(node -p 'require("./node_modules/cubing/package.json").version')
tmp=dist/twisty.js.tmp.$$
trap 'rm -f "$tmp" "$tmp.body"' EXIT
node_modules/.bin/esbuild entry.js --bundle --format=esm --minify --legal-comments=eof \
  --log-level=warning --outfile="$tmp.body"
# The page inlines the script between <script> and </script>; these would end it early.
if grep -qi '<script\|</script' "$tmp.body"; then
  echo "error: the bundle contains <script or </script and cannot be inlined" >&2
  exit 1
fi
{
  echo "// cubing.js $version <twisty-player> (MPL-2.0 OR GPL-3.0-or-later; three.js, MIT),"
  echo "// bundled into one file by twobit's tools/viewer/install.sh."
  cat "$tmp.body"
} >"$tmp"
mv "$tmp" dist/twisty.js
echo "wrote $(pwd)/dist/twisty.js ($(wc -c <dist/twisty.js) bytes, cubing.js $version)"
