#!/usr/bin/env bash
# Builds the libFuzzer target for the LAN message decoder with clang (-fsanitize=fuzzer,address,undefined) and
# runs it for a bounded time. Usage: fuzz/run.sh [--seconds N] [--out DIR]
# Exit status 77 (skipped) when clang++ or libFuzzer is not installed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
seconds=45
out="$root/build/fuzz"
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "usage: $0 [--seconds N] [--out DIR]" >&2; exit 2 ;;
  esac
done
CXX="${FUZZ_CXX:-$(command -v clang++ || true)}"
if [ -z "$CXX" ]; then echo "fuzz: clang++ not found (scripts/install-deps.sh installs it); skipped"; exit 77; fi
mkdir -p "$out/corpus"
bin="$out/fuzz_wire"
if [ ! -x "$bin" ] || [ "$here/fuzz_wire.cpp" -nt "$bin" ] || [ "$root/app/net/wire/wire.cpp" -nt "$bin" ] || [ "$root/app/net/wire/wire.h" -nt "$bin" ]; then
  if ! "$CXX" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
       -I "$root/app" "$here/fuzz_wire.cpp" "$root/app/net/wire/wire.cpp" -o "$bin.tmp" 2> "$out/build.log"; then
    if grep -q "libclang_rt.fuzzer\|cannot find -l\|unsupported option" "$out/build.log"; then
      echo "fuzz: libFuzzer is missing (libclang-rt-14-dev); skipped"; cat "$out/build.log" | tail -3; exit 77
    fi
    cat "$out/build.log"; exit 1
  fi
  mv "$bin.tmp" "$bin"
fi
cp -n "$here"/corpus/* "$out/corpus/" 2>/dev/null || true
# -max_len covers an oversized client frame; -rss_limit keeps it within a shared machine.
# -error_exitcode=1: a crash must fail the test (libFuzzer's default, 77, is CTest's "skipped" here).
"$bin" "$out/corpus" -dict="$here/wire.dict" -max_total_time="$seconds" -max_len=20000 -rss_limit_mb=1024 \
  -error_exitcode=1 -timeout_exitcode=1 -print_final_stats=1 -artifact_prefix="$out/" 2>&1 | tail -25
echo "fuzz: ${seconds}s without a crash"
