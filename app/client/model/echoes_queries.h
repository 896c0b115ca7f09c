// The questions the client asks about Echoes of the Past, answered in one place so that a build without the
// expansion (CMake option INNOVATION_WITH_ECHOES=OFF) answers them too: no game has Echoes, no card or pile is an
// Echoes one, no player has a forecast and no effect is an echo effect. Code that shows Echoes itself
// (text/echoes_texts.cpp, paint/echoes_painter.cpp) is compiled only with Echoes.
#pragma once

#include "core/card_set.h"
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

#include <optional>

namespace inno::client {

#if INNOVATION_WITH_ECHOES
inline bool echoesInPlay(const Options& o) { return echoes::inPlay(o); }
inline Options withEchoes(Options o, bool on = true) { return echoes::withEchoes(o, on); }
inline std::optional<SetId> echoesSet() { return echoes::set(); }
inline bool isEchoesSet(int set) { return set == static_cast<int>(echoes::set()); }
// The zone every player's forecast is.
inline std::optional<Zone> forecastZone() { return echoes::forecastZone(); }
inline bool isForecast(Zone z) { return z == echoes::forecastZone(); }
// A card moved by a promotion from the forecast.
inline bool isPromotion(Trigger t) { return t == echoes::trigger(echoes::Cause::Promote); }
// An EffectStarted event's tag for an echo effect.
inline bool isEchoEffect(int tag) { return tag == echoes::kEchoTag; }
// The cards of a pile whose echo effects show, from the bottom card up.
inline CardList visibleEchoCards(const PileView& pile) { return echoes::visibleEchoCards(pile); }
#else
inline bool echoesInPlay(const Options&) { return false; }
// Nothing in such a build offers Echoes (no option, no switch, and a table with them is refused when decoded),
// so the options stay as they are.
inline Options withEchoes(Options o, bool = true) { return o; }
inline std::optional<SetId> echoesSet() { return std::nullopt; }
inline bool isEchoesSet(int) { return false; }
inline std::optional<Zone> forecastZone() { return std::nullopt; }
inline bool isForecast(Zone) { return false; }
inline bool isPromotion(Trigger) { return false; }
inline bool isEchoEffect(int) { return false; }
inline CardList visibleEchoCards(const PileView&) { return {}; }
#endif

}  // namespace inno::client
