// Linguistics (Echoes of the Past, age 2, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef linguistics() {
    return {
        .title = "Linguistics",
        .age = 2,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), echoSlot, hexagon},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 3 OR Draw and foreshadow a 4.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a card of value equal to a bonus on your board, if you have any.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
