#include "core/queries.h"

#include <algorithm>

namespace inno {

std::string_view title(CardId c) { return card(c).title; }

PackedIcons packedPileIcons(const Pile& pile) {
    if (pile.cards.empty()) return 0;
    PackedIcons n = facts(pile.cards.front()).all;
    // Splayed cards below the top show some of their slots.
    if (pile.splay == Splay::None) return n;
    const int splay = static_cast<int>(pile.splay);
    for (std::size_t k = 1; k < pile.cards.size(); ++k) n += facts(pile.cards[k]).shown[splay];
    return n;
}

PackedIcons packedBoardIcons(const PlayerState& p) {
    PackedIcons n = 0;
    for (const Pile& pile : p.board) n += packedPileIcons(pile);
    return n;
}

IconCounts unpackIcons(PackedIcons n) {
    IconCounts out{};
    for (int i = 0; i < kIconKinds; ++i) out[i] = static_cast<int>((n >> (8 * i)) & 0xFF);
    return out;
}

namespace {
// Calls f(constant icons shown, pile) for every board card that has constant icons.
template <typename F>
void forEachShownConstant(const PlayerState& p, F&& f) {
    for (const Pile& pile : p.board) {
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
}  // namespace

int bonusPoints(const PlayerState& p) {
    int best = 0, count = 0;
    forEachShownConstant(p, [&](const ConstantIcons& ci, const Pile&) {
        best = std::max<int>(best, ci.bestBonus);
        count += ci.bonuses;
    });
    return count == 0 ? 0 : best + (count - 1);
}

int flagsAndFountains(const GameState& s, int player) {
    const PlayerState& me = s.player(player);
    if (me.constantCards == 0) return 0;
    int total = 0;
    forEachShownConstant(me, [&](const ConstantIcons& ci, const Pile& pile) {
        total += ci.fountains;
        if (ci.flags == 0) return;
        // A flag counts while no opponent shows more cards of its color (its pile's color).
        const Color col = color(pile.cards.front());
        const int mine = visibleCardCount(pile);
        for (int q = 0; q < s.playerCount(); ++q)
            if (areOpponents(s, player, q) && visibleCardCount(s.player(q).pile(col)) > mine) return;
        total += ci.flags;
    });
    return total;
}

int achievementTotal(const GameState& s, int player) {
    const PlayerState& p = s.player(player);
    const int held = p.achievementCount();
    if (p.constantCards == 0) [[likely]]
        return held;
    return held + flagsAndFountains(s, player);
}

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
    for (const Pile& pile : p.board)
        if (!pile.empty()) best = std::max(best, age(pile.top()));
    return best;
}

int topCardCount(const PlayerState& p) {
    int n = 0;
    for (const Pile& pile : p.board) n += pile.empty() ? 0 : 1;
    return n;
}

CardList topCards(const PlayerState& p) {
    CardList out;
    for (const Pile& pile : p.board)
        if (!pile.empty()) out.push_back(pile.top());
    return out;
}

bool hasColor(const PlayerState& p, Color c) { return !p.pile(c).empty(); }

bool isTopCard(const GameState& s, CardId c) {
    const Location& at = s.where[c];
    return at.zone == Zone::Board && s.player(at.player).pile(color(c)).top() == c;
}

int highestAge(const CardList& cards) {
    int best = 0;
    for (CardId c : cards) best = std::max(best, age(c));
    return best;
}

int lowestAge(const CardList& cards) {
    if (cards.empty()) return 0;
    int best = kAges + 1;
    for (CardId c : cards) best = std::min(best, age(c));
    return best;
}

bool canAchieve(const GameState& s, int player, int achievementAge) {
    const PlayerState& p = s.player(player);
    return scoreTotal(p) >= pointsToAchieve(achievementAge) && highestTopAge(p) >= achievementAge;
}

int achievementAge(CardId c) { return age(c); }

bool specialAvailable(const GameState& s, Special which) { return s.availableSpecials & (1u << index(which)); }

bool meetsSpecial(const GameState& s, int player, Special which) {
    const bool needsIcons = which == Special::Empire || which == Special::World;
    return meetsSpecial(s, player, which, needsIcons ? boardIcons(s.player(player)) : IconCounts{});
}

bool meetsSpecial(const GameState& s, int player, Special which, const IconCounts& n) {
    const PlayerState& p = s.player(player);
    switch (which) {
    case Special::Monument: return p.tuckedThisTurn >= 6 || p.scoredThisTurn >= 6;
    case Special::Empire: {
        for (Icon i : kResourceIcons)
            if (n[index(i)] < 3) return false;
        return true;
    }
    case Special::World: return n[index(Icon::Clock)] >= 12;
    case Special::Wonder:
        for (const Pile& pile : p.board)
            if (pile.empty() || (pile.splay != Splay::Right && pile.splay != Splay::Up)) return false;
        return true;
    case Special::Universe:
        for (const Pile& pile : p.board)
            if (pile.empty() || age(pile.top()) < 8) return false;
        return true;
    default: return false;  // the Cities' achievements are claimed when their event happens, not by a condition
    }
    return false;
}

}  // namespace inno
