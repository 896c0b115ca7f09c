#!/usr/bin/env bash
# Issue 50.3: the load test must fail when it cannot measure. Against a server with its default per-address limit
# (32 connections from one address), 10 tables of 4 clients from 127.0.0.1 are refused in part: the run must say
# so ("measured": false, a reason in "failures") and exit with status 1, where it used to report "met": true.
set -u
SERVER="$1"
CLI="$2"
OUT="$(mktemp -d)"
trap 'kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null; rm -rf "$OUT"' EXIT
"$SERVER" --no-data --no-discovery --listen 127.0.0.1 --port 0 >"$OUT/server.log" 2>&1 &
PID=$!
PORT=""
for _ in $(seq 1 200); do
  PORT="$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$OUT/server.log" | head -n 1)"
  [ -n "$PORT" ] && break
  kill -0 "$PID" 2>/dev/null || { echo "the server did not start:"; cat "$OUT/server.log"; exit 1; }
  sleep 0.05
done
[ -n "$PORT" ] || { echo "the server never said its port"; cat "$OUT/server.log"; exit 1; }
"$CLI" loadtest --host 127.0.0.1 --port "$PORT" --tables 10 --players 4 --seconds 2 --think-ms 100 --json >"$OUT/report.json" 2>"$OUT/err.txt"
RC=$?
cat "$OUT/report.json" "$OUT/err.txt"
if [ "$RC" -ne 1 ]; then echo "FAIL: the load test exited with $RC, not 1"; exit 1; fi
grep -q '"measured":false' "$OUT/report.json" || { echo 'FAIL: the report does not say "measured":false'; exit 1; }
grep -q '"met":false' "$OUT/report.json" || { echo 'FAIL: the report says the target was met'; exit 1; }
grep -q '"failures":\["' "$OUT/report.json" || { echo "FAIL: the report gives no reason"; exit 1; }
echo "the refused run failed, as it must"
