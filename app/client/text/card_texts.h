// A card's effect texts and rulings as the client shows them: translated (Qt Linguist contexts "CardText" and
// "CardRuling", keyed by the engine's English text) or in English when the player prefers English card texts.
#pragma once

#include "core/card.h"

#include <QString>

#include <span>

namespace inno::client {

// Effect i of the card (0-based), without the "Demand:" label; icons stay as [Castle]-style markers.
QString effectText(const CardDef& c, int i);
// Ruling i of the card (0-based).
QString ruling(const CardDef& c, int i);
// Whether the texts above are shown in English whatever the interface language (the player's setting).
bool cardTextsInEnglish();

// Every effect text and ruling of the catalogue, in English, as marked for lupdate in the generated
// card_text_sources.cpp (the build target update_translations writes it from the engine's catalogue; the test
// card_text_sources_current checks it is up to date).
std::span<const char* const> effectTextSources();
std::span<const char* const> rulingSources();

}  // namespace inno::client
