// The Artifacts card table: what is printed on each card comes from the data file (artifacts_cards.inc, made by
// scripts/import-artifacts.py); what each effect does comes from the card's own file under cards/ageN/.
#pragma once

#include "core/card.h"

#include <span>
#include <string_view>
#include <vector>

namespace inno::artifacts {

// The rules of one card's effects, in printed order (a card file returns it).
struct ArtifactEffects {
    std::string_view title;
    std::vector<EffectFn> run;
    std::vector<std::string_view> rulings = {};  // clarifications, in our own words
};

// Every card written so far.
std::span<const ArtifactEffects> writtenCards();

// Every Artifacts card as printed, in the data file's order, with the effects written so far; then the relics.
std::vector<CardDef> cardDefs();
// The five relics (relics.cpp), in the order of relics.tsv.
std::vector<CardDef> relicDefs();

}  // namespace inno::artifacts
