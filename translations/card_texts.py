"""German and French translations of the cards' effect texts (Linguist context CardText) and rulings (CardRuling).

Keyed by the engine's English text (app/client/card_text_sources.cpp lists them; translations/update.sh remakes it
and fills the .ts files from this table through fill.py). Our own translations, faithful to the catalogue's English:
German with "du", French with "vous", the game terms of translations/GLOSSARY.md. Icon markers ([Castle] ...) and
every digit stay as in the English (test_card_texts checks it). French rows use a plain space before : ; ! ?
(fill.py makes it a no-break space).
"""

# English effect text: (German, French)
EFFECTS = {
}

# English ruling: (German, French)
RULINGS = {
}
