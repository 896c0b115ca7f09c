#!/usr/bin/env python3
# Fits the evaluation's weights to `innovation-cli positions` output: at every position, each seat's chance to win
# is the softmax of the seats' weighted terms (with two seats, the logistic curve of the difference), fitted by
# maximum likelihood with a light L2 penalty, solved by Newton's method. A fifth of the deals is held out to
# compare the fitted weights with the hard and expert weights (which the positions output lists after its
# header), by log loss and by calibration: predicted against observed wins, in bins of the predicted chance.
# With --table-terms GROUP... (three to five seats), groups of terms that only a larger table has, computed here from
# all the seats' terms at the position, are tried one group at a time, each in two ways: refitted with every other
# weight (the same penalty for all), and added on top of the expert's weights at their best temperature (only the
# group's weights and one common scale fitted). The groups: earlier (the seat's lead in achievements, one or two
# achievements from winning, a win in reach now, its lead in value), margin (its lead over the best other seat in
# value, and its gap to the leader), threat (the seat or another one achievement from winning, or able to win by what
# it could claim now), race (achievements in reach that no other seat could claim now, and contested ones).
# Needs numpy (Debian: python3-numpy).
# Usage: build/bin/innovation-cli positions --games 2500 [--players N --cities --large RULE] > positions.txt
#        scripts/fit-evaluation.py positions.txt [more files of the same table] [--temperature 22]
#            [--table-terms [earlier margin threat race]]
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


def lead_over_best_other(v):
    """Each seat's value minus the best other seat's, per position (v: positions x seats)."""
    out = np.empty_like(v)
    for s in range(v.shape[1]):
        out[:, s] = v[:, s] - np.delete(v, s, axis=1).max(axis=1)
    return out


def any_other(flag):
    """1 where some seat other than this one has the flag, per position (flag: positions x seats of 0/1)."""
    count = flag.sum(axis=1, keepdims=True)
    return (count - flag > 0).astype(float)


# The candidate terms of a larger table, in groups that are fitted one group at a time (--each): from the terms of
# all the seats at a position. `need` is the achievements a seat needs to win there, `value` each seat's value with
# the hand-set weights.
def earlier_terms(column, need, value):
    """Issue 48's first try: the seat's lead in achievements, one or two to win, a win in reach, its lead in value."""
    ach, in_reach = column["achievement"], column["eligible"] + column["eligibleMore"]
    to_go = need - ach
    return {"achLead": lead_over_best_other(ach), "oneToWin": (to_go == 1).astype(float),
            "twoToWin": (to_go == 2).astype(float), "winNow": (in_reach >= to_go).astype(float),
            "valueLead": np.maximum(lead_over_best_other(value), 0) / 10}


def margin_terms(column, need, value):
    """The leader's margin: how far the seat leads the best other seat in value, and how far it trails the leader
    (over ten points, each side apart, so that a lead may count otherwise than a gap)."""
    lead = lead_over_best_other(value) / 10
    return {"valueLead": np.maximum(lead, 0), "valueGap": np.maximum(-lead, 0)}


def threat_terms(column, need, value):
    """Who threatens to win next: the seat, or some other seat, one achievement from winning, or able to win by
    the achievements it could claim now."""
    to_go = need - column["achievement"]
    one = (to_go == 1).astype(float)
    now = (column["eligible"] + column["eligibleMore"] >= to_go).astype(float)
    return {"oneToWin": one, "winNow": now, "otherOneToWin": any_other(one), "otherWinNow": any_other(now)}


def race_terms(column, need, value):
    """The race for the achievements: an achievement the seat could claim now that no other seat could (its own),
    or that another seat could claim too (contested)."""
    in_reach = column["eligible"] + column["eligibleMore"]
    others = any_other((in_reach > 0).astype(float))
    return {"reachAlone": in_reach * (1 - others), "reachContested": in_reach * others}


TERM_GROUPS = {"earlier": earlier_terms, "margin": margin_terms, "threat": threat_terms, "race": race_terms}


