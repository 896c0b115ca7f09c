// Facts read off a game state: icons, values, achievements within reach.
#pragma once

#include "core/card.h"
#include "core/rules.h"
#include "core/state.h"

#include <algorithm>

namespace inno {

inline int age(CardId c) { return facts(c).age; }
inline Color color(CardId c) { return facts(c).color; }
std::string_view title(CardId c);

// Icons of one pile that are visible given its splay.
PackedIcons packedPileIcons(const PileView& pile);
PackedIcons packedBoardIcons(const PlayerState& p);
IconCounts unpackIcons(PackedIcons n);
inline IconCounts pileIcons(const PileView& pile) { return unpackIcons(packedPileIcons(pile)); }
inline IconCounts boardIcons(const PlayerState& p) { return unpackIcons(packedBoardIcons(p)); }
inline int iconCount(const PlayerState& p, Icon icon) { return unpackIcon(packedBoardIcons(p), icon); }

// Calls f(constant marks shown, pile) for every board card of `p` that shows constant marks (bonuses and the
// marks of a set), top cards first, pile by pile.
template <typename F>
void forEachShownConstant(const PlayerState& p, F&& f) {
    for (const PileView& pile : p.board()) {
        if (pile.cards.empty()) continue;
        const int splay = static_cast<int>(pile.splay);
        for (std::size_t k = 0; k < pile.cards.size(); ++k) {
            const CardFacts& cf = facts(pile.cards[k]);
            if (!cf.constant) continue;
            if (k == 0) f(cf.constants[0], pile);
            else if (splay != 0) f(cf.constants[splay], pile);
        }
    }
}
// The visible marks of one kind (ConstantIcons::marks) in one pile.
int pileMarks(const PileView& pile, int mark);

// What one pile shows: the icons and constant marks of its top card and of the cards its splay reveals.
struct PileShows {
    PackedIcons icons = 0;      // packedPileIcons
    std::uint8_t bonuses = 0;   // visible bonuses
    std::uint8_t bestBonus = 0; // the highest of them
    std::array<std::uint8_t, kMarkKinds> marks{};  // pileMarks
};
PileShows pileShows(const PileView& pile);
// The same for a pile whose cards show no constant marks (every pile of a base game): its icons alone.
inline PileShows pileIconsShown(const PileView& pile) { return {packedPileIcons(pile)}; }
// What a seat's board shows, pile by pile and in all (what special achievements' conditions read).
struct BoardShows {
    std::array<PileShows, kColors> piles{};  // by Color
    PackedIcons icons = 0;                   // packedBoardIcons
    int bonuses = 0;                         // visible bonuses
    int bestBonus = 0;
    int bonusPoints() const { return bonuses == 0 ? 0 : bestBonus + (bonuses - 1); }  // see bonusPoints
    void add(const PileShows& pile) {
        icons += pile.icons;
        bonuses += pile.bonuses;
        bestBonus = std::max<int>(bestBonus, pile.bestBonus);
    }
};
BoardShows boardShows(const PlayerState& p);

// The score: the score pile's values plus the visible bonuses (a single branch in base games).
inline int scorePileTotal(const PlayerState& p) {
    int total = 0;
    for (CardId c : p.score()) total += age(c);
    return total;
}
int bonusPoints(const PlayerState& p);  // the highest visible bonus counts its value, every other one 1
inline int scoreTotal(const PlayerState& p) {
    const int pile = scorePileTotal(p);
    if (p.constantCards() == 0) [[likely]]
        return pile;
    return pile + bonusPoints(p);
}
// Achievements as every count of them sees them: cards and special achievements held, plus what the sets in play
// count beside them (marks that count as achievements).
int achievementTotal(const GameState& s, int player);
// What the sets in play count beside the achievements a seat holds (read off the boards; `board` is what the
// seat's board shows).
int extraAchievements(const GameState& s, int player);
int extraAchievements(const GameState& s, int player, const BoardShows& board);
// Cards of a pile that count as visible for a comparison of piles: 1 unsplayed, all of them splayed.
inline int visibleCardCount(const PileView& pile) {
    return pile.cards.empty() ? 0 : pile.splay == Splay::None ? 1 : static_cast<int>(pile.cards.size());
}
int teamScore(const GameState& s, int player);
int teamAchievements(const GameState& s, int player);
int highestTopAge(const PlayerState& p);  // 0 on an empty board
int topCardCount(const PlayerState& p);
CardList topCards(const PlayerState& p);
bool hasColor(const PlayerState& p, Color c);
bool isTopCard(const GameState& s, CardId c);
// Whether `player` may activate top card `c` (a Dogma action or another set's action on it): it has dogma effects,
// or a set in play gives it effects to run (Expansion::activatable).
bool isActivatable(const GameState& s, int player, CardId c);

// Extremes of a set of cards by age; 0 for an empty set.
int highestAge(CardSpan cards);
int lowestAge(CardSpan cards);

// The score needed to achieve a standard achievement of `achievementAge`: five times its age, once more for each
// achievement of that age the player already holds.
int achievementCost(const GameState& s, int player, int achievementAge);
bool canAchieve(const GameState& s, int player, int achievementAge);
// The age of the standard achievement card, or 0 if it is not one.
int achievementAge(CardId c);

bool meetsSpecial(const GameState& s, int player, Special which);
bool specialAvailable(const GameState& s, Special which);

}  // namespace inno
