// Kobukson (Echoes of the Past, age 4, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef kobukson() {
    return {
        .title = "Kobukson",
        .age = 4,
        .color = Color::Red,
        .positions = {bonus(5), icon(Icon::Factory), hexagon, echoSlot},
        .featured = Icon::Factory,
        .echo = {"Splay left one color on any player's board.",
                 [](Ctx& c) {
                     auto splayable = [&](int p) {
                         std::vector<Color> out;
                         for (Color col : kAllColors)
                             if (c.canSplay(col, Splay::Left, p)) out.push_back(col);
                         return out;
                     };
                     std::vector<int> players;
                     for (int p : c.allPlayers())
                         if (!splayable(p).empty()) players.push_back(p);
                     const auto owner = c.choosePlayer(players, Purpose::Splay, false);
                     if (!owner) return;
                     if (auto col = c.chooseColor(splayable(*owner), Purpose::Splay, false)) c.splay(*col, Splay::Left, *owner);
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all your top cards with a [Castle]! Draw and tuck a 4!",
                 [](Ctx& c) {
                     const CardList castles = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Castle); });
                     returnAll(c, castles);
                     c.memory().perPlayer[c.you()] += static_cast<int>(castles.size());
                     c.drawAndTuck(4);
                 }},
                {Effect::NonDemand,
                 "For every two cards returned as a result of the demand, draw and tuck a 4.",
                 [](Ctx& c) {
                     int returned = 0;
                     for (int n : c.memory().perPlayer) returned += n;
                     for (int k = 0; k < returned / 2; ++k) c.drawAndTuck(4);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
