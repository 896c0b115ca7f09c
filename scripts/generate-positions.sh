#!/usr/bin/env bash
# Plays the position data of issue 48 (docs/evaluation.md, "Issue 48"): games between hard bots at 300 tree
# iterations, at every table of three to five seats (base, Cities, Echoes; five seats under both rules) and, for the
# hints' calibration, two seats (base, Cities), each table from its own fixed first deal, written to one journal
# per table. Stopped and started again it goes on
# where it stopped. The tables fill in rounds (200 games each, then 500, 1000, ...) so that every table has data
# early; the last round is GAMES (default 5000).
#   scripts/generate-positions.sh [--out DIR] [--games GAMES] [--threads T] [--tables "NAME ..."]
#   (DIR default /work/data48/positions; --tables plays only the tables named, e.g. "p2-base p2-cities")
#   scripts/positions-digests.py --check DIR    checks the files against scripts/positions-digests.txt
# The data stays out of the repository: the files are large and this script makes them again, line for line.
set -euo pipefail
cd "$(dirname "$0")/.."
out=/work/data48/positions games=5000 threads=2 only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --tables) only="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
cli=${INNOVATION_CLI:-build/bin/innovation-cli}  # a copy, so that rebuilding does not change a running generation
mkdir -p "$out"
# name, first deal, options: the first deals are far apart and divisible by 5 (a fifth of every table's deals,
# those divisible by 5, is held out by scripts/fit-evaluation.py).
tables=(
  "p3-base 1000000 --players 3"
  "p4-base 2000000 --players 4"
  "p5-parley 3000000 --players 5 --large parley"
  "p5-distant 4000000 --players 5 --large distant"
  "p3-cities 11000000 --players 3 --cities"
  "p4-cities 12000000 --players 4 --cities"
  "p5-parley-cities 13000000 --players 5 --large parley --cities"
  "p5-distant-cities 14000000 --players 5 --large distant --cities"
  "p3-echoes 21000000 --players 3 --echoes"
  "p4-echoes 22000000 --players 4 --echoes"
  "p5-parley-echoes 23000000 --players 5 --large parley --echoes"
  "p5-distant-echoes 24000000 --players 5 --large distant --echoes"
  "p2-base 31000000 --players 2"
  "p2-cities 32000000 --players 2 --cities"
)
for round in 200 500 1000 2000 "$games"; do
  [ "$round" -gt "$games" ] && round=$games
  for table in "${tables[@]}"; do
    read -r name seed options <<<"$table"
    [ -n "$only" ] && [[ " $only " != *" $name "* ]] && continue
    # shellcheck disable=SC2086
    nice -n 10 "$cli" positions $options --level hard --iterations 300 --seed "$seed" --games "$round" \
      --threads "$threads" --journal "$out/$name.txt"
  done
  [ "$round" -eq "$games" ] && break
done
