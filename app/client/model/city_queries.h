// The questions the client asks about Cities of Destiny, answered in one place so that a build without the
// expansion (CMake option INNOVATION_WITH_CITIES=OFF) answers them too: no game has Cities, no card is a City
// and no action is Endorse. Code that shows a City itself is compiled only with Cities.
#pragma once

#include "core/card_set.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif

namespace inno::client {

#if INNOVATION_WITH_CITIES
inline bool citiesInPlay(const Options& o) { return cities::inPlay(o); }
inline bool isCity(CardId c) { return cities::isCity(c); }
inline bool isCitySet(SetId s) { return s == cities::set(); }
inline bool isEndorse(ActionKind a) { return a == cities::endorse(); }
#else
inline bool citiesInPlay(const Options&) { return false; }
inline bool isCity(CardId) { return false; }
inline bool isCitySet(SetId) { return false; }
inline bool isEndorse(ActionKind) { return false; }
#endif

}  // namespace inno::client
