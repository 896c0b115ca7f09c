#!/usr/bin/env python3
# Prints a README ladder table row from `innovation-cli tournament --json` output files: the two-seat ladder's
# columns for two bots, the multi-seat ladder's (one bot against the others, its par share, processor time per
# decision) for three to five.
# Usage: scripts/ladder-row.py RESULT.json [...]
import json
import sys


def ms(x):
    return f"{x:.2f}" if x < 10 else f"{x:.0f}"


def took(r):
    # A run resumed from a journal timed only the games it played itself.
    resumed = r.get("resumedGames", 0)
    return duration(r["seconds"]) + (f" (and {resumed} games of an earlier run)" if resumed else "")


def duration(seconds):
    if seconds < 60:
        return f"{seconds:.1f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def two_seat_row(r):
    a, b = r["bots"][0], r["bots"][1]
    return (f"| {a['bot']} vs {b['bot']} | {a['wins']}-{a['losses']}-{a['draws']} | {100 * a['winRate']:.1f}% "
            f"| {100 * a['wilsonLow']:.1f}-{100 * a['wilsonHigh']:.1f}% | {r['meanTurns']:.1f} "
            f"| {r['cappedGames'] + r['failedGames']} "
            f"| {ms(a['decisionMsP50'])} / {ms(a['decisionMsP99'])} ({ms(a['actionMsP50'])} / {ms(a['actionMsP99'])}) "
            f"| {took(r)} |")


def multi_seat_row(r):
    a, b = r["bots"][0], r["bots"][1]
    seats = len(r["bots"])
    rule = r.get("large", "none")
    # "expansions" names the sets in play ("Cities Echoes"); results from before Echoes said "cities": true.
    sets = r["expansions"].split() if "expansions" in r else (["Cities"] if r.get("cities") else [])
    table = f"{seats}" + ("" if rule == "none" else f", {rule}") + "".join(f", {name}" for name in sets)
    par = 1 / seats
    verdict = "yes" if a["winRate"] >= 1.5 * par and a["wilsonLow"] > par else "no"
    cpu = f"{ms(a['cpuMsP50'])} / {ms(a['cpuMsP99'])}" if "cpuMsP50" in a else "-"
    if "actionCpuMsP50" in a:
        cpu += f" ({ms(a['actionCpuMsP50'])} / {ms(a['actionCpuMsP99'])})"
    return (f"| {table} | {a['bot']} vs {seats - 1} {b['bot']} | {r['games']} | {a['wins']}-{a['losses']}-{a['draws']} "
            f"| {100 * a['winRate']:.1f}% | {100 * a['wilsonLow']:.1f}-{100 * a['wilsonHigh']:.1f}% "
            f"| {100 * par:.1f}% | {verdict} | {r['meanTurns']:.1f} | {r['cappedGames'] + r['failedGames']} "
            f"| {cpu} | {took(r)} |")


for path in sys.argv[1:]:
    with open(path) as f:
        r = json.load(f)
    print(two_seat_row(r) if len(r["bots"]) == 2 else multi_seat_row(r))
