// Camcorder (Echoes of the Past, age 10, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef camcorder() {
    return {
        .title = "Camcorder",
        .age = 10,
        .color = Color::Red,
        .positions = {hexagon, icon(Icon::Clock), icon(Icon::Clock), icon(Icon::Factory)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all cards in your hand to my hand! Draw a 9!",
                 [](Ctx& c) {
                     for (CardId h : byValueThenTitle(c.hand())) c.transfer(h, c.me(), Zone::Hand);
                     c.draw(9);
                 }},
                {Effect::NonDemand,
                 "Meld all 9 from your hand. Return all other cards from your hand. Draw three 9.",
                 [](Ctx& c) {
                     for (CardId nine : byValueThenTitle(Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) == 9; }))) c.meld(nine);
                     returnAll(c, c.hand());
                     for (int k = 0; k < 3; ++k) c.draw(9);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
