#!/usr/bin/env python3
# The digests of the position data that scripts/generate-positions.sh plays (kept out of the repository). Each data
# file is a journal that only grows, so a digest covers the file up to the end of its N-th game: a run stopped
# early, or carried further, is checked on the games the list names.
#   scripts/positions-digests.py --write DIR   prints the list for the files in DIR (each up to its last game)
#   scripts/positions-digests.py --check DIR   checks the files in DIR against scripts/positions-digests.txt
import argparse
import hashlib
import pathlib
import sys

LIST = pathlib.Path(__file__).with_name("positions-digests.txt")
CLOSING = b"# game "


def digest(path, games=None):
    """(games, sha256) of the file up to the end of its `games`-th game (all its games if None)."""
    h, seen = hashlib.sha256(), 0
    pending = []
    with open(path, "rb") as f:
        for line in f:
            pending.append(line)
            if line.startswith(CLOSING):
                for kept in pending:
                    h.update(kept)
                pending, seen = [], seen + 1
                if seen == games:
                    break
    return seen, h.hexdigest()


def main():
    parser = argparse.ArgumentParser()
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", metavar="DIR")
    what.add_argument("--check", metavar="DIR")
    args = parser.parse_args()
    if args.write:
        for path in sorted(pathlib.Path(args.write).glob("*.txt")):
            games, sha = digest(path)
            print(f"{path.name} {games} {sha}")
        return 0
    failed = 0
    for line in LIST.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        name, games, sha = line.split()
        path = pathlib.Path(args.check) / name
        if not path.exists():
            print(f"{name}: missing")
            failed += 1
            continue
        seen, got = digest(path, int(games))
        ok = seen == int(games) and got == sha
        failed += not ok
        print(f"{name}: {'same' if ok else 'DIFFERENT' if seen == int(games) else f'only {seen} games'}"
              f" ({games} games)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
