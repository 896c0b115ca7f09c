// Chintz (Echoes of the Past, age 4, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef chintz() {
    return {
        .title = "Chintz",
        .age = 4,
        .color = Color::Green,
        .positions = {icon(Icon::Crown), hexagon, icon(Icon::Crown), bonus(4)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 4.",
                 [](Ctx& c) { c.draw(4); }},
                {Effect::NonDemand,
                 "If you have exactly one card in your hand, draw a 4, then draw and score a 4.",
                 [](Ctx& c) {
                     if (c.hand().size() != 1) return;
                     c.draw(4);
                     c.drawAndScore(4);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
