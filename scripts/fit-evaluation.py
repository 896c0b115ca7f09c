#!/usr/bin/env python3
# Fits the evaluation's weights to `innovation-cli positions` output: at every position, each seat's chance to win
# is the softmax of the seats' weighted terms (with two seats, the logistic curve of the difference), fitted by
# maximum likelihood with a light L2 penalty, solved by Newton's method. A fifth of the deals is held out to
# compare the fitted weights with the hard and expert weights (which the positions output lists after its
# header), by log loss and by calibration: predicted against observed wins, in bins of the predicted chance.
# With --table-terms (three to five seats), terms that only a larger table has are added to every seat's terms and
# fitted with them: the seat's lead in achievements over the best other seat, whether it is one or two achievements
# from winning, whether the achievements it could claim now would win, and its lead in value (hand-set weights) over
# the best other seat when it leads. They are computed here from all the seats' terms at the position.
# Needs numpy (Debian: python3-numpy).
# Usage: build/bin/innovation-cli positions --games 2500 [--players N --cities --large RULE] > positions.txt
#        scripts/fit-evaluation.py positions.txt [more files of the same table] [--temperature 22] [--table-terms]
import argparse

import numpy as np


def probabilities(w, x, group, groups):
    u = x @ w
    top = np.full(groups, -np.inf)
    np.maximum.at(top, group, u)
    e = np.exp(u - top[group])
    return e / np.bincount(group, e, minlength=groups)[group]


def log_loss(w, x, y, group, groups):
    p = np.clip(probabilities(w, x, group, groups), 1e-9, 1)
    return -np.sum(y * np.log(p)) / groups


def position_losses(w, x, y, group, groups):
    """The log loss of each position."""
    p = np.clip(probabilities(w, x, group, groups), 1e-9, 1)
    return np.bincount(group, -y * np.log(p), minlength=groups)


def fit(x, y, group, groups, penalty, prior):
    w = prior.copy()
    for _ in range(100):
        p = probabilities(w, x, group, groups)
        gradient = x.T @ (p - y) + penalty * (w - prior)
        px = x * p[:, None]
        mean = np.zeros((groups, x.shape[1]))
        np.add.at(mean, group, px)
        hessian = px.T @ x - mean.T @ mean + penalty * np.eye(x.shape[1])
        step = np.linalg.lstsq(hessian, gradient, rcond=None)[0]
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    return w


def best_temperature(weights, x, y, group, groups):
    grid = np.geomspace(10, 300, 60)
    losses = [log_loss(weights / t, x, y, group, groups) for t in grid]
    return grid[int(np.argmin(losses))]


def calibration(p, y):
    lines = []
    edges = np.linspace(0, 1, 11)
    for lo, hi in zip(edges[:-1], edges[1:]):
        inside = (p >= lo) & ((p < hi) | (hi == 1))
        if inside.sum() == 0:
            continue
        lines.append(f"    {lo:.1f}-{hi:.1f}  {inside.sum():7d}  predicted {p[inside].mean():.3f}  observed {y[inside].mean():.3f}")
    return lines


TABLE_TERMS = ["achLead", "oneToWin", "twoToWin", "winNow", "valueLead"]


def table_terms(names, x, seats, need, hard):
    """The larger table's terms of every seat, from the terms of all the seats at each position (rows come in blocks
    of `seats`, one block per position)."""
    blocks = x.reshape(-1, seats, x.shape[1])
    column = {n: blocks[:, :, i] for i, n in enumerate(names)}

    def lead_over_best_other(v):
        out = np.empty_like(v)
        for s in range(seats):
            out[:, s] = v[:, s] - np.delete(v, s, axis=1).max(axis=1)
        return out

    ach = column["achievement"]
    to_go = need - ach
    in_reach = column["eligible"] + column["eligibleMore"]
    value = blocks @ hard
    extra = np.stack([lead_over_best_other(ach), (to_go == 1).astype(float), (to_go == 2).astype(float),
                      (in_reach >= to_go).astype(float), np.maximum(lead_over_best_other(value), 0) / 10], axis=2)
    return extra.reshape(-1, len(TABLE_TERMS))


