// Echoes of the Past (first/third edition) as a card set: its piles, the Echoes draw rule, echo effects, bonuses,
// the forecast with foreshadow and promotion, and its five special achievements.
#pragma once

#include "core/card_set.h"
#include "core/expansion.h"
#include "echoes/echoes_card.h"

namespace inno::echoes {

// The set, to register (catalogue::install()).
CardSetDef cardSet();
const RegisteredSet& registration();
SetId set();
inline bool inPlay(const Options& o) { return o.has(set()); }
Options withEchoes(Options o, bool on = true);
bool isEchoesCard(CardId c);
// The printed card behind an Echoes card id.
const EchoesCardDef& echoesOf(CardId c);

enum class EchoesSpecial : std::uint8_t { Wealth, Destiny, Heritage, History, Supremacy };
Special special(EchoesSpecial which);
// The events this set causes: a card melded from the forecast, and the free Dogma that may follow.
enum class Cause : std::uint8_t { Promote, Foreshadow };
Trigger trigger(Cause why);
// The zone every player's forecast is.
Zone forecastZone();
// The mark (ConstantIcons::marks) that counts visible echo effects.
int echoMark();
// The effect tag of echo effects in events (Event::tag of EffectStarted).
constexpr std::uint8_t kEchoTag = 1;

// Whether position `slot` (0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right) of a card `depth` cards
// below the top of a pile splayed `splay` is visible.
bool slotVisible(int slot, int depth, Splay splay);
// Visible echo effects of a pile, from its bottom card to its top card.
CardList visibleEchoCards(const PileView& pile);
// The hexagons of one pile (every set's).
int pileHexagons(const PileView& pile);

}  // namespace inno::echoes
