#!/usr/bin/env python3
# Fits the evaluation's weights to `innovation-cli positions` output: a logistic regression of the outcome for the
# seat to act on the terms (that seat's minus its opponent's), with a light L2 penalty, solved by Newton's method.
# A fifth of the deals is held out to compare the fitted weights with the hard and expert weights.
# Needs numpy (Debian: python3-numpy).
# Usage: build/bin/innovation-cli positions --games 2500 > positions.txt
#        scripts/fit-evaluation.py positions.txt [--temperature 22]
import argparse

import numpy as np

HARD = {"achievement": 30, "score": 0.9, "lateScore": 0.35, "eligible": 10, "eligibleMore": 3, "highestTop": 2.5,
        "topSum": 0.5, "colors": 1.0, "splayLeft": 0.4, "splayRight": 1.2, "splayUp": 1.8, "icon": 0.45,
        "handCard": 1.3, "handAge": 0.25, "control": 0.35, "threat": 0.45}
EXPERT = {"achievement": 14.5, "score": 0.95, "lateScore": -0.2, "eligible": 11.6, "eligibleMore": 4.5,
          "highestTop": 2.5, "topSum": 0.8, "colors": 0.53, "splayLeft": 0.18, "splayRight": 1.71, "splayUp": 5.0,
          "icon": -0.08, "handCard": 0.39, "handAge": 0.39, "control": 0.37, "threat": -0.22}


def log_loss(w, x, y):
    p = np.clip(1 / (1 + np.exp(-(x @ w))), 1e-9, 1 - 1e-9)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))


def fit(x, y, penalty):
    w = np.zeros(x.shape[1])
    for _ in range(100):
        p = 1 / (1 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + penalty * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + penalty * np.eye(x.shape[1])
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    return w


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("positions")
    parser.add_argument("--temperature", type=float, default=22.0)
    parser.add_argument("--penalty", type=float, default=1.0)
    args = parser.parse_args()
    with open(args.positions) as f:
        names = f.readline().split()[2:]
    data = np.loadtxt(args.positions, skiprows=1, ndmin=2)
    deals, y, x = data[:, 0], data[:, 1], data[:, 2:]
    held_out = (deals.astype(np.int64) % 5) == 0
    w = fit(x[~held_out], y[~held_out], args.penalty)
    t = args.temperature
    print(f"{len(y)} positions from {len(np.unique(deals))} games; {held_out.sum()} held out")
    for label, weights in (("hard", HARD), ("expert", EXPERT)):
        v = np.array([weights[n] for n in names]) / t
        print(f"log loss on held-out positions, {label} weights: {log_loss(v, x[held_out], y[held_out]):.4f}")
    print(f"log loss on held-out positions, fitted weights: {log_loss(w, x[held_out], y[held_out]):.4f}")
    print(f"fitted weights (at temperature {t:g}):")
    for n, v in zip(names, w * t):
        print(f"  {n:13s} {v:8.2f}")


if __name__ == "__main__":
    main()
