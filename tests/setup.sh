#!/usr/bin/env bash
# setup.sh: installs whatever the build and the tests need and is not there yet, then returns.
# Quick when everything is present. Run as root on Debian bookworm (apt-get).
#   tests/setup.sh            what building and serving the tutor needs
#   tests/setup.sh --browser  also Debian's Chromium, for the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
[[ "${1:-}" == "--browser" ]] && want_browser=1

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# ---- Debian packages -------------------------------------------------------------------------
packages=(build-essential cmake libcjson-dev emscripten dpkg-dev python3)
# clang for the fuzzers; libFuzzer and the sanitizer runtimes are in libclang-rt-14-dev.
packages+=(clang libclang-rt-14-dev)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
# Chromium, and a font so screenshots show text rather than empty boxes.
[[ $want_browser == 1 ]] && packages+=(chromium fonts-dejavu-core)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
apt_updated=0
if ((${#missing[@]})); then
  say "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt_updated=1
  apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# ---- cJSON's C source, for the WebAssembly build (Debian's source package) --------------------
if [[ ! -f build/deps/cjson/cJSON.c ]]; then
  if ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    say "enabling Debian source packages (deb-src) for the same sources"
    if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
      sed -E 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
        > /etc/apt/sources.list.d/trick-tutor-deb-src.sources
    else
      grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
        > /etc/apt/sources.list.d/trick-tutor-deb-src.list
    fi
    apt_updated=0
  fi
  [[ $apt_updated == 1 ]] || apt-get update -q
  say "fetching cJSON's source from Debian"
  rm -rf build/deps/cjson-src && mkdir -p build/deps/cjson-src
  (cd build/deps/cjson-src && apt-get source -q cjson >/dev/null)
  src=$(find build/deps/cjson-src -maxdepth 2 -name cJSON.c -printf '%h\n' | head -n 1)
  [[ -n "$src" ]] || { echo "setup: cJSON.c not found in Debian's cjson source" >&2; exit 1; }
  rm -rf build/deps/cjson && cp -r "$src" build/deps/cjson
fi

# ---- npm packages, from the committed lockfile -------------------------------------------------
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
