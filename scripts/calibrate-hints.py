#!/usr/bin/env python3
# How well the Expert's win chances (the hints show them) match who went on to win, per table, on held-out deals;
# and a calibration per table size fitted on the other deals: Platt scaling, chance' = 1 / (1 + exp(-(a logit(chance)
# + b))), which keeps the order of the chances. Reads `innovation-cli positions` files (scripts/generate-positions.sh)
# and values every seat at every position with the expert's weights and temperature that the file's header gives,
# as the hints do (a softmax over the seats; with two seats the logistic curve of the difference, the same thing).
# Deals divisible by 5 are held out, as in scripts/fit-evaluation.py: a game is never split between the two sides.
# Pure Python (no numpy), a few seconds a table.
#   scripts/calibrate-hints.py FILE... [--by seats|rule] [--sample FILE [--sample-every N]]
# --by rule fits five seats under parley and under distant apart; --sample writes every N-th position of every
# held-out game, each seat's chance and outcome (tests/hint_calibration/held_out_positions.txt).
import argparse
import math
from collections import defaultdict


def read_table(path):
    """(key, positions): key = (seats, rule, sets); positions = [(deal, [chance of each seat], [outcome of each])]."""
    weights, temperature, key = None, None, None
    rows, pending = defaultdict(list), defaultdict(list)  # pending: the game being read, kept once it is closed
    with open(path) as f:
        f.readline()
        for line in f:
            words = line.split()
            if not words:
                continue
            if words[0] == "weights" and words[1] == "expert":
                weights = [float(x) for x in words[2:]]
            elif words[0] == "temperature" and words[1] == "expert":
                temperature = float(words[2])
            elif words[0] == "#":
                if words[1] == "game":  # a game closed; one that was left out, or cut off at the end, is not kept
                    if len(words) == 3:
                        rows.update(pending)
                    pending.clear()
                elif words[1] == "positions":
                    seats = int(words[words.index("players") + 1])
                    rule = words[words.index("large") + 1]
                    sets = " ".join(words[words.index("sets") + 1:words.index("options")])
                    key = (seats, rule, sets)
            elif words[0] not in ("weights", "temperature"):
                deal, position, outcome = int(words[0]), int(words[1]), float(words[2])
                value = sum(w * float(t) for w, t in zip(weights, words[3:]))
                pending[(deal, position)].append((value, outcome))
    positions = []
    for (deal, _), seats in sorted(rows.items()):
        top = max(v for v, _ in seats)
        e = [math.exp((v - top) / temperature) for v, _ in seats]
        total = sum(e)
        positions.append((deal, [x / total for x in e], [y for _, y in seats]))
    return key, positions


def logit(p):
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def platt(a, b, p):
    return 1 / (1 + math.exp(-(a * logit(p) + b)))


def fit_platt(pairs):
    """a, b minimising the cross-entropy of (chance, outcome) pairs (Newton's method; outcomes may be shares)."""
    a, b = 1.0, 0.0
    xs = [(logit(p), y) for p, y in pairs]
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in xs:
            q = 1 / (1 + math.exp(-(a * x + b)))
            d, h = q - y, q * (1 - q)
            ga += d * x
            gb += d
            haa += h * x * x
            hab += h * x
            hbb += h
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if max(abs(da), abs(db)) < 1e-10:
            break
    return a, b


def pairs_of(positions):
    return [(p, y) for _, ps, ys in positions for p, y in zip(ps, ys)]


def brier(pairs, f=lambda p: p):
    return sum((f(p) - y) ** 2 for p, y in pairs) / len(pairs)


def log_loss(pairs, f=lambda p: p):
    total = 0.0
    for p, y in pairs:
        q = min(max(f(p), 1e-9), 1 - 1e-9)
        total -= y * math.log(q) + (1 - y) * math.log(1 - q)
    return total / len(pairs)


def by_deal_error(positions, f, g):
    """The mean of f's squared error minus g's over the seat-positions, and its standard error with the held-out
    games as the units (a game's positions are not independent)."""
    per_deal = defaultdict(lambda: [0.0, 0])
    for deal, ps, ys in positions:
        for p, y in zip(ps, ys):
            cell = per_deal[deal]
            cell[0] += (f(p) - y) ** 2 - (g(p) - y) ** 2
            cell[1] += 1
    n = sum(c[1] for c in per_deal.values())
    mean = sum(c[0] for c in per_deal.values()) / n
    k = len(per_deal)
    resid = [c[0] - mean * c[1] for c in per_deal.values()]
    se = math.sqrt(k / (k - 1) * sum(r * r for r in resid)) / n
    return mean, se


