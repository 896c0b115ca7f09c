// Bangle (Echoes of the Past, age 1, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bangle() {
    return {
        .title = "Bangle",
        .age = 1,
        .color = Color::Red,
        .positions = {hexagon, icon(Icon::Castle), echoSlot, bonus(1)},
        .featured = Icon::Castle,
        .echo = {"Tuck a red card from your hand.",
                 [](Ctx& c) {
                     c.chooseAndTuck(Ctx::filter(c.hand(), [](CardId h) { return Ctx::color(h) == Color::Red; }), 1, 1);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a 3.",
                 [](Ctx& c) { drawAndForeshadow(c, 3); }},
            },
    };
}

}  // namespace inno::echoes::cards
