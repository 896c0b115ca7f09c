// Seats and teams, achievements to win, dogma roles and the deck a draw comes from (see rules.h).
#include "core/rules.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/card.h"
#include "core/card_set.h"
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

std::string setupError(const Options& o) {
    if (!o.has(kMainSet)) return "the base game's cards are always in play";
    if (o.sets >> setCount()) return "an expansion that this program does not include";
    if (o.setOptions >> setOptionCount()) return "an option that this program does not know";
    for (int i = 0; i < setOptionCount(); ++i) {
        if (!o.hasOption(i)) continue;
        if (!o.has(setOfOption(i)))
            return "the option \"" + std::string(setOptionName(i)) + "\" needs " + std::string(cardSet(setOfOption(i)).name);
    }
    if (o.playerCount < 2 || o.playerCount > kMaxPlayers) return "a game has 2 to 5 players";
    if (o.teams && o.playerCount != 4) return "the team game needs 4 players";
    if (o.playerCount == 5 && !o.teams && o.largeGame == LargeGame::None)
        return "five players need a large-game rule (parley or distant)";
    return {};
}

LargeGame largeRule(const Options& o) { return o.teams || o.playerCount < 4 ? LargeGame::None : o.largeGame; }

int ringDistance(const Options& o, int a, int b, std::uint8_t gone) {
    int n = o.playerCount;
    if (gone) [[unlikely]] {
        // Count only the seats still playing: a seat's place is the number of those before it.
        auto place = [gone](int seat) { return seat - std::popcount(static_cast<unsigned>(gone & ((1u << seat) - 1))); };
        n -= std::popcount(static_cast<unsigned>(gone));
        a = place(a), b = place(b);
    }
    const int d = std::abs(a - b) % n;
    return std::min(d, n - d);
}

bool areDistant(const Options& o, int a, int b, std::uint8_t gone) {
    return largeRule(o) != LargeGame::None && ringDistance(o, a, b, gone) >= 2;
}

DogmaRoles dogmaRoles(const Options& o, int activator, CardId c, const SeatCounts& counts, std::uint8_t gone) {
    DogmaRoles roles;
    const std::uint8_t kinds = facts(c).demandKinds;
    const bool hasDemand = kinds & (1u << Effect::Demand);
    const std::uint8_t setKinds = kinds >> Effect::SetDemand;
    const LargeGame rule = largeRule(o);
    const int mine = counts[activator];
    for (int q = 0; q < o.playerCount; ++q) {
        if (q == activator || (gone & (1u << q))) continue;
        const auto bit = static_cast<std::uint8_t>(1u << q);
        const bool distant = rule != LargeGame::None && ringDistance(o, activator, q, gone) >= 2;
        const bool doubled = distant && rule == LargeGame::Distant;
        const bool shares = doubled ? counts[q] >= 2 * mine : counts[q] >= mine;
        const bool vulnerable = doubled ? mine > 2 * counts[q] : counts[q] < mine;
        if (shares)
            roles.sharers |= bit;
        else if (vulnerable && hasDemand && areOpponents(o, activator, q))
            roles.demanded |= bit;
        if (distant && rule == LargeGame::Parley) roles.parley |= bit;
        if (setKinds) [[unlikely]]
            for (int r = 0; r < kMaxDemandRules; ++r)
                if ((setKinds & (1u << r)) &&
                    demandRule(static_cast<Effect::Kind>(Effect::SetDemand + r)).affects(o, activator, q, shares, vulnerable))
                    roles.ruled[r] |= bit;
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
    return dogmaRoles(s.options, activator, c, dogmaIconCounts(s, c), s.eliminated);
}

int drawSourceAge(const GameState& s, int wanted) {
    return drawSourceAge(wanted, [&s](int a) { return s.deck(a).empty(); });
}

int drawSourceAge(const std::array<int, kAges>& deckSizes, int wanted) {
    return drawSourceAge(wanted, [&deckSizes](int a) { return deckSizes[a - 1] == 0; });
}

}  // namespace inno
