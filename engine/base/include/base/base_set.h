// The base game (first edition) as a card set: its 105 cards, its five special achievements.
#pragma once

#include "core/card_set.h"

namespace inno::base {

// The base game's special achievements. The base game is always the set registered first, so its special
// achievements are always the first five.
inline constexpr Special Monument{0}, Empire{1}, World{2}, Wonder{3}, Universe{4};

// The set, to register first (catalogue::install()).
CardSetDef cardSet();

}  // namespace inno::base
