// A card's effect texts, the effects its set prints beside them, and its rulings as the client shows them: translated
// (Qt Linguist contexts "CardText" for effects, "CardRuling" for rulings, keyed by the engine's English text) or in English when the
// player prefers English card texts.
#pragma once

#include "core/card.h"

#include <QString>

#include <span>

namespace inno::client {

// Effect i of the card (0-based), without the "Demand:" label; icons stay as [Castle]-style markers.
QString effectText(const CardDef& c, int i);
// A card's English text of the catalogue (an effect its set prints), translated in context "CardText".
QString cardText(std::string_view english);
// The effect a card's set prints beside its icons, apart from the dogma effects (SetWords::printedEffect; empty
// for a card without one).
QString printedEffectText(const CardDef& c);
// Ruling i of the card (0-based).
QString ruling(const CardDef& c, int i);
// What way `branch` (1-based) of an either/or effect does, in a few words (Linguist context "CardChoice"): of effect
// `effect` of the card, or of the effect its set runs before (the EffectStarted event's `tag`, when not 0: an effect
// of the set's own, SetWords::choicesOf); empty when the effect names no such way.
QString choiceText(const CardDef& c, int effect, int tag, int branch);
// Whether the texts above are shown in English whatever the interface language (the player's setting).
bool cardTextsInEnglish();

// Every effect text, printed effect of a set and ruling of the catalogue, in English, as marked for lupdate in the generated
// card_text_sources.cpp (the build target update_translations writes it from the engine's catalogue; the test
// card_text_sources_current checks it is up to date).
std::span<const char* const> effectTextSources();
std::span<const char* const> rulingSources();
std::span<const char* const> printedEffectSources();
std::span<const char* const> choiceSources();

}  // namespace inno::client
