#!/usr/bin/env python3
"""A build without an expansion keeps building: a file that every build compiles names an
expansion's code (`cities::`, `echoes::`, `#include "cities/..."`, `#include "echoes/..."`) only where the
preprocessor has made sure the build has it (`#if INNOVATION_WITH_CITIES`, `#if INNOVATION_WITH_ECHOES`, or the
`#else` of `#if !INNOVATION_WITH_...`). A file that only a build with an expansion compiles (one the CMake files
name inside `if(INNOVATION_WITH_<SET>)`) names that expansion freely, and any other only under its #if.

Usage: check_expansion_guards.py PROJECT_ROOT      (CTest expansion_code_is_guarded; docs/architecture.md)

This reads the sources, it builds nothing, so it costs CI a fraction of a second where a second build without
each expansion would cost many minutes. Prints every unguarded line and exits 1 if there is one.
"""
import pathlib
import re
import sys

EXPANSIONS = {"CITIES": "cities", "ECHOES": "echoes"}
CHECKED_FOLDERS = ("engine", "app", "tests", "translations")
SOURCE_SUFFIXES = {".cpp", ".h"}


def expansion_only_names(root):
    """The source files, test programs and module folders the CMake files add inside an if() on INNOVATION_WITH_
    options, by the options they need."""
    names = {}
    for cmake in root.rglob("CMakeLists.txt"):
        if cmake.relative_to(root).parts[0].startswith("build"):
            continue
        stack = []
        for line in cmake.read_text(encoding="utf-8").splitlines():
            code = line.split("#", 1)[0]
            if m := re.match(r"\s*if\s*\((.*)\)", code):
                stack.append({k for k in EXPANSIONS if "INNOVATION_WITH_" + k in m.group(1) and "NOT" not in m.group(1)})
                continue
            if re.match(r"\s*(else|elseif)\s*\(", code) and stack:
                stack[-1] = set()
                continue
            if re.match(r"\s*endif\s*\(", code) and stack:
                stack.pop()
                continue
            needs = set().union(*stack) if stack else set()
            if not needs:
                continue
            # Source files named there, and test programs made there from the source file of their name.
            words = [pathlib.PurePosixPath(w).name for w in re.findall(r"[\w./-]+\.(?:cpp|h)\b", code)]
            words += re.findall(r"\b(?:innovation_test|innovation_net_test|add_client_test)\s*\(\s*(\w+)", code)
            # A module added there (engine/cities, engine/echoes): every file under it.
            words += [str(cmake.parent / d) for d in re.findall(r"\badd_subdirectory\s*\(\s*([\w/-]+)", code)]
            for word in words:
                names.setdefault(word, set()).update(needs)
    return names


def unguarded_lines(path, built_with):
    """Lines naming an expansion's code outside a preprocessor region that makes sure the build has it; a file that
    only a build with some expansions compiles (`built_with`) names those freely."""
    problems = []
    stack = [(set(built_with), set())]  # per open #if: the expansions its current branch makes sure of, and those its #else would
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        directive = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", line)
        if directive:
            kind, condition = directive.group(1), directive.group(2)
            positive = {k for k in EXPANSIONS if re.search(r"(?<!!)\bINNOVATION_WITH_" + k + r"\b", condition)}
            negative = {k for k in EXPANSIONS if re.search(r"!\s*INNOVATION_WITH_" + k + r"\b", condition)}
            if kind in ("if", "ifdef", "ifndef"):
                # Only a condition that is a conjunction makes sure of each of its options.
                sure = positive if kind == "if" and "||" not in condition else set()
                stack.append((sure, negative if "&&" not in condition and "||" not in condition else set()))
            elif kind == "elif" and len(stack) > 1:
                stack[-1] = (set(), set())
            elif kind == "else" and len(stack) > 1:
                stack[-1] = (stack[-1][1], set())
            elif kind == "endif" and len(stack) > 1:
                stack.pop()
            continue
        code = line.split("//", 1)[0]
        sure = set().union(*(s for s, _ in stack))
        for option, key in EXPANSIONS.items():
            names_it = re.search(r"\b" + key + r"::", code) or re.search(r'#\s*include\s*[<"]' + key + "/", code)
            if names_it and option not in sure:
                problems.append(f"{path}:{number}: {line.strip()}")
    return problems


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    only_with = expansion_only_names(root)
    problems = []
    for folder in CHECKED_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in SOURCE_SUFFIXES or path.parent == root / "tests/modules":
                continue  # tests/modules: probes compiled on purpose against the core alone
            built_with = only_with.get(path.name, set()) | only_with.get(path.stem, set())
            for parent in path.parents:
                built_with |= only_with.get(str(parent), set())
            problems += unguarded_lines(path, built_with)
    if problems:
        print("code of an expansion named where a build without it compiles it (guard it with #if INNOVATION_WITH_...):")
        print("\n".join(problems))
        return 1
    print("every file that every build compiles names an expansion's code only under its #if")
    return 0


if __name__ == "__main__":
    sys.exit(main())
