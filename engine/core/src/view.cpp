// Builds what one seat may see of a game.
#include "core/view.h"

#include "core/card_set.h"

#include <algorithm>

namespace inno {

View makeView(const Game& g, int viewer) {
    const GameState& s = g.state();
    View v;
    v.viewer = viewer;
    v.options = s.options;
    auto ages = [](CardSpan cards) {
        std::vector<std::uint8_t> out;
        for (CardId c : cards) out.push_back(static_cast<std::uint8_t>(age(c)));
        return out;
    };
    auto sets = [](CardSpan cards) {
        std::vector<SetId> out;
        if (std::any_of(cards.begin(), cards.end(), [](CardId c) { return facts(c).set != kMainSet; }))
            for (CardId c : cards) out.push_back(facts(c).set);
        return out;
    };
    auto knownToEveryone = [](CardSpan cards) {
        CardList out;
        for (CardId c : cards)
            if (knownToAll(c)) [[unlikely]]
                out.push_back(c);
        return out;
    };
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState ps = s.player(p);
        PlayerView pv;
        for (Color col : kAllColors) pv.board[index(col)] = ps.pile(col);
        pv.handAges = ages(ps.hand());
        pv.scoreAges = ages(ps.score());
        pv.handSets = sets(ps.hand());
        pv.scoreSets = sets(ps.score());
        pv.achievementTotal = achievementTotal(s, p);
        if (p == viewer) {
            pv.hand = CardList(ps.hand());
            pv.score = CardList(ps.score());
        } else {
            pv.handKnown = knownToEveryone(ps.hand());
            pv.scoreKnown = knownToEveryone(ps.score());
        }
        for (int z = 0; z < kExtraZones; ++z) {
            const Zone zone = static_cast<Zone>(static_cast<int>(Zone::Extra1) + z);
            if (!zoneInPlay(s.options, zone)) continue;
            const CardSpan cards = ps.zone(zone);
            pv.zones[z].ages = ages(cards);
            pv.zones[z].sets = sets(cards);
            if (p == viewer || isPublicExtraZone(zone)) pv.zones[z].cards = CardList(cards);
            else pv.zones[z].known = knownToEveryone(cards);
        }
        const IconCounts all = boardIcons(ps);
        for (Icon i : kResourceIcons) pv.icons[index(i)] = all[index(i)];
        pv.scoreTotal = scoreTotal(ps);
        pv.achievementAges = ages(ps.achievements());
        pv.countedAchievements = CardList(ps.countedAchievements());
        pv.specials = ps.specials();
        pv.setBytes = s.seats[p].setBytes;
        pv.eliminated = s.isEliminated(p);
        v.players.push_back(std::move(pv));
    }
    for (int set = 0; set < kMaxSets; ++set)
        if (s.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                v.supplySizes[set][a - 1] = static_cast<int>(s.supply(static_cast<SetId>(set), a).size());
    v.availableAges = ages(s.availableAchievements());
    v.availableSpecials = s.availableSpecials;
    v.common = CardList(s.common());
    v.current = s.current;
    v.atTurnStart = s.atTurnStart;
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
