// The rules of Cities of Destiny (edition III) as a card set: the City piles, the City draw, the immediate icons,
// flags and fountains, the five Cities achievements and the Endorse action. Bonuses are card facts.
#pragma once

#include "cities/city_cards.h"
#include "core/card_set.h"
#include "core/expansion.h"

namespace inno::cities {

// The set, to register (catalogue::install()).
CardSetDef cardSet();
// Its numbers in the registry (after catalogue::install()).
const RegisteredSet& registration();
SetId set();
inline bool inPlay(const Options& o) { return o.has(set()); }
// Options with Cities on (or off).
Options withCities(Options o, bool on = true);
bool isCity(CardId c);
// The data row of a City card id.
const CityCard& cityOf(CardId c);

// Its special achievements, actions and event causes, by their place in the registry.
Special special(CitySpecial which);
ActionKind endorse();
enum class Cause : std::uint8_t { CityForNewColor, CityForSplay, Plus, Arrow, Search, EndorsePayment };
Trigger trigger(Cause why);
std::optional<Cause> causeOf(Trigger t);  // nullopt for a cause that is not the Cities'
// Whether the current player took the Endorse action this turn.
bool endorsedThisTurn(const GameState& s);
// Flags and fountains of `player` that count now (achievements beside the cards).
int flagsAndFountains(const GameState& s, int player);
int flagsAndFountains(const GameState& s, int player, const BoardShows& board);  // `board`: what it shows
// The marks (ConstantIcons::marks) that count a card's flags and fountains.
int flagMark();
int fountainMark();

}  // namespace inno::cities
