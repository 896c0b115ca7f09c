#!/bin/sh
# Brings translations/innovation_<lang>.ts in line with the sources and fills every entry the table in
# translations/fill.py knows. Run it after changing user-visible strings; then add the missing rows to fill.py
# (it lists them) and run it again. The CTest test translations_complete fails while any entry is unfinished.
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
TS="translations/innovation_de.ts translations/innovation_fr.ts"
# shellcheck disable=SC2086
"$LUPDATE" -silent -locations none -no-ui-lines -no-obsolete app/client app/net -ts $TS
python3 translations/fill.py $TS || echo "update.sh: add the rows listed above to translations/fill.py" >&2
# lupdate once more, so the files are exactly as lupdate writes them (the test compares byte for byte).
# shellcheck disable=SC2086
"$LUPDATE" -silent -locations none -no-ui-lines -no-obsolete app/client app/net -ts $TS
