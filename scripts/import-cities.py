#!/usr/bin/env python3
"""Writes engine/cities/city_cards.inc from a Cities card table (TSV).

Usage: scripts/import-cities.py CITIES.TSV > engine/cities/city_cards.inc

The TSV has the columns editions, bga_id, name, age, color, tl, tm, tr, bl, bm, br, featured, notes; only the rows
whose editions include 3E (Cities of Destiny, edition III) are kept. The table was generated once with this
script; the committed .inc is the source of truth from then on.
"""
import csv
import sys

ICONS = {"castle": "Castle", "crown": "Crown", "leaf": "Leaf", "lightbulb": "Lightbulb",
         "factory": "Factory", "clock": "Clock"}
COLORS = {"red": "Red", "yellow": "Yellow", "green": "Green", "blue": "Blue", "purple": "Purple"}
ARROWS = {"left": "Left", "right": "Right", "up": "Up"}


def slot(token, where):
    kind, _, arg = token.partition(":")
    if token == "hex":
        return "hex()"
    if token in ICONS:
        return f"standard(Icon::{ICONS[token]})"
    if kind == "search" and arg in ICONS:
        return f"search(Icon::{ICONS[arg]})"
    if token == "plus":
        return "plus()"
    if kind == "arrow" and arg in ARROWS:
        return f"arrow(Splay::{ARROWS[arg]})"
    if kind == "flag" and arg in COLORS:
        return f"flag(Color::{COLORS[arg]})"
    if token == "fountain":
        return "fountain()"
    if kind == "bonus" and arg.isdigit():
        return f"bonus({int(arg)})"
    sys.exit(f"{where}: unknown slot {token!r}")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rows = []
    with open(sys.argv[1], newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            if "3E" not in r["editions"].split(","):
                continue
            where = r["name"]
            slots = ", ".join(slot(r[k], where) for k in ("tl", "tm", "tr", "bl", "bm", "br"))
            title = r["name"].replace("\\", "\\\\").replace('"', '\\"')
            rows.append((int(r["age"]), f'{{"{title}", {int(r["age"])}, Color::{COLORS[r["color"]]}, '
                                        f'{{{slots}}}, Icon::{ICONS[r["featured"]]}}},'))
    print("// The 105 Cities of Destiny (edition III) cards: title, age, color, slots tl tm tr bl bm br, featured icon.")
    print("// Generated once by scripts/import-cities.py; edit by hand from now on.")
    for _, line in sorted(rows, key=lambda x: x[0]):
        print(line)


if __name__ == "__main__":
    main()
