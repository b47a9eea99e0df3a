#!/usr/bin/env bash
# serve.sh: builds everything (the native `tutor`, the WebAssembly module, the site and the
# single-file tutor) and serves the tutor on localhost with Vite's static preview server,
# printing its URL. Installs what is missing first (tests/setup.sh). PORT chooses the port
# (default 8042). build/web/ is the static site for any host (it keeps working offline after a
# first visit); build/web-single/tutor.html works when opened straight from disk.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Debian's emscripten finds its acorn here
port=${PORT:-8042}
jobs=$(nproc 2>/dev/null || echo 2)

bash tests/setup.sh
mkdir -p build
echo "[serve] building the native tool, the WebAssembly module and the site"
{
  cmake --preset native && cmake --build --preset native -j "$jobs" &&
  cmake --preset wasm && cmake --build --preset wasm -j "$jobs" &&
  npm run --silent build:web
} > build/serve-build.log 2>&1 || { tail -n 40 build/serve-build.log; echo "[serve] build failed (log: build/serve-build.log)"; exit 1; }

echo "[serve] the single-file tutor, to open from disk: build/web-single/tutor.html"
echo "[serve] the tutor is at http://127.0.0.1:$port/  (Ctrl-C stops it)"
exec npx --no-install vite preview --host 127.0.0.1 --port "$port" --strictPort