def bins(pairs, f=lambda p: p):
    cells = defaultdict(lambda: [0, 0.0, 0.0])
    for p, y in pairs:
        q = f(p)
        c = cells[min(int(q * 10), 9)]
        c[0] += 1
        c[1] += q
        c[2] += y
    return [(k / 10, c[0], c[1] / c[0], c[2] / c[0]) for k, c in sorted(cells.items())]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--by", choices=["seats", "rule"], default="seats",
                        help="one calibration per table size, or five seats' two rules apart")
    parser.add_argument("--sample", help="write held-out positions of every file here")
    parser.add_argument("--sample-every", type=int, default=8)
    args = parser.parse_args()
    tables = [read_table(path) + (path,) for path in args.files]
    group_of = (lambda key: (key[0],)) if args.by == "seats" else (lambda key: (key[0], key[1]))
    training, fit_part, check_part = defaultdict(list), defaultdict(list), defaultdict(list)
    for key, positions, _ in tables:
        g = group_of(key)
        training[g] += pairs_of([x for x in positions if x[0] % 5 != 0])
        fit_part[g] += pairs_of([x for x in positions if x[0] % 5 > 1])
        check_part[g] += pairs_of([x for x in positions if x[0] % 5 == 1])
    # Whether a table size gets a map at all is decided on the training deals alone: fitted on three fifths of the
    # deals, it must lower the Brier score on the fourth (deal % 5 == 1); the held-out fifth judges the result.
    maps = {}
    print("Platt scaling per table, fitted on the training deals (deal % 5 != 0): chance' = sigmoid(a logit + b)")
    for g, pairs in sorted(training.items()):
        a, b = fit_platt(fit_part[g])
        check_raw, check_cal = brier(check_part[g]), brier(check_part[g], lambda p: platt(a, b, p))
        keep = check_cal < check_raw
        maps[g] = fit_platt(pairs) if keep else (1.0, 0.0)
        print(f"  {g}: check fifth Brier raw {check_raw:.4f}, calibrated {check_cal:.4f}: "
              f"{'kept' if keep else 'not kept'}; a {maps[g][0]:.4f}  b {maps[g][1]:.4f}  ({len(pairs)} seat-positions)")
    print()
    print("held out (deal % 5 == 0): table | games | seat-positions | Brier raw / calibrated / par | log loss raw / "
          "calibrated / par | calibrated minus raw Brier (s.e. over games)")
    for key, positions, path in tables:
        held = [x for x in positions if x[0] % 5 == 0]
        pairs = pairs_of(held)
        a, b = maps[group_of(key)]
        cal = lambda p, a=a, b=b: platt(a, b, p)
        par = lambda p, n=key[0]: 1 / n
        diff, se = by_deal_error(held, cal, lambda p: p)
        games = len({d for d, _, _ in held})
        print(f"{path.split('/')[-1]:24s} {games:3d} {len(pairs):6d} | {brier(pairs):.4f} / {brier(pairs, cal):.4f} / "
              f"{brier(pairs, par):.4f} | {log_loss(pairs):.4f} / {log_loss(pairs, cal):.4f} / "
              f"{log_loss(pairs, par):.4f} | {diff:+.4f} ({se:.4f})")
        print("   bins (from, seat-positions, predicted, observed) raw:       " +
              "  ".join(f"{lo:.1f}:{n} {p:.2f}/{y:.2f}" for lo, n, p, y in bins(pairs)))
        print("   bins (from, seat-positions, predicted, observed) calibrated: " +
              "  ".join(f"{lo:.1f}:{n} {p:.2f}/{y:.2f}" for lo, n, p, y in bins(pairs, cal)))
    print("held out, each table size's tables together: Brier raw / calibrated / par | calibrated minus raw (s.e.)")
    for g in maps:
        held = [x for key, positions, _ in tables if group_of(key) == g for x in positions if x[0] % 5 == 0]
        pairs = pairs_of(held)
        cal = lambda p, a=maps[g][0], b=maps[g][1]: platt(a, b, p)
        diff, se = by_deal_error(held, cal, lambda p: p)
        print(f"  {g}: {brier(pairs):.4f} / {brier(pairs, cal):.4f} / "
              f"{sum((1 / g[0] - y) ** 2 for _, y in pairs) / len(pairs):.4f} | {diff:+.4f} ({se:.4f})")
    if args.sample:
        with open(args.sample, "w") as out:
            out.write(f"# Held-out positions (deals divisible by 5) of scripts/generate-positions.sh's tables, every "
                      f"{args.sample_every}th position of each game:\n# one line per seat, the Expert's win chance as "
                      f"it stands and the seat's share of the victory. Made by scripts/calibrate-hints.py --sample.\n")
            for key, positions, path in tables:
                out.write(f"table {key[0]} {key[1]} {key[2].replace(' ', '+')}\n")
                index = defaultdict(int)
                for deal, ps, ys in positions:
                    index[deal] += 1
                    if deal % 5 == 0 and (index[deal] - 1) % args.sample_every == 0:
                        out.write("".join(f"{p:.4f} {y:g}\n" for p, y in zip(ps, ys)))

if __name__ == "__main__":
    main()