def table_terms(group_name, names, x, seats, need, hard):
    """The group's terms of every seat, from the terms of all the seats at each position (rows come in blocks of
    `seats`, one block per position; `need` per row)."""
    blocks = x.reshape(-1, seats, x.shape[1])
    column = {n: blocks[:, :, i] for i, n in enumerate(names)}
    terms = TERM_GROUPS[group_name](column, need.reshape(-1, seats), blocks @ hard)
    return list(terms), np.stack(list(terms.values()), axis=2).reshape(-1, len(terms))


def achievements_to_win(key):
    """As the rules count them (core/rules.cpp): 8 less the seats plus the expansions in play, at least 3."""
    words = key.split()
    seats = int(words[words.index("players") + 1])
    sets = words[words.index("sets") + 1:words.index("options")]
    expansions = 0 if sets == ["base"] else len(sets)
    return max(3, 8 - seats + expansions)


def read_positions(path):
    """(names, weights per level, temperature per level, rows, need per row) of one positions file; a game left out
    (it looped or failed) or cut off at the end of the file is dropped."""
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
        closed, dropped = set(), set()
        for line in f:
            if line.startswith("# game "):
                words = line.split()
                (closed if len(words) == 3 else dropped).add(int(words[2]))
    rows = np.loadtxt(path, skiprows=header, ndmin=2)
    deals = rows[:, 0].astype(np.int64)
    if closed or dropped:  # a journal: keep the closed games only
        rows = rows[np.isin(deals, list(closed))]
    need = np.full(len(rows), achievements_to_win(key) if key else 0)
    return names, current, own_temperature, key, rows, need


