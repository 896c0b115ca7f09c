// Kobukson (Echoes of the Past, age 4, red)
#include "echoes/echoes_dsl.h"
#include "core/board_choices.h"

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
                     splayAColorOnAnyBoard(c, Splay::Left);
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
