#!/usr/bin/env bash
# game_names.sh: fails when code outside a game's own files names a game.
#
# Every game lives in core/games/ (one line in core/games/games.def); the rest of the code — the
# core's generic layers, the JSON API, the app and the benchmarks — should know no game by name.
#
# What is scanned: every tracked file (git ls-files) under core/, wasm/, web/ and bench/, its
# path and its contents, except core/games/ (the games themselves) and documentation (*.md).
# What is not: lessons/ (data, one folder per game), tests/ (tests name the games they test),
# docs/ and README.md (prose), and the build's own configuration at the top (CMakeLists.txt,
# CMakePresets.json, package.json, tsconfig.json, vite.config.ts).
#
# What names a game (case-insensitive, anywhere in a word or an identifier): each game's id,
# name and C symbol from games.def and its file ("texas-42", "French Tarot", "eight_hundred",
# with '-', '_', ' ' or nothing between the parts), the short spellings the code uses for them
# (tarot, tapp, tarock, tarocchi, tarocchino, piedmont, burro, ottocento), and 42 as part of an
# identifier (tutor_42_hand, T42_OPT, api_hand_42.c).
#
# No file names a game today, so `allowed` below is empty; it stays empty. (While files were
# being made generic it listed them, and the test failed when a listed file named none any
# more: the list was kept exact, and it only shrank.)
#
#   bash tests/game_names.sh [REPOSITORY]   (ctest runs it as `game-names`)
set -uo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "$root" || exit 2

# The files allowed to name a game for now. This list must only shrink: when a file becomes
# generic, remove its line; never add one.
allowed=$(cat <<'EOF'
EOF
)

# ---- the words that name a game ------------------------------------------------------------

# "Texas 42" -> "texas[-_ ]?42": any separator, or none, between the parts.
spelling() {
  printf '%s' "$1" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/[-_ ]?/g'
}

words=()
while read -r symbol; do
  words+=("$(spelling "${symbol#tutor_}")")
  file=$(grep -lE "^const tutor_game $symbol = " core/games/*.c | head -n1)
  if [[ -z $file ]]; then
    echo "game-names: no file in core/games/ defines $symbol (listed in games.def)"
    echo "game-names: 0 passed, 1 failed"
    exit 1
  fi
  # The .id and .name in the game's definition.
  while read -r value; do
    words+=("$(spelling "$value")")
  done < <(sed -n "/^const tutor_game $symbol = /,/^};/p" "$file" |
           sed -nE 's/^ *\.(id|name) *= *"([^"]*)".*/\2/p')
done < <(sed -nE 's/^GAME\(([A-Za-z0-9_]+)\).*/\1/p' core/games/games.def)
if [[ ${#words[@]} == 0 ]]; then
  echo "game-names: no game read from core/games/games.def"
  echo "game-names: 0 passed, 1 failed"
  exit 1
fi
words+=(tarot tapp tarock tarocchi tarocchino piedmont burro ottocento
        '_42(?![0-9])' '(?<![0-9a-z_])t?42_')
alternatives=$(IFS='|'; printf '%s' "${words[*]}")
# A match is shown as the whole word or identifier it is part of.
pattern="[a-z0-9_]*(?:$alternatives)[a-z0-9_]*"

# ---- the files -----------------------------------------------------------------------------

scanned() {
  if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    git ls-files -- core wasm web bench
  else
    echo "game-names: not a git checkout; scanning every file under core wasm web bench" >&2
    find core wasm web bench -type f | sort
  fi
}

is_allowed() { grep -qxF -- "$1" <<< "$allowed"; }

failures=0
checked=0
named=0
seen=""
while read -r file; do
  case $file in core/games/*|*.md) continue ;; esac
  [[ -f $file ]] || continue
  checked=$((checked + 1))
  seen+="$file"$'\n'
  found=$({ printf '%s\n' "$file"; cat -- "$file"; } | grep -aoiP -- "$pattern" | sort -u |
          awk 'NR <= 12 {printf "%s%s", (NR > 1 ? " " : ""), $0} END {if (NR > 12) printf " (and %d more)", NR - 12}')
  if [[ -n $found ]]; then
    named=$((named + 1))
    if ! is_allowed "$file"; then
      echo "$file: names a game and is not on the list of files allowed to: $found"
      failures=$((failures + 1))
    fi
  elif is_allowed "$file"; then
    echo "$file: names no game any more: remove it from the list in tests/game_names.sh"
    failures=$((failures + 1))
  fi
done < <(scanned)

# Files on the list that are no longer there (removed or renamed).
while read -r file; do
  [[ -z $file ]] && continue
  if ! grep -qxF -- "$file" <<< "$seen"; then
    echo "$file: on the list in tests/game_names.sh but not a scanned file: remove it"
    failures=$((failures + 1))
  fi
done <<< "$allowed"

echo "game-names: $checked files scanned, $named name a game ($(grep -c . <<< "$allowed") allowed for now)"
if [[ $failures == 0 ]]; then
  echo "game-names: 1 passed, 0 failed"
  exit 0
fi
echo "game-names: 0 passed, 1 failed ($failures problems)"
exit 1
