// Facts read off a game state: icons, values, achievements within reach.
#pragma once

#include "core/card.h"
#include "core/rules.h"
#include "core/state.h"

namespace inno {

using IconCounts = std::array<int, kIconKinds>;

inline int age(CardId c) { return facts(c).age; }
inline Color color(CardId c) { return facts(c).color; }
std::string_view title(CardId c);

// Icons of one pile that are visible given its splay.
PackedIcons packedPileIcons(const Pile& pile);
PackedIcons packedBoardIcons(const PlayerState& p);
IconCounts unpackIcons(PackedIcons n);
inline IconCounts pileIcons(const Pile& pile) { return unpackIcons(packedPileIcons(pile)); }
inline IconCounts boardIcons(const PlayerState& p) { return unpackIcons(packedBoardIcons(p)); }
inline int iconCount(const PlayerState& p, Icon icon) { return unpackIcon(packedBoardIcons(p), icon); }

// The score: the score pile's values plus the visible bonuses (Cities; a single branch in base games).
inline int scorePileTotal(const PlayerState& p) {
    int total = 0;
    for (CardId c : p.score) total += age(c);
    return total;
}
int bonusPoints(const PlayerState& p);  // the highest visible bonus counts its value, every other one 1
inline int scoreTotal(const PlayerState& p) {
    const int pile = scorePileTotal(p);
    if (p.constantCards == 0) [[likely]]
        return pile;
    return pile + bonusPoints(p);
}
// Achievements as every count of them sees them: cards and special achievements held, plus the visible flags and
// fountains that count (Cities).
int achievementTotal(const GameState& s, int player);
int flagsAndFountains(const GameState& s, int player);
// Cards of a pile that count as visible for a flag: 1 unsplayed, all of them splayed.
inline int visibleCardCount(const Pile& pile) {
    return pile.cards.empty() ? 0 : pile.splay == Splay::None ? 1 : static_cast<int>(pile.cards.size());
}
int teamScore(const GameState& s, int player);
int teamAchievements(const GameState& s, int player);
int highestTopAge(const PlayerState& p);  // 0 on an empty board
int topCardCount(const PlayerState& p);
CardList topCards(const PlayerState& p);
bool hasColor(const PlayerState& p, Color c);
bool isTopCard(const GameState& s, CardId c);

// Extremes of a set of cards by age; 0 for an empty set.
int highestAge(const CardList& cards);
int lowestAge(const CardList& cards);

bool canAchieve(const GameState& s, int player, int achievementAge);
// The age of the standard achievement card, or 0 if it is not one.
int achievementAge(CardId c);

bool meetsSpecial(const GameState& s, int player, Special which);
// The same with the player's board icons already counted (checking every special after each change).
bool meetsSpecial(const GameState& s, int player, Special which, const IconCounts& icons);
bool specialAvailable(const GameState& s, Special which);

}  // namespace inno
