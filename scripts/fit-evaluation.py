#!/usr/bin/env python3
# Fits the evaluation's weights to `innovation-cli positions` output: at every position, each seat's chance to win
# is the softmax of the seats' weighted terms (with two seats, the logistic curve of the difference), fitted by
# maximum likelihood with a light L2 penalty, solved by Newton's method. A fifth of the deals is held out to
# compare the fitted weights with the hard and expert weights (which the positions output lists after its
# header), by log loss and by calibration: predicted against observed wins, in bins of the predicted chance.
# Needs numpy (Debian: python3-numpy).
# Usage: build/bin/innovation-cli positions --games 2500 [--players N --cities --large RULE] > positions.txt
#        scripts/fit-evaluation.py positions.txt [--temperature 22]
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("positions")
    parser.add_argument("--temperature", type=float, default=22.0,
                        help="for positions files that do not give the levels' temperatures")
    parser.add_argument("--penalty", type=float, nargs="+", default=[1.0],
                        help="L2 penalties to try; the one with the lowest held-out log loss is kept")
    parser.add_argument("--prior", choices=["zero", "hard", "expert"], default="zero",
                        help="the weights the penalty pulls towards, at their best temperature (with few games: "
                             "expert, the two-seat fit)")
    args = parser.parse_args()
    # The header names the terms; then, per level, the weights it uses now and their temperature.
    current, own_temperature, header = {}, {}, 1
    with open(args.positions) as f:
        names = f.readline().split()[3:]
        for line in f:
            words = line.split()
            if words[0] == "weights":
                current[words[1]] = np.array([float(x) for x in words[2:]])
            elif words[0] == "temperature":
                own_temperature[words[1]] = float(words[2])
            else:
                break
            header += 1
    data = np.loadtxt(args.positions, skiprows=header, ndmin=2)
    deals, y, x = data[:, 0].astype(np.int64), data[:, 2], data[:, 3:]
    _, group = np.unique(deals * 100000 + data[:, 1].astype(np.int64), return_inverse=True)
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
    best = None
    for penalty in args.penalty:
        w = fit(x[~held_out], y[~held_out], train_group, train_groups, penalty, prior)
        loss = log_loss(w, x[held_out], y[held_out], test_group, test_groups)
        if len(args.penalty) > 1:
            print(f"penalty {penalty:g} (towards {args.prior} weights): held-out log loss {loss:.4f}")
        if best is None or loss < best[0]:
            best = (loss, penalty, w)
    _, penalty, w = best
    seats = round(len(y) / (group.max() + 1))
    print(f"{group.max() + 1} positions of {seats} seats from {len(np.unique(deals))} games; "
          f"{test_groups} positions held out (deals divisible by 5)")
    candidates = {f"{label} weights at temperature {own_temperature.get(label, t):g} (as the bots use them)":
                  weights / own_temperature.get(label, t) for label, weights in current.items()}
    candidates.update({f"{label} weights at their best temperature": v for label, v in scaled.items()})
    candidates["fitted weights"] = w
    for label, v in candidates.items():
        loss = log_loss(v, x[held_out], y[held_out], test_group, test_groups)
        print(f"log loss on held-out positions, {label}: {loss:.4f}")
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
