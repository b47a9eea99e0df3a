#!/usr/bin/env bash
# run.sh: builds everything and runs every test, then prints the totals as its last line:
# "N passed, N failed". Installs what is missing first (tests/setup.sh --browser).
#
#   1. C unit and API tests, the conformance cases and random hands through the native
#      `tutor api`, all under AddressSanitizer + UBSan (ctest, asan preset); the debug, release
#      and minsizerel presets built too, warnings being errors in every preset;
#   2. the JSON API and the lesson reader under libFuzzer, FUZZ_SECONDS each (30 by default;
#      tests/fuzz/run.sh);
#   3. the conformance cases and random hands through the WebAssembly build in Node, and the
#      native and WebAssembly answers compared byte for byte;
#   4. the browser tests in Debian's Chromium against the built site.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Debian's emscripten finds its acorn here
jobs=$(nproc 2>/dev/null || echo 2)
log_dir=build/test-logs
passed=0
failed=0

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# Adds the counts from a log to the totals. Understands ctest's summary, node --test's
# "# pass N / # fail N", and the plain "N passed, N failed" line our runners print.
count() {
  local log=$1 p f
  if grep -qE '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log"; then
    read -r f total < <(grep -oE '[0-9]+ tests? failed out of [0-9]+' "$log" | tail -n1 | awk '{print $1, $NF}')
    p=$((total - f))
  elif grep -qE '^# pass [0-9]+' "$log"; then
    p=$(grep -oE '^# pass [0-9]+' "$log" | tail -n1 | awk '{print $3}')
    f=$(grep -oE '^# fail [0-9]+' "$log" | tail -n1 | awk '{print $3}')
  else
    p=$(grep -oE '[0-9]+ passed, [0-9]+ failed' "$log" | awk '{s += $1} END {print s + 0}')
    f=$(grep -oE '[0-9]+ passed, [0-9]+ failed' "$log" | awk '{s += $3} END {print s + 0}')
  fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# Runs a command whose output holds test counts; a command that fails without reporting any
# failure (a crash, a build error) still counts as one failure.
run_tests() {
  local name=$1; shift
  local log="$log_dir/$name.log"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  local before=$failed
  count "$log"
  if [[ $status != 0 && $failed == "$before" ]]; then
    echo "!! $name exited with status $status"
    failed=$((failed + 1))
  fi
}

# Runs a build step; a failure counts once and the stages that need it are skipped.
build() {
  local name=$1; shift
  if ! "$@" > "$log_dir/$name.log" 2>&1; then
    tail -n 40 "$log_dir/$name.log"
    echo "!! $name failed (log: $log_dir/$name.log)"
    failed=$((failed + 1))
    return 1
  fi
}

stage "Installing what is missing"
bash tests/setup.sh --browser || { echo "0 passed, 1 failed"; exit 1; }
mkdir -p "$log_dir"

stage "Native build, tests under AddressSanitizer + UBSan"
native_ok=0
if build configure-native cmake --preset native && build build-native cmake --build --preset native -j "$jobs" &&
   build configure-asan cmake --preset asan && build build-asan cmake --build --preset asan -j "$jobs"; then
  native_ok=1
  run_tests ctest-asan ctest --preset asan -j "$jobs"
fi
# The other optimisation levels, built only, warnings as errors: compilers warn differently at
# -O0, -O3 and -Os than at the native preset's -O2.
for preset in debug release minsizerel; do
  build "configure-$preset" cmake --preset "$preset" &&
    build "build-$preset" cmake --build --preset "$preset" -j "$jobs"
done

stage "Fuzzing the JSON API and the lesson reader (bounded)"
run_tests fuzz bash tests/fuzz/run.sh fuzz_api fuzz_lesson

stage "WebAssembly build, tests in Node"
wasm_ok=0
if build configure-wasm cmake --preset wasm && build build-wasm cmake --build --preset wasm -j "$jobs"; then
  wasm_ok=1
  cases=()
  for file in texas-42.jsonl replay-texas-42.jsonl french-tarot.jsonl tapp-tarock.jsonl \
      ottocento.jsonl eight-hundred.jsonl piedmont-tarocchi.jsonl burro.jsonl replay-french-tarot.jsonl; do cases+=(--cases "../shared/conformance/public/$file"); done
  run_tests conformance-wasm node tests/conformance/run.mjs "${cases[@]}" -- node wasm/tutor-api.mjs
  run_tests random-hands-wasm node tests/api/random_hands.mjs -- node wasm/tutor-api.mjs
  native_tutor=(); [[ $native_ok == 1 ]] && native_tutor=(-- build/native/tutor api)
  run_tests hands-wasm node tests/api/hands.mjs -- node wasm/tutor-api.mjs "${native_tutor[@]}"
  run_tests bad-input-wasm node tests/api/bad_input.mjs -- node wasm/tutor-api.mjs
  run_tests games-wasm node tests/api/games.mjs -- node wasm/tutor-api.mjs
  run_tests claims-wasm node tests/api/claims.mjs -- node wasm/tutor-api.mjs
  run_tests lessons-wasm node tests/lessons/play.mjs -- node wasm/tutor-api.mjs
  [[ $native_ok == 1 ]] && run_tests same-answers node tests/api/same_answers.mjs
fi

stage "Browser tests in Chromium"
if [[ $wasm_ok == 1 ]] && build build-web npm run --silent build:web; then
  run_tests browser node --test --test-reporter=tap tests/web/*.test.mjs
fi

stage "Totals"
echo "logs: $log_dir/"
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