def brier(v, x, y, group, groups):
    """The Brier score per seat and position."""
    return np.mean((probabilities(v, x, group, groups) - y) ** 2)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("positions", nargs="+", help="files of one table, or of one table size (the same header)")
    parser.add_argument("--table-terms", nargs="*", choices=list(TERM_GROUPS), default=None,
                        help="groups of terms of a larger table (three to five seats), each fitted with the existing "
                             "terms as a candidate of its own (no group named: earlier)")
    parser.add_argument("--temperature", type=float, default=22.0,
                        help="for positions files that do not give the levels' temperatures")
    parser.add_argument("--penalty", type=float, nargs="+", default=[1.0],
                        help="L2 penalties to try; the one with the lowest held-out log loss is kept")
    parser.add_argument("--prior", choices=["zero", "hard", "expert"], default="zero",
                        help="the weights the penalty pulls towards, at their best temperature (with few games: "
                             "expert, the two-seat fit)")
    args = parser.parse_args()
    groups_asked = [] if args.table_terms is None else (args.table_terms or ["earlier"])
    # The header names the terms; then, per level, the weights it uses now and their temperature.
    heads, parts, needs, keys = set(), [], [], []
    for path in args.positions:
        names, current, own_temperature, key, rows, need = read_positions(path)
        heads.add((tuple(names), str(current), str(own_temperature)))
        parts.append(rows)
        needs.append(need)
        keys.append(key)
    if len(heads) > 1:
        parser.error("the files give different terms or weights: fit one table at a time")
    data, need = np.concatenate(parts), np.concatenate(needs)
    deals, y, x = data[:, 0].astype(np.int64), data[:, 2], data[:, 3:]
    _, group = np.unique(deals * 100000 + data[:, 1].astype(np.int64), return_inverse=True)
    seats = round(len(y) / (group.max() + 1))
    base_width = x.shape[1]
    group_columns = {}
    for name in groups_asked:
        if not all(keys):
            parser.error("--table-terms needs the '# positions' line of a newer positions file")
        extra_names, extra = table_terms(name, names[:base_width], x[:, :base_width], seats, need, current["hard"])
        group_columns[name] = np.arange(x.shape[1], x.shape[1] + len(extra_names))
        x = np.hstack([x, extra])
        names = names + extra_names
    current = {label: np.concatenate([w, np.zeros(x.shape[1] - base_width)]) for label, w in current.items()}
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

    base_columns = np.arange(base_width)
    print(f"{group.max() + 1} positions of {seats} seats from {len(np.unique(deals))} games; "
          f"{test_groups} positions held out (deals divisible by 5)")
    candidates = {f"{label} weights at temperature {own_temperature.get(label, t):g} (as the bots use them)":
                  weights / own_temperature.get(label, t) for label, weights in current.items()}
    candidates.update({f"{label} weights at their best temperature": v for label, v in scaled.items()})
    refit, penalty = fitted(base_columns)
    candidates["fitted weights"] = refit
    fits = {"fitted weights": (refit, penalty)}
    for name, columns in group_columns.items():
        label = f"fitted weights with the {name} terms"
        fits[label] = fitted(np.concatenate([base_columns, columns]))
        candidates[label] = fits[label][0]
    # Each group on top of the weights the expert plays with, at their best temperature: only the group's weights
    # and one common scale are fitted, so a group is not held back by the penalty that keeps the other weights near
    # the prior.
    played = scaled["expert"].copy()
    played[base_width:] = 0
    on_top = {}
    for name, columns in group_columns.items():
        z = np.hstack([(x @ played)[:, None], x[:, columns]])
        zt = z[~held_out]
        start = np.concatenate([[1.0], np.zeros(len(columns))])
        best = None
        for penalty in (0.1, 1, 10, 100):
            v = fit(zt[~check], yt[~check], fit_group, fit_group.max() + 1, penalty, start)
            loss = log_loss(v, zt[check], yt[check], check_group, check_group.max() + 1)
            if best is None or loss < best[0]:
                best = (loss, penalty)
        v = fit(zt, yt, train_group, train_groups, best[1], start)
        w = played * v[0]
        w[columns] = v[1:]
        label = f"expert weights at their best temperature with the {name} terms"
        candidates[label] = w
        on_top[label] = (w, best[1])
    losses = {}
    for label, v in candidates.items():
        losses[label] = position_losses(v, x[held_out], y[held_out], test_group, test_groups)
        score = brier(v, x[held_out], y[held_out], test_group, test_groups)
        print(f"held-out positions, {label}: log loss {losses[label].mean():.4f}, Brier {score:.4f}")
    # Models against each other, deal by deal: the held-out games are the units that vary.
    test_deals = np.zeros(test_groups, dtype=np.int64)
    test_deals[test_group] = deals[held_out]
    _, by_deal = np.unique(test_deals, return_inverse=True)

    def compare(label, against):
        per_deal = np.bincount(by_deal, losses[label] - losses[against])
        spread = per_deal.std(ddof=1) * np.sqrt(len(per_deal)) / test_groups
        print(f"  {label} minus {against}: {(losses[label] - losses[against]).mean():+.4f} "
              f"(standard error over {len(per_deal)} held-out games {spread:.4f})")

    as_played = next(label for label in candidates if label.startswith("expert") and "as the bots" in label)
    for label in candidates:
        if label != as_played:
            compare(label, as_played)
    for label in fits:
        if label != "fitted weights":
            compare(label, "fitted weights")
    for label in on_top:
        compare(label, "expert weights at their best temperature")
    print(f"log loss of a uniform guess (1/{seats} each): {np.log(seats):.4f}")
    for label, v in candidates.items():
        print(f"calibration on held-out positions, {label} (bin, seats, predicted, observed):")
        p = probabilities(v, x[held_out], test_group, test_groups)
        print("\n".join(calibration(p, y[held_out])))
    for label, (w, penalty) in {**fits, **on_top}.items():
        print(f"{label} (penalty {penalty:g} towards {args.prior} weights, at temperature {out_t:g}):")
        for n, v in zip(names, w * out_t):
            if v != 0 or n in names[:base_width]:
                print(f"  {n:13s} {v:8.2f}")


if __name__ == "__main__":
    main()
