#!/usr/bin/env bash
# run.sh: fuzzes libFuzzer targets, one after the other, each for a bounded time, and prints,
# as its last line, "N passed, N failed"; exits non-zero when anything failed.
#
#   bash tests/fuzz/run.sh                      every target (fuzz_api, fuzz_lesson), 30 s each
#   FUZZ_SECONDS=3600 bash tests/fuzz/run.sh    a long session
#   bash tests/fuzz/run.sh fuzz_lesson          named targets only
#   FUZZ_ARGS='-fork=2' bash tests/fuzz/run.sh  extra libFuzzer flags
#
# In order: installs clang and its sanitizer runtimes if missing; then for each target builds
# it and its seed corpus (tests/fuzz/build.sh); replays every saved regression input
# (tests/fuzz/regressions/<target>-*), one test each; then, when they all pass, fuzzes (one
# more test). A finding is written under build/fuzz/artifacts/<target>/ and copied into
# tests/fuzz/regressions/ so that every later run replays it. A target's fuzzing is skipped
# while one of its regression inputs still fails: the fuzzer would only find the same bug again.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit

targets=("$@")
((${#targets[@]})) || read -ra targets < <(bash tests/fuzz/build.sh --list)
seconds=${FUZZ_SECONDS:-30}
out=build/fuzz
regressions=tests/fuzz/regressions
passed=0
failed=0

finish() {
  echo "$passed passed, $failed failed"
  ((failed == 0))
  exit
}

# ---- clang with libFuzzer and the sanitizers ---------------------------------------------------
# libFuzzer's and the sanitizers' runtimes are in libclang-rt-14-dev, which clang only
# recommends; libcjson-dev and python3 (the seed corpus) are the build's other needs.
packages=(clang libclang-rt-14-dev libcjson-dev python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "[fuzz] installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -q && apt-get install -y -q --no-install-recommends "${missing[@]}"; }; then
    echo "!! could not install ${missing[*]}"
    failed=1
    finish
  fi
fi

common=(-timeout=10 -rss_limit_mb=1024 -max_len=4096)
shopt -s nullglob

fuzz_target() {
  local target=$1
  local bin=$out/$target name=${target#fuzz_}
  local corpus=$out/corpus-$name artifacts=$out/artifacts/$target
  local file log status path copy failed_before=$failed

  # ---- build -----------------------------------------------------------------------------------
  mkdir -p "$out/logs" "$artifacts" "$regressions"
  echo "[fuzz] building $target"
  if ! bash tests/fuzz/build.sh "$target" > "$out/logs/build-$target.log" 2>&1; then
    tail -n 40 "$out/logs/build-$target.log"
    echo "!! building $target failed (log: $out/logs/build-$target.log)"
    failed=$((failed + 1))
    return
  fi

  # ---- saved findings --------------------------------------------------------------------------
  local saved=("$regressions/$target"-*)
  ((${#saved[@]})) && echo "[fuzz] replaying ${#saved[@]} regression input(s) of $target"
  for file in "${saved[@]}"; do
    log="$out/logs/replay-$(basename "$file").log"
    # -handle_abrt=0: a broken check has already said what broke; its stack through abort() and
    # libFuzzer's dump of the input would only bury that.
    if "$bin" "${common[@]}" -handle_abrt=0 "$file" > "$log" 2>&1; then
      passed=$((passed + 1))
    else
      grep -avE '^(INFO:|Running:|Executed|MS: |0x[0-9a-f]{1,2},|NOTE: libFuzzer|      Combine libFuzzer)' "$log" | tail -n 60
      echo "!! regression input fails: $file (log: $log)"
      failed=$((failed + 1))
    fi
  done
  if ((failed > failed_before)); then
    echo "[fuzz] fuzzing $target skipped until the regression inputs above pass"
    return
  fi

  # ---- fuzzing ---------------------------------------------------------------------------------
  local dict=() extra=() found=()
  [[ -f tests/fuzz/$name.dict ]] && dict=(-dict="tests/fuzz/$name.dict")
  read -ra extra <<< "${FUZZ_ARGS:-}"
  log="$out/logs/$target.log"
  echo "[fuzz] fuzzing $target for ${seconds}s (corpus $corpus, log $log)"
  # The outer timeout only guards against a fuzzer that stops honouring -max_total_time.
  timeout --signal=INT --kill-after=30 $((seconds + 120)) \
    "$bin" "${common[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
    -print_final_stats=1 "${dict[@]}" "${extra[@]}" "$corpus" > "$log" 2>&1
  status=$?
  # Everything but the progress lines and libFuzzer's suggested dictionary.
  sed -E '/^#+ Recommended dictionary/,/^#+ End of recommended dictionary/d; /^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)/d' "$log"

  while IFS= read -r path; do
    [[ -f $path ]] && found+=("$path")
  done < <(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log")
  if ((${#found[@]})); then
    for path in "${found[@]}"; do
      copy="$regressions/$target-$(basename "$path")"
      cp "$path" "$copy"
      echo "!! $target found a problem: artifact $path, saved as $copy"
      echo "   reproduce: $bin $copy"
    done
    failed=$((failed + 1))
  elif ((status != 0)); then
    echo "!! $target exited with status $status without writing an input (log: $log)"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

for target in "${targets[@]}"; do fuzz_target "$target"; done
finish