def achievements_to_win(key):
    """As the rules count them (core/rules.cpp): 8 less the seats plus the expansions in play, at least 3."""
    words = key.split()
    seats = int(words[words.index("players") + 1])
    sets = words[words.index("sets") + 1:words.index("options")]
    expansions = 0 if sets == ["base"] else len(sets)
    return max(3, 8 - seats + expansions)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("positions", nargs="+", help="files of one table (the same header)")
    parser.add_argument("--table-terms", action="store_true",
                        help="add the terms of a larger table (three to five seats) to the fit")
    parser.add_argument("--temperature", type=float, default=22.0,
                        help="for positions files that do not give the levels' temperatures")
    parser.add_argument("--penalty", type=float, nargs="+", default=[1.0],
                        help="L2 penalties to try; the one with the lowest held-out log loss is kept")
    parser.add_argument("--prior", choices=["zero", "hard", "expert"], default="zero",
                        help="the weights the penalty pulls towards, at their best temperature (with few games: "
                             "expert, the two-seat fit)")
    args = parser.parse_args()
    # The header names the terms; then, per level, the weights it uses now and their temperature.
    # Later lines starting with # (the table, the end of each game) are skipped.
    heads, parts = set(), []
    for path in args.positions:
        current, own_temperature, header, key = {}, {}, 1, ""
        with open(path) as f:
            names = f.readline().split()[3:]
            for line in f:
                words = line.split()
                if words[0] == "weights":
                    current[words[1]] = np.array([float(x) for x in words[2:]])
                elif words[0] == "temperature":
                    own_temperature[words[1]] = float(words[2])
                else:
                    key = line if words[0] == "#" else ""
                    break
                header += 1
        heads.add((tuple(names), str(current), str(own_temperature)))
        parts.append(np.loadtxt(path, skiprows=header, ndmin=2))
    if len(heads) > 1:
        parser.error("the files give different terms or weights: fit one table at a time")
    data = np.concatenate(parts)
    deals, y, x = data[:, 0].astype(np.int64), data[:, 2], data[:, 3:]
    _, group = np.unique(deals * 100000 + data[:, 1].astype(np.int64), return_inverse=True)
    seats = round(len(y) / (group.max() + 1))
    if args.table_terms:
        if not key:
            parser.error("--table-terms needs the '# positions' line of a newer positions file")
        x = np.hstack([x, table_terms(names, x, seats, achievements_to_win(key), current["hard"])])
        names = names + TABLE_TERMS
        current = {label: np.concatenate([w, np.zeros(len(TABLE_TERMS))]) for label, w in current.items()}
    held_out = (deals % 5) == 0
    _, train_group = np.unique(group[~held_out], return_inverse=True)
    _, test_group = np.unique(group[held_out], return_inverse=True)
    train_groups, test_groups = train_group.max() + 1, test_group.max() + 1
    t = args.temperature
    # Each level's weights at the temperature that suits these positions best (fitted on the training deals).
    scaled, temperatures = {}, {}
    for label, weights in current.items():
        temperatures[label] = best_temperature(weights, x[~held_out], y[~held_out], train_group, train_groups)
        scaled[label] = weights / temperatures[label]
        print(f"{label} weights: best temperature {temperatures[label]:.0f}")
    prior = np.zeros(x.shape[1]) if args.prior == "zero" else scaled[args.prior]
    out_t = round(temperatures[args.prior]) if args.prior != "zero" else t  # the fitted weights in the prior's units
    # The penalty is chosen on the training deals alone (those that leave 1 divided by 5 are its check), so that
    # the held-out deals judge the fit and nothing else.
    train_deals = deals[~held_out]
    check = (train_deals % 5) == 1
    _, fit_group = np.unique(train_group[~check], return_inverse=True)
    _, check_group = np.unique(train_group[check], return_inverse=True)
    xt, yt = x[~held_out], y[~held_out]

    def fitted(columns):
        best = None
        for penalty in args.penalty:
            w = fit(xt[~check][:, columns], yt[~check], fit_group, fit_group.max() + 1, penalty, prior[columns])
            loss = log_loss(w, xt[check][:, columns], yt[check], check_group, check_group.max() + 1)
            if len(args.penalty) > 1:
                print(f"{len(columns)} terms, penalty {penalty:g} (towards {args.prior} weights): "
                      f"log loss on the training deals' check fifth {loss:.4f}")
            if best is None or loss < best[0]:
                best = (loss, penalty)
        w = np.zeros(x.shape[1])
        w[columns] = fit(xt[:, columns], yt, train_group, train_groups, best[1], prior[columns])
        return w, best[1]

    base_columns = np.arange(x.shape[1] - (len(TABLE_TERMS) if args.table_terms else 0))
    print(f"{group.max() + 1} positions of {seats} seats from {len(np.unique(deals))} games; "
          f"{test_groups} positions held out (deals divisible by 5)")
    candidates = {f"{label} weights at temperature {own_temperature.get(label, t):g} (as the bots use them)":
                  weights / own_temperature.get(label, t) for label, weights in current.items()}
    candidates.update({f"{label} weights at their best temperature": v for label, v in scaled.items()})
    w, penalty = fitted(base_columns)
    candidates["fitted weights"] = w
    if args.table_terms:
        w, penalty = fitted(np.arange(x.shape[1]))
        candidates["fitted weights with the table terms"] = w
    losses = {}
    for label, v in candidates.items():
        losses[label] = position_losses(v, x[held_out], y[held_out], test_group, test_groups)
        print(f"log loss on held-out positions, {label}: {losses[label].mean():.4f}")
    # Each model against the last one, deal by deal: the held-out games are the units that vary.
    last = list(candidates)[-1]
    test_deals = np.zeros(test_groups, dtype=np.int64)
    test_deals[test_group] = deals[held_out]
    _, by_deal = np.unique(test_deals, return_inverse=True)
    for label in candidates:
        if label == last:
            continue
        per_deal = np.bincount(by_deal, losses[label] - losses[last])
        spread = per_deal.std(ddof=1) * np.sqrt(len(per_deal)) / test_groups
        print(f"  {label} minus {last}: {(losses[label] - losses[last]).mean():+.4f} "
              f"(standard error over {len(per_deal)} held-out games {spread:.4f})")
    print(f"log loss of a uniform guess (1/{seats} each): {np.log(seats):.4f}")
    for label, v in candidates.items():
        print(f"calibration on held-out positions, {label} (bin, seats, predicted, observed):")
        p = probabilities(v, x[held_out], test_group, test_groups)
        print("\n".join(calibration(p, y[held_out])))
    print(f"fitted weights (penalty {penalty:g} towards {args.prior} weights, at temperature {out_t:g}):")
    for n, v in zip(names, w * out_t):
        print(f"  {n:13s} {v:8.2f}")


if __name__ == "__main__":
    main()
