// Seats and teams, achievements to win, dogma roles and the deck a draw comes from (see rules.h).
#include "core/rules.h"

#include <algorithm>

#include "core/card.h"
#include "core/queries.h"

namespace inno {

int teamOf(const Options& o, int player) { return o.teams ? player % 2 : player; }

bool arePartners(const Options& o, int a, int b) { return a != b && teamOf(o, a) == teamOf(o, b); }

bool areOpponents(const Options& o, int a, int b) { return teamOf(o, a) != teamOf(o, b); }

std::uint8_t teamMask(const Options& o, int player) {
    std::uint8_t mask = 0;
    for (int p = 0; p < o.playerCount; ++p)
        if (teamOf(o, p) == teamOf(o, player)) mask |= static_cast<std::uint8_t>(1u << p);
    return mask;
}

int achievementsToWin(const Options& o) {
    // 8 - seats (a team counts as one seat) + expansions in play, at least 3: 6 / 5 / 4 in the base game.
    const int sides = o.teams ? 2 : o.playerCount;
    const int need = std::max(3, 8 - sides + o.expansions());
    return need + (o.extraAchievement ? 1 : 0);
}

DogmaRoles dogmaRoles(const Options& o, int activator, CardId c, const SeatCounts& counts) {
    DogmaRoles roles;
    const bool hasDemand = facts(c).hasDemand;
    for (int q = 0; q < o.playerCount; ++q) {
        if (q == activator) continue;
        if (counts[q] >= counts[activator])
            roles.sharers |= static_cast<std::uint8_t>(1u << q);
        else if (hasDemand && areOpponents(o, activator, q))
            roles.demanded |= static_cast<std::uint8_t>(1u << q);
    }
    return roles;
}

SeatCounts dogmaIconCounts(const GameState& s, CardId c) {
    SeatCounts counts{};
    const Icon icon = facts(c).dogmaIcon;
    for (int p = 0; p < s.playerCount(); ++p) counts[p] = iconCount(s.player(p), icon);
    return counts;
}

DogmaRoles dogmaRoles(const GameState& s, int activator, CardId c) {
    return dogmaRoles(s.options, activator, c, dogmaIconCounts(s, c));
}

int drawSourceAge(const GameState& s, int wanted) {
    return drawSourceAge(wanted, [&s](int a) { return s.deck(a).empty(); });
}

int drawSourceAge(const std::array<int, kAges>& deckSizes, int wanted) {
    return drawSourceAge(wanted, [&deckSizes](int a) { return deckSizes[a - 1] == 0; });
}

}  // namespace inno
