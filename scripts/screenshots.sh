#!/usr/bin/env bash
# Remakes the client screenshots in docs/screenshots/ (all but the LAN ones) under a virtual X server.
# Needs a build (scripts/build.sh) and xvfb-run (Debian package xvfb). Every picture comes from a fixed seed, so
# running it again after a change to the drawing shows exactly what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
client=build/bin/innovation
run() { xvfb-run -a -s "-screen 0 1600x1000x24" "$client" --size 1600x1000 "$@" >/dev/null; }

run --screenshot "$out/start.png"
run --demo --seed 7 --players 2 --actions 34 --screenshot "$out/table-2-players.png"
run --demo --seed 5 --players 4 --actions 70 --screenshot "$out/table-4-players.png"
run --demo --seed 12 --players 3 --actions 40 --human --wait-for action --screenshot "$out/prompt-action.png"
run --demo --seed 4 --players 2 --actions 30 --human --wait-for cards --screenshot "$out/prompt-cards-tracking.png"
run --demo --seed 9 --players 2 --actions 20 --human --wait-for yesno --screenshot "$out/prompt-choice-panel.png"
run --demo --seed 3 --players 2 --actions 400 --bot-level medium --screenshot "$out/game-over.png"
run --catalogue --search splay --screenshot "$out/catalogue.png"
run --catalogue --catalogue-expansion cities --screenshot "$out/catalogue-cities.png"
run --rules --screenshot "$out/rules.png"
# The same late four-player game (your hand of nine, a fourteen-card score pile, splayed piles) on four screens.
for s in 1280x720 1366x768 1920x1080 2560x1440; do
  xvfb-run -a -s "-screen 0 ${s}x24" "$client" --size "$s" --demo --seed 1 --players 4 --actions 40 --until-hand 9 \
    --until-score 14 --bot-level easy --screenshot "$out/late-game-$s.png" >/dev/null
done
# Cities of Destiny: the table on two screens, and the Endorse preview. (cities-game-over.png comes from a whole game
# played by keyboard against Expert bots, see docs/client.md.)
xvfb-run -a -s "-screen 0 1280x720x24" "$client" --size 1280x720 --demo --cities --seed 3 --players 2 --actions 40 \
  --bot-level expert --screenshot "$out/cities-table-1280x720.png" >/dev/null
xvfb-run -a -s "-screen 0 1920x1080x24" "$client" --size 1920x1080 --demo --cities --seed 3 --players 3 --actions 60 \
  --bot-level expert --screenshot "$out/cities-table-1920x1080.png" >/dev/null
xvfb-run -a -s "-screen 0 1280x720x24" "$client" --size 1280x720 --demo --cities --seed 3 --players 2 --actions 30 \
  --human --wait-for endorse --screenshot "$out/cities-endorse-preview.png" >/dev/null
# Artifacts of History: the start-of-turn question for a displayed card, in German and French.
for lang in de fr; do
  xvfb-run -a -s "-screen 0 1280x720x24" "$client" --size 1280x720 --demo --artifacts --seed 4 --players 2 --actions 20 \
    --human --wait-for display --language "$lang" --screenshot "$out/artifacts_$lang.png" >/dev/null
done
echo "screenshots written to $out/"
