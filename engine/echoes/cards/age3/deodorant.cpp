// Deodorant (Echoes of the Past, age 3, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef deodorant() {
    return {
        .title = "Deodorant",
        .age = 3,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), echoSlot, icon(Icon::Crown), hexagon},
        .featured = Icon::Crown,
        .echo = {"Draw and meld a 3.",
                 [](Ctx& c) { c.drawAndMeld(3); }},
        .effects =
            {
                {Effect::NonDemand,
                 "If you have a top card with a [Castle], draw and meld a 3. Otherwise, draw a 4.",
                 [](Ctx& c) {
                     const CardList tops = c.topCards();
                     if (std::any_of(tops.begin(), tops.end(), [](CardId t) { return Ctx::has(t, Icon::Castle); }))
                         c.drawAndMeld(3);
                     else c.draw(4);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
