#include "core/setup.h"

#include "core/expansion.h"
#include "core/queries.h"

#include <algorithm>
#include <random>

namespace inno {

GameState newGameState(const Options& options, std::uint64_t seed) {
    GameState s;
    s.options = options;
    std::mt19937_64 shuffler(seed);
    for (const CardDef& c : allCards()) s.deck(c.age).push_back(c.id);
    for (auto& deck : s.decks) std::shuffle(deck.begin(), deck.end(), shuffler);
    for (int a = 1; a <= 9; ++a) {
        s.availableAchievements.push_back(s.deck(a).front());
        s.deck(a).erase(s.deck(a).begin());
    }
    s.rng.seed(static_cast<std::uint32_t>(shuffler() % 2147483646u) + 1u);
    for (const Expansion* x : expansionsOf(options)) x->setUp(s, shuffler);
    s.phase = Phase::Opening;
    locateCards(s);
    return s;
}

void locateCards(GameState& s) {
    for (int a = 1; a <= kAges; ++a) {
        for (CardId c : s.deck(a)) s.where[c] = {Zone::Deck, -1};
        for (CardId c : s.cityDeck(a)) s.where[c] = {Zone::Deck, -1};
    }
    for (CardId c : s.availableAchievements) s.where[c] = {Zone::Achievement, -1};
    for (CardId c : s.removed) s.where[c] = {Zone::Removed, -1};
    for (int p = 0; p < kMaxPlayers; ++p) {
        auto pi = static_cast<std::int8_t>(p);
        const PlayerState& ps = s.player(p);
        s.player(p).constantCards = 0;
        for (const Pile& pile : ps.board)
            for (CardId c : pile.cards) {
                s.where[c] = {Zone::Board, pi};
                if (facts(c).constant) ++s.player(p).constantCards;
            }
        for (CardId c : ps.hand) s.where[c] = {Zone::Hand, pi};
        for (CardId c : ps.score) s.where[c] = {Zone::Score, pi};
        for (CardId c : ps.achievements) s.where[c] = {Zone::Achievement, pi};
    }
}

}  // namespace inno
