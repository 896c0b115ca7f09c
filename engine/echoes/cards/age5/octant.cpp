// Octant (Echoes of the Past, age 5, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef octant() {
    return {
        .title = "Octant",
        .age = 5,
        .color = Color::Red,
        .positions = {icon(Icon::Crown), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-red card with a [Leaf] or [Factory] from your board to "
                 "my board! If you do, draw and foreshadow a 6!",
                 [](Ctx& c) {
                     const CardList tops = Ctx::filter(c.topCards(), [](CardId t) {
                         return Ctx::color(t) != Color::Red && (Ctx::has(t, Icon::Leaf) || Ctx::has(t, Icon::Factory));
                     });
                     if (c.chooseAndTransfer(tops, c.me(), Zone::Board)) drawAndForeshadow(c, 6);
                 }},
                {Effect::NonDemand,
                 "Draw and foreshadow a 6.",
                 [](Ctx& c) { drawAndForeshadow(c, 6); }},
            },
    };
}

}  // namespace inno::echoes::cards
