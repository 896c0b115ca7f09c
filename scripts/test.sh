#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite through CTest, then the sanitizer job (scripts/test-sanitizers.sh:
# the engine, the server and their tests under AddressSanitizer and UndefinedBehaviorSanitizer). Set
# INNOVATION_SKIP_SANITIZERS=1 to leave the second out.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
ctest --test-dir build --output-on-failure --timeout 1500 -j "$(nproc)"
if [ "${INNOVATION_SKIP_SANITIZERS:-0}" != 1 ]; then
  bash scripts/test-sanitizers.sh
fi
