#!/usr/bin/env bash
# The sanitizer job: the engine, the server and their tests built once more (build-asan/, no client) with
# AddressSanitizer and UndefinedBehaviorSanitizer, then the rules scenarios, a soak of 2000 games, and the wire,
# lobby, table store, LAN and bot-fairness tests run there (base and Cities soaks). Any report fails the run. scripts/test.sh calls it after the normal suite.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${SANITIZER_BUILD_DIR:-build-asan}
jobs=${JOBS:-$(nproc)}
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DINNOVATION_BUILD_CLIENT=OFF -DINNOVATION_SANITIZE=ON \
  "${launcher[@]}" >/dev/null
cmake --build "$dir" --parallel "$jobs" --target innovation-cli innovation-server test_wire test_lobby test_table_store test_journal_import test_lan test_lan_abuse test_crash test_bot_fairness
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}
ctest --test-dir "$dir" --output-on-failure --timeout 1200 -j "$jobs" \
  -R '^(scenarios|soak_2000_games|soak_cities_2000_games|test_wire|test_lobby|test_table_store|test_journal_import|test_lan|test_lan_abuse|test_crash|test_bot_fairness)$'
