// Kaleidoscope (Echoes of the Past, age 6, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef kaleidoscope() {
    return {
        .title = "Kaleidoscope",
        .age = 6,
        .color = Color::Purple,
        .positions = {bonus(6), icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 7. You may splay your cards of that color right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
