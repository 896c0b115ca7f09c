#!/usr/bin/env python3
"""A build without an expansion keeps building. A file that every build compiles names an expansion's code only
where the preprocessor has made sure the build has it (`#if INNOVATION_WITH_CITIES`, `#if INNOVATION_WITH_ECHOES`,
or the `#else` of `#if !INNOVATION_WITH_...`). An expansion's code is:

- its engine module: `cities::...`, `echoes::...`, `#include "cities/..."`, `#include "echoes/..."`;
- the member functions defined in the files that only a build with it compiles (the CMake files name them inside
  `if(INNOVATION_WITH_<SET>)`, or a *.cmake file they include such as app/client/sets/sets.cmake): `EchoesTexts::cause`, `CardPainter::paintCityFace`, and, in a file of that
  class, the function called by its bare name (`paintEchoesPositions(...)`).

Such an expansion-only file names its own expansion freely, and any other only under its #if.

Usage: check_expansion_guards.py PROJECT_ROOT      (CTest expansion_code_is_guarded; docs/architecture.md)

This reads the sources and builds nothing: it costs CI a second where a build per combination of expansions would
cost minutes each. Prints every unguarded line and exits 1 if there is one.
"""
import pathlib
import re
import sys

EXPANSIONS = {"CITIES": "cities", "ECHOES": "echoes", "ARTIFACTS": "artifacts"}
CHECKED_FOLDERS = ("engine", "app", "tests", "translations")
SOURCE_SUFFIXES = {".cpp", ".h"}
# A member function defined at the top level of a .cpp file: "QString EchoesTexts::cause(Trigger t) {".
DEFINITION = re.compile(r"^[A-Za-z][^;(]*?\b([A-Z]\w*)::(\w+)\s*\(")


def expansion_only_names(root):
    """The source files, test programs and module folders the CMake files add inside an if() on INNOVATION_WITH_
    options, by the options they need."""
    names = {}
    # CMakeLists.txt files and the *.cmake files they include (a sets/ folder's list of each set's sources).
    for cmake in sorted(root.rglob("CMakeLists.txt")) + sorted(root.rglob("*.cmake")):
        if cmake.relative_to(root).parts[0].startswith("build") or cmake.relative_to(root).parts[0].startswith("."):
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


def sources(root):
    for folder in CHECKED_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            # tests/modules: probes compiled on purpose against the core alone.
            if path.suffix in SOURCE_SUFFIXES and path.parent != root / "tests/modules":
                yield path


def built_with(path, only_with):
    needs = only_with.get(path.name, set()) | only_with.get(path.stem, set())
    for parent in path.parents:
        needs |= only_with.get(str(parent), set())
    return needs


def member_definitions(text):
    """(class, function) of every member function a .cpp text defines at its top level."""
    return {m.groups() for m in map(DEFINITION.match, text.splitlines()) if m}


def classes_of(text):
    """The classes whose members a file defines or declares: the bare names of those members are theirs there."""
    return {cls for cls, _ in member_definitions(text)} | set(re.findall(r"\bclass\s+(\w+)\s*[:{]", text))


def alternation(words):
    return "|".join(sorted(map(re.escape, words))) or "(?!)"


def expansion_code(root, only_with):
    """For each expansion: a pattern naming its code anywhere, and by class the bare names of its member functions."""
    members = {option: {} for option in EXPANSIONS}
    for path in sources(root):
        needs = built_with(path, only_with)
        if path.suffix != ".cpp" or not needs or path.is_relative_to(root / "engine"):
            continue
        for cls, function in member_definitions(path.read_text(encoding="utf-8")):
            for option in needs:
                members[option].setdefault(cls, set()).add(function)
    code = {}
    for option, key in EXPANSIONS.items():
        qualified = [cls + "::" + f for cls, functions in members[option].items() for f in functions]
        anywhere = re.compile(r"\b" + key + r"::|#\s*include\s*[<\"]" + key + r"/|\b(?:" + alternation(qualified) + r")\b")
        bare = {cls: re.compile(r"(?<![\w.:>])(?:" + alternation(functions) + r")\s*\(") for cls, functions in members[option].items()}
        code[option] = (anywhere, bare)
    return code


def unguarded_lines(path, needs, code_of):
    """Lines naming an expansion's code outside a preprocessor region that makes sure the build has it; a file that
    only a build with some expansions compiles (`needs`) names those freely."""
    text = path.read_text(encoding="utf-8")
    classes = classes_of(text)
    patterns = {option: [anywhere] + [p for cls, p in bare.items() if cls in classes] for option, (anywhere, bare) in code_of.items()}
    problems = []
    stack = [(set(needs), set())]  # per open #if: what its current branch makes sure of, and what its #else would
    for number, line in enumerate(text.splitlines(), 1):
        directive = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", line)
        if directive:
            kind, condition = directive.group(1), directive.group(2)
            positive = {k for k in EXPANSIONS if re.search(r"(?<!!)\bINNOVATION_WITH_" + k + r"\b", condition)}
            negative = {k for k in EXPANSIONS if re.search(r"!\s*INNOVATION_WITH_" + k + r"\b", condition)}
            if kind in ("if", "ifdef", "ifndef"):
                # Only a conjunction makes sure of each of its options; only a lone negation's #else does.
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
        if not code.strip():
            continue
        sure = set().union(*(s for s, _ in stack))
        if any(option not in sure and any(p.search(code) for p in patterns[option]) for option in EXPANSIONS):
            problems.append(f"{path}:{number}: {line.strip()}")
    return problems


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    only_with = expansion_only_names(root)
    code_of = expansion_code(root, only_with)
    problems = []
    for path in sources(root):
        problems += unguarded_lines(path, built_with(path, only_with), code_of)
    if problems:
        print("code of an expansion named where a build without it compiles it (guard it with #if INNOVATION_WITH_...):")
        print("\n".join(problems))
        return 1
    print("every file that every build compiles names an expansion's code only under its #if")
    return 0


if __name__ == "__main__":
    sys.exit(main())
