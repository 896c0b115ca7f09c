// The Echoes keywords and readings for card effects: foreshadow, the forecast, bonuses, decks and icon types.
#pragma once

#include "core/ctx.h"
#include "echoes/echoes.h"

#include <optional>
#include <vector>

namespace inno::echoes {

// A player's forecast (default: yours).
CardSpan forecast(const Ctx& c, int p = -1);
// Puts a card face down into a forecast (default: yours).
void foreshadow(Ctx& c, CardId card, int p = -1);
CardId drawAndForeshadow(Ctx& c, int age);
// "Choose ... a card from your forecast": as Ctx's choices, over the forecast.
// A card's bonus value (0 without a bonus): the highest bonus it prints.
int bonusOf(CardId card);
inline bool hasBonus(CardId card) { return bonusOf(card) > 0; }
// The values of the visible bonuses on a player's board (default: yours).
std::vector<int> visibleBonuses(const Ctx& c, int p = -1);
bool hasEchoEffect(CardId card);
// Makes a card available as an achievement (it becomes the last available one of its value).
void makeAvailable(Ctx& c, CardId card);
// Claims an available card achievement (or takes a card from anywhere as an achievement).
void achieve(Ctx& c, CardId card, int p = -1);
// Whether a player (default: you) meets the requirements to achieve a card of this card's value: a top card of
// that value or higher and a score of 5 x value x (1 + achievements of that value already held).
bool eligibleToAchieve(const Ctx& c, CardId card, int p = -1);
// The value of a player's lowest top card (0 with an empty board).
int lowestTop(const Ctx& c, int p = -1);
// The different values among some cards, ascending.
std::vector<int> distinctValues(CardSpan cards);
// Returns several cards at once, in ascending value then title (no order is asked).
void returnAll(Ctx& c, CardSpan cards);
// Places a card on top (or at the bottom) of its pile without drawing it.
void placeOnDeck(Ctx& c, CardId card, bool onTop);
// Shows a card to one player only.
void showTo(Ctx& c, CardId card, int p = -1);
// A supply pile of any set in play: `nonEmpty` piles only, the chooser sees nothing of them. Returns the chosen
// pile's top card (its set and age are the card's).
struct Deck {
    SetId set;
    int age;
};
std::optional<Deck> chooseDeck(Ctx& c, bool optional);
// "Choose two different values": `count` values among `from` (ascending in the answer), asked unless forced.
std::vector<int> chooseValues(Ctx& c, const std::vector<int>& from, int count);
// "Choose an icon type": one of the six standard icons, all always offered.
Icon chooseIcon(Ctx& c);
// An "either ... or ..." whose branches that would change nothing are left out: an `option` prompt over `branches`
// (numbered in the card's order); with a single branch and no way to decline, no prompt.
std::optional<int> chooseBranchAmong(Ctx& c, const std::vector<int>& branches, bool optional);
// The bottom card of each of your colors (default: yours).
CardList bottomCards(const Ctx& c, int p = -1);
// "If the N deck has at least one card, you may transfer its bottom card to the available achievements": a yes/no,
// asked only when that base pile holds a card.
void mayMakeBottomCardAvailable(Ctx& c, int age);
// "A card of any value": a `value` prompt over 1 to 10 (min 0 when optional).
std::optional<int> chooseAnyValue(Ctx& c, bool optional);
// "Claim two standard achievements for which you are eligible", the claims owed taken as one set: eligible are the
// values of the available standard achievements up to your highest top card whose cost your score meets. When
// they are no more than the claims owed all are claimed unasked, otherwise one `value` prompt picks exactly as many
// as owed; claims still owed after that look again (a second achievement of a value costs more). The earliest
// available card of a value is claimed. `scoreFactor` multiplies your score for the check (Artificial Heart
// doubles it). Returns the number claimed.
int claimStandardAchievements(Ctx& c, int owed, int scoreFactor = 1);
// Cards sorted by value, then title (how cards moved together without a choice go).
CardList byValueThenTitle(CardSpan cards);

}  // namespace inno::echoes
