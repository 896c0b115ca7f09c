#!/bin/sh
# Brings translations/innovation_<lang>.ts in line with the sources and fills every entry the table in
# translations/fill.py (and translations/card_texts.py for the card texts) knows. Run it after changing
# user-visible strings or card texts; then add the missing rows (it lists them) and run it again. The CTest test
# translations_complete fails while any entry is unfinished.
# The card texts come from the engine through innovation-cli (INNOVATION_CLI, default build/bin/innovation-cli):
# it remakes app/client/text/card_text_sources.cpp, which test_card_texts checks against the engine.
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
CLI=${INNOVATION_CLI:-build/bin/innovation-cli}
TS="translations/innovation_de.ts translations/innovation_fr.ts"
if [ -x "$CLI" ]; then
    "$CLI" catalogue --json | python3 translations/card_text_sources.py >app/client/text/card_text_sources.cpp.new
    mv app/client/text/card_text_sources.cpp.new app/client/text/card_text_sources.cpp
else
    echo "update.sh: $CLI is not built, so app/client/text/card_text_sources.cpp is left as it is" >&2
fi
# English is the source language: its file holds only the plural forms ("%n card(s)" -> "1 card", "2 cards").
EN=translations/innovation_en.ts
lupdate_all() {
    # shellcheck disable=SC2086
    "$LUPDATE" -silent -locations none -no-ui-lines -no-obsolete app/client app/net -ts $TS
    "$LUPDATE" -silent -locations none -no-ui-lines -no-obsolete -pluralonly -target-language en_US app/client app/net -ts $EN
}
lupdate_all
# shellcheck disable=SC2086
python3 translations/fill.py $TS $EN || echo "update.sh: add the rows listed above to translations/fill.py" >&2
# lupdate once more, so the files are exactly as lupdate writes them (the test compares byte for byte).
lupdate_all
