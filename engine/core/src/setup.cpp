#include "core/setup.h"

#include "core/card_set.h"
#include "core/expansion.h"
#include "core/queries.h"

#include <algorithm>
#include <random>

namespace inno {

GameState emptyState(const Options& options) {
    GameState s;
    s.options = options;
    CardId highest = 0;
    for (int set = 0; set < setCount(); ++set) {
        const RegisteredSet& info = registeredSet(static_cast<SetId>(set));
        if (options.has(info.id) && info.cardCount > 0)
            highest = std::max<CardId>(highest, static_cast<CardId>(info.firstCard + info.cardCount - 1));
    }
    s.clearCards(highest);
    s.availableSpecials = s.allSpecials();
    return s;
}

namespace {

using PilesByAge = std::array<CardList, kAges>;

// Each set's supply cards by age, in id order. Read once: the registry takes no set after the first game read it,
// and walking the cards' full definitions for every new game cost a data-cache miss per card.
const PilesByAge& supplyCards(SetId set) {
    static const std::vector<PilesByAge> bySet = [] {
        std::vector<PilesByAge> all;
        for (int s = 0; s < setCount(); ++s) {
            PilesByAge& piles = all.emplace_back();
            for (const CardDef& c : cardsOf(static_cast<SetId>(s)))
                if (!c.outsideSupply) piles[c.age - 1].push_back(c.id);
        }
        return all;
    }();
    return bySet[set];
}

}  // namespace

GameState newGameState(const Options& options, std::uint64_t seed) {
    GameState s = emptyState(options);
    std::mt19937_64 shuffler(seed);
    // Each set's piles are shuffled in age order, the sets in registration order; the standard achievements and
    // the game's own random engine come right after the main set's piles.
    for (int set = 0; set < setCount(); ++set) {
        const auto id = static_cast<SetId>(set);
        if (!options.has(id)) continue;
        PilesByAge piles = supplyCards(id);
        for (auto& pile : piles) std::shuffle(pile.begin(), pile.end(), shuffler);
        if (id == kMainSet) {
            CardList achievements;
            for (int a = 1; a <= 9; ++a) {
                achievements.push_back(piles[a - 1].front());
                piles[a - 1].erase(piles[a - 1].begin());
            }
            s.setList(lists::kAvailable, achievements);
            s.rng.seed(static_cast<std::uint32_t>(shuffler() % 2147483646u) + 1u);
        }
        for (int a = 1; a <= kAges; ++a) s.setList(lists::supply(id, a), piles[a - 1]);
    }
    // The cards kept outside the supply start in the common zone when it is in play (else they are not in the game).
    if (zoneInPlay(options, Zone::Common)) [[unlikely]] {
        CardList common;
        for (int set = 0; set < setCount(); ++set)
            if (options.has(static_cast<SetId>(set)))
                for (const CardDef& c : cardsOf(static_cast<SetId>(set)))
                    if (c.outsideSupply) common.push_back(c.id);
        s.setList(lists::kCommon, common);
    }
    for (const Expansion* x : expansionsOf(options)) x->setUp(s, shuffler);
    s.phase = Phase::Opening;
    return s;
}

void recountBoards(GameState& s) {
    for (int p = 0; p < kMaxPlayers; ++p) {
        int n = 0;
        for (Color col : kAllColors)
            for (CardId c : s.pile(p, col).cards) n += facts(c).constant ? 1 : 0;
        s.seats[p].constantCards = static_cast<std::uint8_t>(n);
    }
}

}  // namespace inno
