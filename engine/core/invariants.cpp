#include "core/invariants.h"

#include "core/queries.h"

namespace inno {

std::string checkInvariants(const GameState& s) {
    std::array<int, kCardCount> seen{};
    const int inGame = s.cardsInGame();
    std::string problem;
    auto count = [&](const CardList& list, Location at) {
        for (CardId c : list) {
            if (c >= inGame) {
                problem = "a card id out of range";
                return;
            }
            ++seen[c];
            if (!(s.where[c] == at) && problem.empty())
                problem = std::string(title(c)) + " is recorded in the wrong place";
        }
    };
    for (int a = 1; a <= kAges; ++a) {
        count(s.deck(a), {Zone::Deck, -1});
        for (CardId c : s.deck(a))
            if (age(c) != a || isCity(c)) return std::string(title(c)) + " is in the deck of another age or type";
        count(s.cityDeck(a), {Zone::Deck, -1});
        for (CardId c : s.cityDeck(a))
            if (age(c) != a || !isCity(c)) return std::string(title(c)) + " is in the City pile of another age";
    }
    count(s.availableAchievements, {Zone::Achievement, -1});
    count(s.removed, {Zone::Removed, -1});
    SpecialMask specialsSeen = s.availableSpecials;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState& ps = s.player(p);
        const auto pi = static_cast<std::int8_t>(p);
        for (Color col : kAllColors) {
            const Pile& pile = ps.pile(col);
            count(pile.cards, {Zone::Board, pi});
            for (CardId c : pile.cards)
                if (color(c) != col) return std::string(title(c)) + " is in a pile of another color";
            if (pile.cards.size() < 2 && pile.splay != Splay::None)
                return "a pile of fewer than two cards is splayed";
        }
        count(ps.hand, {Zone::Hand, pi});
        count(ps.score, {Zone::Score, pi});
        count(ps.achievements, {Zone::Achievement, pi});
        if (specialsSeen & ps.specials) return "a special achievement is in two places";
        specialsSeen |= ps.specials;
        int total = 0;
        for (CardId c : ps.score) total += age(c);
        if (total != scorePileTotal(ps)) return "a score total does not match its score pile";
        int constant = 0;
        for (const Pile& pile : ps.board)
            for (CardId c : pile.cards) constant += facts(c).constant ? 1 : 0;
        if (constant != ps.constantCards) return "a board's count of cards with constant icons is wrong";
    }
    for (int p = s.playerCount(); p < kMaxPlayers; ++p) {
        const PlayerState& ps = s.player(p);
        if (!ps.hand.empty() || !ps.score.empty() || topCardCount(ps) != 0) return "an empty seat holds cards";
    }
    if (specialsSeen != s.allSpecials()) return "a special achievement went missing or does not belong to the game";
    if (!problem.empty()) return problem;
    if (!s.options.cities && s.endorsed) return "an Endorse action without Cities";
    for (int c = 0; c < inGame; ++c)
        if (seen[c] != 1)
            return std::string(title(static_cast<CardId>(c))) + " is in " + std::to_string(seen[c]) + " places";
    return {};
}

}  // namespace inno
