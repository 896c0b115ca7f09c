// Ruler (Echoes of the Past, age 1, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef ruler() {
    return {
        .title = "Ruler",
        .age = 1,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 2.",
                 [](Ctx& c) { c.draw(2); }},
        .effects =
            {
                {Effect::NonDemand,
                 "No effect.",
                 [](Ctx&) {}},
            },
    };
}

}  // namespace inno::echoes::cards
