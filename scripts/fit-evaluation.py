#!/usr/bin/env python3
# Fits the evaluation's weights to `innovation-cli positions` output: a logistic regression of the outcome for the
# seat to act on the terms (that seat's minus its opponent's), with a light L2 penalty, solved by Newton's method.
# A fifth of the deals is held out to compare the fitted weights with the hard and expert weights (which the
# positions output lists after its header).
# Needs numpy (Debian: python3-numpy).
# Usage: build/bin/innovation-cli positions --games 2500 > positions.txt
#        scripts/fit-evaluation.py positions.txt [--temperature 22]
import argparse

import numpy as np

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
    # The header names the terms; then one line per level with the weights it uses now.
    with open(args.positions) as f:
        names = f.readline().split()[2:]
        current = {}
        for _ in range(2):
            words = f.readline().split()
            current[words[1]] = np.array([float(x) for x in words[2:]])
    data = np.loadtxt(args.positions, skiprows=3, ndmin=2)
    deals, y, x = data[:, 0], data[:, 1], data[:, 2:]
    held_out = (deals.astype(np.int64) % 5) == 0
    w = fit(x[~held_out], y[~held_out], args.penalty)
    t = args.temperature
    print(f"{len(y)} positions from {len(np.unique(deals))} games; {held_out.sum()} held out")
    for label, weights in current.items():
        v = weights / t
        print(f"log loss on held-out positions, {label} weights: {log_loss(v, x[held_out], y[held_out]):.4f}")
    print(f"log loss on held-out positions, fitted weights: {log_loss(w, x[held_out], y[held_out]):.4f}")
    print(f"fitted weights (at temperature {t:g}):")
    for n, v in zip(names, w * t):
        print(f"  {n:13s} {v:8.2f}")


if __name__ == "__main__":
    main()
