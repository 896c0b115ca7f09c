// The rules of Cities of Destiny (edition III) as an expansion of the engine: the City piles, the City draw,
// the immediate icons, the five Cities achievements and the Endorse action. Constant icons are card facts.
#pragma once

#include "core/card.h"
#include "cities/city_cards.h"
#include "core/expansion.h"

#include <vector>

namespace inno::cities {

// The Cities as cards of the catalogue (ids 105-209): their six slots as ordinary icons, no effects.
std::vector<CardDef> cardDefs();
// What the rules read of a City in their hot loops (icons and constant icons by position).
CardFacts cityFacts(const CardDef& city);
// The data row of a City card id.
const CityCard& cityOf(CardId c);

const Expansion& rules();

}  // namespace inno::cities
