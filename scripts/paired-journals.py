#!/usr/bin/env python3
"""Compares two `innovation-cli tournament --journal` files played on the same deals (the same --bots, --seed and
table options, two builds or two settings of one): each one's tally for the first bot, and, over the games both
have played, how many each won alone with an exact two-sided McNemar test on those discordant games.
A draw shared by the first bot counts half in the tally and as not won in the pairing.

Usage: scripts/paired-journals.py CONTROL.jsonl CANDIDATE.jsonl"""
import json
import math
import sys


def read(path):
    with open(path) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    key = lines[0].get("tournament")
    if key is None:
        sys.exit(f"{path}: not a tournament journal (no key line)")
    games = [g for g in lines[1:] if "game" in g]
    return key, {g["game"]: first_bot_result(g) for g in games}, {g["game"]: g["digest"] for g in games}


def first_bot_result(g):
    """1 won alone, 0.5 shared a win, 0 lost (the first bot of --bots sits at botAt.index(0))."""
    seat = g["botAt"].index(0)
    winners = g["winners"]
    if not winners >> seat & 1:
        return 0.0
    return 1.0 if bin(winners).count("1") == 1 else 0.5


def wilson(points, n, z=1.96):
    if n == 0:
        return 0.0, 0.0
    p = points / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n)


def mcnemar_exact(b, c):
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def tally(name, results, players):
    results = list(results.values())
    n = len(results)
    won = sum(1 for r in results if r == 1.0)
    shared = sum(1 for r in results if r == 0.5)
    points = sum(results)
    low, high = wilson(points, n)
    print(f"{name}: {n} games, {won}-{n - won - shared}-{shared} ({100 * points / max(n, 1):.1f}%, "
          f"Wilson {100 * low:.1f}-{100 * high:.1f}%, par {100 / players:.1f}%)")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    key_a, a, digests_a = read(sys.argv[1])
    key_b, b, digests_b = read(sys.argv[2])
    if key_a != key_b:
        print(f"warning: the journals' keys differ:\n  {key_a}\n  {key_b}")
    players = len(key_a["bots"].split(","))
    tally("control  ", a, players)
    tally("candidate", b, players)
    both = sorted(set(a) & set(b))
    wins_a = sum(1 for k in both if a[k] == 1.0)
    wins_b = sum(1 for k in both if b[k] == 1.0)
    only_a = sum(1 for k in both if a[k] == 1.0 and b[k] != 1.0)
    only_b = sum(1 for k in both if b[k] == 1.0 and a[k] != 1.0)
    same = sum(1 for k in both if digests_a[k] == digests_b[k])
    print(f"paired: {len(both)} games, won {wins_a} as control / {wins_b} as candidate; "
          f"only control {only_a}, only candidate {only_b}; played identically {same}; "
          f"exact McNemar p = {mcnemar_exact(only_a, only_b):.2f}")


if __name__ == "__main__":
    main()
