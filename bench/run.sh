#!/usr/bin/env bash
# run.sh: builds bench_core and bench_heap natively and for WebAssembly, runs both on the same
# hands and prints their figures side by side, with wasm/native ratios, whether the checksums
# agree, peak memory, the API's heap after 1,000 and after 1,000,000 requests, and the .wasm's
# size; then builds the site and prints its weight and start-up time in Chromium (bench/web.mjs);
# last, the computer players' figures (bench_bot): decision times natively, strength on
# duplicate deals natively (a process a game, as many at once as there are cores), and decision
# times in WebAssembly.
#
#   bash bench/run.sh [--json] [--hands N] [--seconds S] [--requests N] [--bot-deals N]
#
# --json prints one JSON object instead of the table; --requests goes to bench_heap; --bot-deals
# to bench_bot (duplicate deals per game and pairing of levels); the other options go to both
# bench_core runs.
set -euo pipefail
cd "$(dirname "$0")/.."

json=0
for arg in "$@"; do [[ $arg == --json ]] && json=1; done
args=()
heap_args=()
bot_args=()
while (($#)); do
  case $1 in
    --json) ;;
    --requests) heap_args+=(--requests "$2"); shift ;;
    --bot-deals) bot_args+=(--deals "$2"); shift ;;
    *) args+=("$1") ;;
  esac
  shift
done

out=build/bench
mkdir -p "$out"
log() { echo "$*" >&2; }

# ---- build ----------------------------------------------------------------------------------
log "building native bench_core ..."
[[ -f build/native/CMakeCache.txt ]] || cmake --preset native >"$out/configure-native.log" 2>&1 \
  || { cat "$out/configure-native.log" >&2; exit 1; }
cmake --build --preset native --target bench_core bench_heap bench_bot -j2 >"$out/build-native.log" 2>&1 \
  || { cat "$out/build-native.log" >&2; exit 1; }

wasm=1
export NODE_PATH=/usr/share/nodejs
if ! command -v emcc >/dev/null; then
  log "no emcc: the WebAssembly figures are left out"; wasm=0
elif [[ ! -f build/deps/cjson/cJSON.c ]]; then
  log "no cJSON source in build/deps (tests/setup.sh fetches it): the WebAssembly figures are left out"
  wasm=0
else
  log "building WebAssembly bench_core ..."
  [[ -f build/wasm/CMakeCache.txt ]] || cmake --preset wasm >"$out/configure-wasm.log" 2>&1 \
    || { cat "$out/configure-wasm.log" >&2; exit 1; }
  # tutor-web too: its .wasm is the size reported.
  cmake --build --preset wasm --target bench_core bench_heap bench_bot tutor-web -j2 >"$out/build-wasm.log" 2>&1 \
    || { cat "$out/build-wasm.log" >&2; exit 1; }
fi

# ---- run --------------------------------------------------------------------------------------
# /usr/bin/time -v reports a process's peak resident set; without it the native program's own
# reading (VmHWM) stands in.
timed() {
  local rss_file=$1; shift
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -v -o "$rss_file" "$@"
  else
    : >"$rss_file"; "$@"
  fi
}
peak_of() { sed -n 's/.*Maximum resident set size (kbytes): *//p' "$1"; }

log "running native ..."
timed "$out/native.time" build/native/bench_core --json "${args[@]}" >"$out/native.json"
native_rss=$(peak_of "$out/native.time")
wasm_json=-
node_rss=
if ((wasm)); then
  log "running WebAssembly in Node ..."
  timed "$out/wasm.time" node build/wasm/bench_core.cjs --json "${args[@]}" >"$out/wasm.json"
  wasm_json=$out/wasm.json
  node_rss=$(peak_of "$out/wasm.time")
fi

# glibc's per-thread caches hold freed blocks that it counts as in use: off, for an exact figure.
log "running the heap check natively ..."
GLIBC_TUNABLES=glibc.malloc.tcache_count=0 build/native/bench_heap --json "${heap_args[@]}" \
  >"$out/heap-native.json" || true
[[ -s $out/heap-native.json ]] || echo null >"$out/heap-native.json"
heap_wasm=null
if ((wasm)); then
  log "running the heap check in WebAssembly ..."
  node build/wasm/bench_heap.cjs --json "${heap_args[@]}" >"$out/heap-wasm.json" || true
  [[ -s $out/heap-wasm.json ]] || echo null >"$out/heap-wasm.json"
  heap_wasm=$(cat "$out/heap-wasm.json")
fi

wasm_bytes=null
[[ -f build/wasm/tutor-web.wasm ]] && wasm_bytes=$(stat -c %s build/wasm/tutor-web.wasm)
# The core promises no allocation; its archive should name no allocator function at all.
core_refs=$(nm build/native/libtutor_core.a 2>/dev/null \
  | grep -cE ' U (malloc|calloc|realloc|free|aligned_alloc|posix_memalign)$' || true)

cat >"$out/extra.json" <<JSON
{"native_peak_rss_kib": ${native_rss:-null}, "node_peak_rss_kib": ${node_rss:-null},
 "wasm_bytes": $wasm_bytes, "core_allocator_references": ${core_refs:-null},
 "heap": {"native": $(cat "$out/heap-native.json"), "wasm": $heap_wasm}}
JSON

# The browser app: the site's and the single file's sizes, and the time to the first lesson.
web=null
if ((wasm)) && command -v npm >/dev/null && [[ -x /usr/bin/chromium ]]; then
  log "building the site and timing it in Chromium ..."
  if npm run --silent build:web >"$out/build-web.log" 2>&1 &&
     node bench/web.mjs --json >"$out/web.json" 2>"$out/web.log"; then
    web=$(cat "$out/web.json")
  else
    log "the site's figures are left out (logs: $out/build-web.log, $out/web.log)"
  fi
fi
node -e '
  const fs = require("fs");
  const extra = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  extra.web = JSON.parse(process.argv[2]);
  fs.writeFileSync(process.argv[1], JSON.stringify(extra));' "$out/extra.json" "$web"

flags=()
((json)) && flags+=(--json)
node bench/compare.mjs "$out/native.json" "$wasm_json" --extra "$out/extra.json" "${flags[@]}"

# The computer players: the table goes to stderr under --json, so stdout stays one object.
bot_out=/dev/stdout
((json)) && bot_out=/dev/stderr
log "running the computer players natively (decision times, then strength) ..."
# Strength: each game in a process of its own, as many at once as there are cores (2,000 deals
# a game take about two CPU-hours), printed in the games' order.
games=$(echo '{"op":"games"}' | build/native/tutor api | node -e '
  const answer = JSON.parse(require("fs").readFileSync(0, "utf8"));
  console.log(answer.games.map((g) => g.id).join("\n"));')
{
  echo "computer players, native:"
  build/native/bench_bot --no-strength
  printf '%s\n' $games | xargs -P "$(nproc)" -I{} \
    sh -c 'game=$1 dir=$2; shift 2
           build/native/bench_bot --game "$game" --timing-deals 0 --solves 0 "$@" > "$dir/strength-$game.txt"' \
    sh {} "$out" "${bot_args[@]}"
  first=1
  for game in $games; do
    if ((first)); then cat "$out/strength-$game.txt"; else tail -n +2 "$out/strength-$game.txt"; fi
    first=0
  done
  if ((wasm)); then
    echo "computer players, WebAssembly in Node (decision times):"
    node build/wasm/bench_bot.cjs --no-strength
  fi
} >"$bot_out"
