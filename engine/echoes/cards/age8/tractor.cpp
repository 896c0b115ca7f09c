// Tractor (Echoes of the Past, age 8, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef tractor() {
    return {
        .title = "Tractor",
        .age = 8,
        .color = Color::Yellow,
        .positions = {echoSlot, icon(Icon::Clock), icon(Icon::Clock), hexagon},
        .featured = Icon::Clock,
        .echo = {"Draw a 7.",
                 [](Ctx& c) { c.draw(7); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a 7. Draw a 7.",
                 [](Ctx& c) {
                     c.drawAndScore(7);
                     c.draw(7);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
