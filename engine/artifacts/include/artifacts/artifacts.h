// Artifacts of History (third edition) as a card set: ten Artifacts piles, the dig after a Meld action, every
// player's display (one card, face up, seen by everyone), the start-of-turn choice for a displayed card, and the
// compel, a demand that affects the opponents who could share. docs/artifacts.md says what is built.
#pragma once

#include "core/card_set.h"
#include "core/expansion.h"

namespace inno {
class Ctx;
}

namespace inno::artifacts {

// The set, to register (catalogue::install()).
CardSetDef cardSet();
const RegisteredSet& registration();
SetId set();
inline bool inPlay(const Options& o) { return o.has(set()); }
Options withArtifacts(Options o, bool on = true);
bool isArtifact(CardId c);

// The zone every player's display is.
Zone displayZone();
// The card on `player`'s display, kNoCard if it is empty.
CardId displayed(const GameState& s, int player);
// The events this set causes: a dig (a card put on a display after a Meld action), a seize (a relic taken).
enum class Cause : std::uint8_t { Dig, Seize };

// Option relics: the five relics, kept outside the supply in the relic area (the table's common zone).
bool relicsOn(const Options& o);
Options withRelics(Options o, bool on = true);
bool isRelic(CardId c);
// The relic of an age (3 to 7), kNoCard for another value.
CardId relicOfValue(int value);
// Whether a relic may be seized to a hand: its printed set is in play (never for a set this build lacks).
bool relicPlayable(const Options& o, CardId relic);
Trigger trigger(Cause why);

// The position of a card's hexagon: 0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right, 4 top-middle,
// 5 top-right (a City's); -1 if it has none.
int hexagonSlot(CardId c);

// "Draw an Artifact of value N": the age is fixed as for any draw (ages whose base pile is empty are skipped, above
// 10 the game ends); an empty Artifacts pile of that age gives a base card (by the draw rules of the sets in play).
CardId drawArtifact(Engine& e, int player, int age, bool reveal = false, CardId source = kNoCard);
CardId drawArtifact(Ctx& c, int age);
CardId drawAndMeldArtifact(Ctx& c, int age);

}  // namespace inno::artifacts
