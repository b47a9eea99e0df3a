#!/usr/bin/env bash
# build.sh: builds libFuzzer targets with clang into build/fuzz/<target>, under AddressSanitizer
# and UBSan, and refreshes each target's seed corpus in build/fuzz/corpus-<name>/.
#
#   bash tests/fuzz/build.sh              every target
#   bash tests/fuzz/build.sh --list       the names of every target, on one line
#   bash tests/fuzz/build.sh fuzz_lesson  one target
#
# cJSON is Debian's libcjson, as in the native build. FUZZ_CJSON=source compiles Debian's cJSON
# source (fetched by tests/setup.sh into build/deps/cjson) with the same instrumentation
# instead, so the sanitizers also see inside the parser and coverage guides through it.
#
# A new target is a case in target_sources and, if it wants seeds, one in target_seeds.
set -euo pipefail
cd "$(dirname "$0")/../.."
shopt -s nullglob globstar

out=build/fuzz
shared=${TUTOR_SHARED_DIR:-../shared}
all_targets=(fuzz_api fuzz_lesson)
[[ ${1:-} == --list ]] && { echo "${all_targets[*]}"; exit 0; }

# The sources of each target: its own file and what it needs from the tree. Globs, so new
# files in core/ and wasm/ are picked up as they are added.
target_sources() {
  case $1 in
    fuzz_api) echo tests/fuzz/fuzz_api.c core/*.c core/games/*.c wasm/api.c wasm/api_*.c wasm/lesson/*.c ;;
    # fuzz_lesson.c includes fuzz_api.c, whose checks it applies to the lesson request.
    fuzz_lesson) echo tests/fuzz/fuzz_lesson.c core/*.c core/games/*.c wasm/api.c wasm/api_*.c wasm/lesson/*.c ;;
    *) echo "build.sh: unknown target '$1'" >&2; return 1 ;;
  esac
}

# Writes the seed inputs of a target into the given folder (one file per input).
target_seeds() {
  case $1 in
    fuzz_api) conformance_seeds "$2"; lesson_seeds "$2"; lesson_request_seeds "$2" ;;
    fuzz_lesson) lesson_seeds "$2" ;;
  esac
}

# Every conformance request as it is, and again without "expect" and "why", which the API
# ignores: both are requests a client could send.
conformance_seeds() {
  local files=("$shared"/conformance/public/*.jsonl)
  ((${#files[@]})) || { echo "build.sh: no conformance cases in $shared/conformance/public" >&2; return 0; }
  python3 - "$1" "${files[@]}" <<'EOF'
import hashlib, json, pathlib, sys
out = pathlib.Path(sys.argv[1])
def seed(text):
    data = text.encode()
    (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
for name in sys.argv[2:]:
    for line in pathlib.Path(name).read_text().splitlines():
        if not line.strip():
            continue
        seed(line)
        try:
            request = json.loads(line)
        except ValueError:
            continue
        if isinstance(request, dict):
            request.pop("expect", None)
            request.pop("why", None)
            seed(json.dumps(request))
EOF
}

# Every lesson file, as it is: the lessons, and the test lessons, valid and broken.
lesson_files() {
  local file
  for file in lessons/**/*.json tests/lessons/**/*.json; do
    [[ $file == */lesson.schema.json ]] || echo "$file"
  done
}

lesson_seeds() {
  local file
  while IFS= read -r file; do
    cp "$file" "$1/$(sha1sum < "$file" | cut -c1-40)"
  done < <(lesson_files)
}

# Every lesson file inside a lesson request, as a parsed object and as its text.
lesson_request_seeds() {
  lesson_files | python3 -c '
import hashlib, json, pathlib, sys
out = pathlib.Path(sys.argv[1])
def seed(request):
    data = json.dumps(request).encode()
    (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
for name in sys.stdin.read().split("\n"):
    if not name:
        continue
    text = pathlib.Path(name).read_text(errors="replace")
    seed({"op": "lesson", "lesson": text})
    try:
        seed({"op": "lesson", "lesson": json.loads(text)})
    except ValueError:
        pass
' "$1"
}

cflags=(-std=c11 -g -O1 -fno-omit-frame-pointer
        "-fsanitize=fuzzer,address,undefined" -fno-sanitize-recover=all
        -I core -I wasm)
cjson=(-lcjson)
if [[ ${FUZZ_CJSON:-} == source ]]; then
  [[ -f build/deps/cjson/cJSON.c ]] || { echo "build.sh: run tests/setup.sh first (cJSON source)" >&2; exit 1; }
  mkdir -p "$out/include/cjson"
  cp build/deps/cjson/cJSON.h "$out/include/cjson/cJSON.h"
  cflags+=(-I "$out/include")
  cjson=(build/deps/cjson/cJSON.c)
fi

targets=("$@")
((${#targets[@]})) || targets=("${all_targets[@]}")
mkdir -p "$out"
for target in "${targets[@]}"; do
  read -ra sources < <(target_sources "$target")
  echo "build.sh: $target: clang ${#sources[@]} files"
  clang "${cflags[@]}" "${sources[@]}" "${cjson[@]}" -lm -o "$out/$target"
  corpus="$out/corpus-${target#fuzz_}"
  mkdir -p "$corpus"
  target_seeds "$target" "$corpus"
done
