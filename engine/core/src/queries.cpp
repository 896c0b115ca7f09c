#include "core/queries.h"

#include "core/card_set.h"
#include "core/expansion.h"

#include <algorithm>

namespace inno {

std::string_view title(CardId c) { return card(c).title; }

PackedIcons packedPileIcons(const PileView& pile) {
    if (pile.cards.empty()) return 0;
    PackedIcons n = facts(pile.cards.front()).all;
    // Splayed cards below the top show some of their slots.
    if (pile.splay == Splay::None) return n;
    const int splay = static_cast<int>(pile.splay);
    for (std::size_t k = 1; k < pile.cards.size(); ++k) n += facts(pile.cards[k]).shown[splay];
    return n;
}

PackedIcons packedBoardIcons(const PlayerState& p) {
    // The same as adding up packedPileIcons of the five piles, read straight off the state's lists.
    const GameState& s = p.game();
    const CardId* cards = s.cards();
    const std::uint16_t* start = s.starts() + lists::pile(p.seat(), Color::Red);
    const auto& splays = s.seats[p.seat()].splay;
    PackedIcons n = 0;
    for (int c = 0; c < kColors; ++c) {
        const int first = start[c], end = start[c + 1];
        if (first == end) continue;
        n += facts(cards[first]).all;
        const int splay = static_cast<int>(splays[c]);
        if (splay == 0) continue;
        for (int k = first + 1; k < end; ++k) n += facts(cards[k]).shown[splay];
    }
    return n;
}

IconCounts unpackIcons(PackedIcons n) {
    IconCounts out{};
    for (int i = 0; i < kIconKinds; ++i) out[i] = static_cast<int>((n >> (8 * i)) & 0xFF);
    return out;
}

int pileMarks(const PileView& pile, int mark) {
    int n = 0;
    const int splay = static_cast<int>(pile.splay);
    for (std::size_t k = 0; k < pile.cards.size(); ++k) {
        const CardFacts& cf = facts(pile.cards[k]);
        if (!cf.constant) continue;
        if (k == 0) n += cf.constants[0].marks[mark];
        else if (splay != 0) n += cf.constants[splay].marks[mark];
    }
    return n;
}

PileShows pileShows(const PileView& pile) {
    PileShows out;
    const int splay = static_cast<int>(pile.splay);
    // One pass for the icons (packedPileIcons) and the marks: each card's facts are read once.
    for (std::size_t k = 0; k < pile.cards.size(); ++k) {
        if (k != 0 && splay == 0) break;  // an unsplayed pile shows its top card alone
        const CardFacts& cf = facts(pile.cards[k]);
        out.icons += k == 0 ? cf.all : cf.shown[splay];
        if (!cf.constant) continue;
        const ConstantIcons& ci = cf.constants[k == 0 ? 0 : splay];
        out.bonuses = static_cast<std::uint8_t>(out.bonuses + ci.bonuses);
        out.bestBonus = std::max(out.bestBonus, ci.bestBonus);
        for (int m = 0; m < kMarkKinds; ++m) out.marks[m] = static_cast<std::uint8_t>(out.marks[m] + ci.marks[m]);
    }
    return out;
}

BoardShows boardShows(const PlayerState& p) {
    BoardShows out;
    for (Color c : kAllColors) {
        out.piles[index(c)] = pileShows(p.pile(c));
        out.add(out.piles[index(c)]);
    }
    return out;
}

int bonusPoints(const PlayerState& p) {
    int best = 0, count = 0;
    forEachShownConstant(p, [&](const ConstantIcons& ci, const PileView&) {
        best = std::max<int>(best, ci.bestBonus);
        count += ci.bonuses;
    });
    return count == 0 ? 0 : best + (count - 1);
}

int extraAchievements(const GameState& s, int player, const BoardShows& board) {
    int total = 0;
    for (const Expansion* x : expansionsOf(s.options)) total += x->extraAchievements(s, player, board);
    return total;
}

int extraAchievements(const GameState& s, int player) {
    for (const Expansion* x : expansionsOf(s.options))
        if (x->countsExtraAchievements()) return extraAchievements(s, player, boardShows(s.player(player)));
    return 0;  // no set in play counts any
}

int achievementTotal(const GameState& s, int player) { return s.player(player).achievementCount() + extraAchievements(s, player); }

int teamScore(const GameState& s, int player) {
    int total = 0;
    for (int p = 0; p < s.playerCount(); ++p)
        if (teamOf(s, p) == teamOf(s, player)) total += scoreTotal(s.player(p));
    return total;
}

int teamAchievements(const GameState& s, int player) {
    int total = 0;
    for (int p = 0; p < s.playerCount(); ++p)
        if (teamOf(s, p) == teamOf(s, player)) total += achievementTotal(s, p);
    return total;
}

int highestTopAge(const PlayerState& p) {
    int best = 0;
    for (Color c : kAllColors)
        if (const CardId top = p.top(c); top != kNoCard) best = std::max(best, faceUpAge(top));
    return best;
}

int topCardCount(const PlayerState& p) {
    int n = 0;
    for (Color c : kAllColors) n += p.top(c) == kNoCard ? 0 : 1;
    return n;
}

CardList topCards(const PlayerState& p) {
    CardList out;
    for (Color c : kAllColors)
        if (const CardId top = p.top(c); top != kNoCard) out.push_back(top);
    return out;
}

bool hasColor(const PlayerState& p, Color c) { return p.top(c) != kNoCard; }

bool isTopCard(const GameState& s, CardId c) {
    const Location at = s.where(c);
    return at.zone == Zone::Board && s.pile(at.player, color(c)).top() == c;
}

bool isActivatable(const GameState& s, int player, CardId c) {
    if (facts(c).effects != 0) return true;
    for (const Expansion* x : expansionsOf(s.options))
        if (x->activatable(s, player, c)) return true;
    return false;
}

int highestAge(CardSpan cards) {
    int best = 0;
    for (CardId c : cards) best = std::max(best, age(c));
    return best;
}

int lowestAge(CardSpan cards) {
    if (cards.empty()) return 0;
    int best = kAges + 1;
    for (CardId c : cards) best = std::min(best, age(c));
    return best;
}

int achievementCost(const GameState& s, int player, int achievementAge) {
    int held = 0;
    for (CardId c : s.player(player).achievements()) held += age(c) == achievementAge ? 1 : 0;
    return pointsToAchieve(achievementAge, held);
}

bool canAchieve(const GameState& s, int player, int achievementAge) {
    const PlayerState p = s.player(player);
    return scoreTotal(p) >= achievementCost(s, player, achievementAge) && highestTopAge(p) >= achievementAge;
}

int achievementAge(CardId c) { return age(c); }

bool specialAvailable(const GameState& s, Special which) { return s.availableSpecials & specialBit(which); }

bool meetsSpecial(const GameState& s, int player, Special which) {
    const SpecialDef& def = allSpecials()[index(which)];
    if (!def.meets) return false;
    return def.meets(s, player, def.needsBoard ? boardShows(s.player(player)) : BoardShows{});
}

}  // namespace inno
