#!/usr/bin/env python3
"""The client's rooms (docs/architecture.md): every folder of app/client has one job, and a file's includes point
down the list of rooms, never up. Fails, naming each file and line, on an include of a room above the file's own.
Files at the top of app/client (main.cpp, settings, logging, app_modes) may be included from anywhere: they are the
shared ground, not a room."""
import pathlib
import re
import sys

# From the top of the list to its bottom: a room may include its own files and those of the rooms below it.
# sets/ is two rooms: each set's folder (sets/<set>/) and install_client_sets.cpp, at the top (a set's words and
# table use the whole client), and the registry they plug into (sets/client_set.h, set_words.h, set_table.h), at
# the bottom (every room asks it).
ROOMS = ["sets", "screens", "learn", "lan", "replay", "review", "game", "widgets", "table", "paint", "text", "style", "model",
         "sets/registry"]

# Known exceptions, each with the reason it is still there; the list only shrinks.
KNOWN = {
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"')


def room_of(relative: str) -> str:
    """The room of a file by its path under app/client ("sets/set_words.h" is in the registry)."""
    parts = relative.split("/")
    if parts[0] == "sets" and len(parts) == 2 and parts[1] != "install_client_sets.cpp":
        return "sets/registry"
    return parts[0]


def main(root: pathlib.Path) -> int:
    client = root / "app" / "client"
    problems = []
    for path in sorted(client.rglob("*")):
        if path.suffix not in (".h", ".cpp") or path.parent == client:
            continue
        room = room_of(path.relative_to(client).as_posix())
        if room not in ROOMS:
            problems.append(f"{path.relative_to(root)}: the folder {room}/ is not a room of docs/architecture.md")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m or m.group(1) not in ROOMS:
                continue  # an engine or app/net header, or a file of the shared ground
            included = line.split('"')[1]
            target = room_of(included)
            if ROOMS.index(target) < ROOMS.index(room) and (str(path.relative_to(client)), included) not in KNOWN:
                problems.append(f"{path.relative_to(root)}:{number}: {room}/ includes {included}, a room above it")
    for p in problems:
        print(p)
    print(f"{len(problems)} include(s) pointing up")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
