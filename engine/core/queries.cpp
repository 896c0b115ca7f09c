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

int scoreTotal(const PlayerState& p) {
    int total = 0;
    for (CardId c : p.score) total += age(c);
    return total;
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
        if (teamOf(s, p) == teamOf(s, player)) total += s.player(p).achievementCount();
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
    return scoreTotal(p) >= 5 * achievementAge && highestTopAge(p) >= achievementAge;
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
    }
    return false;
}

}  // namespace inno
