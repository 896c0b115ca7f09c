#!/usr/bin/env bash
# The core knows no card set by name: no set's key, name or card title appears in engine/core (comments
# included), so that a set can be added or left out without touching it.
set -euo pipefail
root="$1"
cli="$2"
words=$(mktemp)
trap 'rm -f "$words"' EXIT
# Every card title of every set the build knows, and the set names.
# A title that is also the name of an icon kind (Echoes' Clock) names the icon in the core, not the card.
"$cli" catalogue --titles | grep -v -x -i -E 'castle|crown|leaf|lightbulb|factory|clock' > "$words"
sets=$(mktemp)
trap 'rm -f "$words" "$sets"' EXIT
printf '%s\n' cities city echoes echo figures artifacts unseen > "$sets"
found=$( (grep -rnwF -f "$words" "$root/engine/core"; grep -rnwiF -f "$sets" "$root/engine/core") || true)
if [ -n "$found" ]; then
  echo "the core names a card set or a card:"
  echo "$found"
  exit 1
fi
echo "engine/core names no card set and no card"
