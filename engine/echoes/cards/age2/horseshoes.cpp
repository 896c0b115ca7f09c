// Horseshoes (Echoes of the Past, age 2, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef horseshoes() {
    return {
        .title = "Horseshoes",
        .age = 2,
        .color = Color::Red,
        .positions = {hexagon, bonus(2), echoSlot, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Draw and foreshadow a 2.",
                 [](Ctx& c) { drawAndForeshadow(c, 2); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top card without a [Castle] or [Factory] from your board to my "
                 "board! If you do, draw and meld a 2!",
                 [](Ctx& c) {
                     const CardList plain = Ctx::filter(c.topCards(), [](CardId t) {
                         return !Ctx::has(t, Icon::Castle) && !Ctx::has(t, Icon::Factory);
                     });
                     if (c.chooseAndTransfer(plain, c.me(), Zone::Board)) c.drawAndMeld(2);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
