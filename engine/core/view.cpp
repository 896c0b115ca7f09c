// Builds what one seat may see of a game.
#include "core/view.h"

#include <algorithm>

namespace inno {

View makeView(const Game& g, int viewer) {
    const GameState& s = g.state();
    View v;
    v.viewer = viewer;
    v.options = s.options;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState& ps = s.player(p);
        PlayerView pv;
        pv.board = ps.board;
        for (CardId c : ps.hand) pv.handAges.push_back(static_cast<std::uint8_t>(age(c)));
        for (CardId c : ps.score) pv.scoreAges.push_back(static_cast<std::uint8_t>(age(c)));
        auto cities = [](const CardList& cards) {
            std::vector<bool> out;
            if (std::any_of(cards.begin(), cards.end(), [](CardId c) { return isCity(c); }))
                for (CardId c : cards) out.push_back(isCity(c));
            return out;
        };
        pv.handCities = cities(ps.hand);
        pv.scoreCities = cities(ps.score);
        if (s.options.cities) pv.achievementTotal = achievementTotal(s, p);
        if (p == viewer) {
            pv.hand = ps.hand;
            pv.score = ps.score;
        }
        const IconCounts all = boardIcons(ps);
        for (Icon i : kResourceIcons) pv.icons[index(i)] = all[index(i)];
        pv.scoreTotal = scoreTotal(ps);
        for (CardId c : ps.achievements) pv.achievementAges.push_back(static_cast<std::uint8_t>(age(c)));
        pv.specials = ps.specials;
        v.players.push_back(std::move(pv));
    }
    for (int a = 1; a <= kAges; ++a) v.deckSizes[a - 1] = static_cast<int>(s.deck(a).size());
    for (int a = 1; a <= kAges; ++a) v.cityDeckSizes[a - 1] = static_cast<int>(s.cityDeck(a).size());
    for (CardId c : s.availableAchievements) v.availableAges.push_back(static_cast<std::uint8_t>(age(c)));
    v.availableSpecials = s.availableSpecials;
    v.current = s.current;
    v.actionsLeft = s.actionsLeft;
    v.turnNumber = s.turnNumber;
    v.gameOver = s.over();
    if (s.over()) {
        v.winners = s.winners;
        v.endReason = s.endReason;
    }
    if (const auto& p = g.prompt()) {
        if (p->player == viewer) {
            v.prompt = *p;
        } else {
            v.waitingFor = p->player;
            v.waitingKind = p->kind;
        }
    }
    return v;
}

}  // namespace inno
