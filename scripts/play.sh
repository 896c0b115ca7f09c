#!/usr/bin/env bash
# Sets up, builds and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
if [ -x build/bin/innovation ]; then
  exec build/bin/innovation "$@"
fi
# Until the desktop client is built, show a whole game between two random players.
exec build/bin/innovation-cli play --players 2 --seed "${SEED:-$RANDOM}"
