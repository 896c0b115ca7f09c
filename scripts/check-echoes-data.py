#!/usr/bin/env python3
"""Checks the Echoes of the Past card data (engine/echoes/data/) against the facts a player can count on the cards.

Usage: scripts/check-echoes-data.py [INNOVATION_CLI]    (CTest echoes_data_facts)

No Echoes title may be a City title (engine/cities/data/cities.tsv) or, given the command-line tool, the title of
another card of the engine's catalogue (`innovation-cli catalogue --json`). Prints every problem found and exits 1
if there is one.
"""
import collections
import csv
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "engine/echoes/data"
ICONS = {"crown", "leaf", "lightbulb", "castle", "factory", "clock"}
COLORS = {"blue", "red", "green", "yellow", "purple"}
SLOTS = ("top_left", "bottom_left", "bottom_middle", "bottom_right")
EFFECTS = ("dogma_effect_1", "dogma_effect_2", "dogma_effect_3")
MUSIC_NOTES = {"Bell", "Flute", "Piano", "Saxophone"}
ACHIEVEMENTS = ["Wealth", "Destiny", "Heritage", "History", "Supremacy"]


def read(name, folder=DATA):
    with open(folder / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def card_problems(c):
    title, slots = c["title"], [c[k] for k in SLOTS]
    kinds = collections.Counter("bonus" if s.startswith("bonus:") else s for s in slots)
    for s in slots:
        if s not in ICONS | {"hex", "echo"} and not (s.startswith("bonus:") and s[6:].isdigit()):
            yield f"{title}: unknown slot {s!r}"
    if kinds["hex"] != 1:
        yield f"{title}: {kinds['hex']} hexagons (every card has one)"
    if kinds["echo"] > 1 or kinds["bonus"] > 1:
        yield f"{title}: more than one echo effect or bonus"
    if (kinds["echo"] == 1) != bool(c["echo_effect"]):
        yield f"{title}: an echo slot needs an echo effect text and the other way round"
    icons = collections.Counter(s for s in slots if s in ICONS)
    most = max(icons.values(), default=0)
    if [i for i, n in icons.items() if n == most] != [c["featured"]]:
        yield f"{title}: the featured icon {c['featured']!r} is not the card's single most frequent icon"
    if c["color"] not in COLORS or c["age"] not in [str(a) for a in range(1, 11)]:
        yield f"{title}: bad color or age"
    if not c["dogma_effect_1"]:
        yield f"{title}: no dogma effect (a card without one prints 'No effect.')"
    texts = [c[k] for k in EFFECTS if c[k]]
    if any(t.startswith("I demand") for t in texts[1:]) or c["echo_effect"].startswith("I demand"):
        yield f"{title}: a demand is printed first and never as an echo effect"
    if (c["music_note"] == "yes") != (title in MUSIC_NOTES):
        yield f"{title}: music_note must be 'yes' exactly on {sorted(MUSIC_NOTES)}"


def problems(cli):
    cards = read("echoes.tsv")
    yield from (p for c in cards for p in card_problems(c))
    titles = [c["title"] for c in cards]
    if len(set(titles)) != 105 or len(titles) != 105:
        yield f"{len(titles)} rows, {len(set(titles))} distinct titles (105 cards)"
    per = collections.Counter((int(c["age"]), c["color"]) for c in cards)
    for age in range(1, 11):
        for color in COLORS:
            want = 3 if age == 1 else 2
            if per[(age, color)] != want:
                yield f"age {age}, {color}: {per[(age, color)]} cards, not {want}"
    slots = collections.Counter("bonus" if c[k].startswith("bonus:") else c[k] for c in cards for k in SLOTS)
    if (slots["echo"], slots["bonus"]) != (57, 63):
        yield f"{slots['echo']} echo effects and {slots['bonus']} bonuses (the set has 57 and 63)"
    if [a["name"] for a in read("achievements.tsv")] != ACHIEVEMENTS:
        yield f"achievements.tsv must list {ACHIEVEMENTS}"
    others = {c["title"] for c in read("cities.tsv", ROOT / "engine/cities/data")}
    if cli:
        catalogue = json.loads(subprocess.run([cli, "catalogue", "--json"], check=True, capture_output=True).stdout)
        # An Echoes card the catalogue lists itself (same title, age and color) is no clash.
        ours = {(c["title"], int(c["age"]), c["color"]) for c in cards}
        others |= {c["title"] for c in catalogue["cards"] if (c["title"], c["age"], c["color"]) not in ours}
    for t in sorted(set(titles) & others):
        yield f"{t}: an Echoes title that is also the title of another card"


def main():
    if len(sys.argv) > 2:
        sys.exit(__doc__)
    found = list(problems(sys.argv[1] if len(sys.argv) == 2 else None))
    for p in found:
        print(p)
    if found:
        sys.exit(1)
    print("echoes.tsv and achievements.tsv hold the 105 Echoes cards and five special achievements as printed")


if __name__ == "__main__":
    main()
