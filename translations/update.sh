#!/bin/sh
# Brings translations/innovation_<lang>.ts in line with the sources: the same as
#   cmake --build build --target update_translations
# (BUILD_DIR, default build, must be configured). New and changed strings then wait in the .ts files as unfinished
# entries, to be translated in Qt Linguist; translations/README.md describes the workflow.
set -eu
cd "$(dirname "$0")/.."
exec cmake --build "${BUILD_DIR:-build}" --target update_translations
