#!/usr/bin/env python3
"""The network code's rooms (docs/architecture.md): app/net has one folder per CMake target, and a file's includes
point down the list of rooms, never up:

    lan/   innovation_lan   LAN play: the server, lobby, table store, discovery, the TCP transport
    host/  innovation_net   the table host local games use too, the typed messages, the bots' fair turns
    wire/  innovation_wire  the Qt-free wire codec

Every target's include root is app/, so an include says where its file lives ("net/host/table_host.h"). The build
cannot tell a room from the one above it (both are under that root), so this script does: it fails, naming each
file and line,

- on an include in app/net of a room above the file's own (host/ including net/lan/..., wire/ including
  net/host/... or net/lan/...), or of a folder of app/net that is no room;
- on a source file of app/net outside a room's folder;
- on an include, anywhere in app/, tests/, fuzz/ or translations/, of an app/net header by its bare name
  ("table_host.h"), which compiles from the header's own folder and hides where it lives.

Usage: check_net_rooms.py PROJECT_ROOT      (CTest net_includes_point_down)
"""
import pathlib
import re
import sys

# From the top of the list to its bottom: a room may include its own files and those of the rooms below it.
ROOMS = ["lan", "host", "wire"]

# Known exceptions, each with the reason it is still there; the list only shrinks. None today.
KNOWN: set[tuple[str, str]] = set()

SOURCE_SUFFIXES = {".h", ".cpp"}
CHECKED_FOLDERS = ("app", "tests", "fuzz", "translations")
INCLUDE = re.compile(r'^\s*#\s*include\s*["<]([^">]+)[">]')
NET_INCLUDE = re.compile(r"^net/([^/]+)/")


def main(root: pathlib.Path) -> int:
    net = root / "app" / "net"
    problems = []
    headers = {p.name: p.relative_to(root / "app").as_posix() for p in net.rglob("*.h")}

    for path in sorted(net.rglob("*")):
        if path.suffix not in SOURCE_SUFFIXES:
            continue
        relative = path.relative_to(net)
        if len(relative.parts) != 2 or relative.parts[0] not in ROOMS:
            problems.append(f"{path.relative_to(root)}: not in a room of app/net ({', '.join(r + '/' for r in ROOMS)})")
            continue
        room = relative.parts[0]
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m or not (n := NET_INCLUDE.match(m.group(1))):
                continue
            included, target = m.group(1), n.group(1)
            if target not in ROOMS:
                problems.append(f"{path.relative_to(root)}:{number}: includes {included}, in no room of app/net")
            elif ROOMS.index(target) < ROOMS.index(room) and (relative.as_posix(), included) not in KNOWN:
                problems.append(f"{path.relative_to(root)}:{number}: {room}/ includes {included}, a room above it")

    for folder in CHECKED_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in SOURCE_SUFFIXES:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = INCLUDE.match(line)
                if m and "/" not in m.group(1) and m.group(1) in headers:
                    problems.append(f"{path.relative_to(root)}:{number}: includes {m.group(1)} by its bare name; "
                                    f"write \"{headers[m.group(1)]}\"")

    for p in problems:
        print(p)
    print(f"{len(problems)} include(s) pointing up or by a bare name")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
