#!/usr/bin/env python3
# Prints a README ladder table row from `innovation-cli tournament --json` output files.
# Usage: scripts/ladder-row.py RESULT.json [...]
import json
import sys


def ms(x):
    return f"{x:.2f}" if x < 10 else f"{x:.0f}"


def took(seconds):
    if seconds < 60:
        return f"{seconds:.1f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


for path in sys.argv[1:]:
    with open(path) as f:
        r = json.load(f)
    a, b = r["bots"][0], r["bots"][1]
    print(f"| {a['bot']} vs {b['bot']} | {a['wins']}-{a['losses']}-{a['draws']} | {100 * a['winRate']:.1f}% "
          f"| {100 * a['wilsonLow']:.1f}-{100 * a['wilsonHigh']:.1f}% | {r['meanTurns']:.1f} "
          f"| {r['cappedGames'] + r['failedGames']} "
          f"| {ms(a['decisionMsP50'])} / {ms(a['decisionMsP99'])} ({ms(a['actionMsP50'])} / {ms(a['actionMsP99'])}) "
          f"| {took(r['seconds'])} |")
