// Slide Rule (Echoes of the Past, age 4, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef slide_rule() {
    return {
        .title = "Slide Rule",
        .age = 4,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw a card of value equal to the value of your lowest top card plus the number of "
                 "colors you have splayed.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
