// Deodorant (Echoes of the Past, age 3, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef deodorant() {
    return {
        .title = "Deodorant",
        .age = 3,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), echoSlot, icon(Icon::Crown), hexagon},
        .featured = Icon::Crown,
        .echo = {"Draw and meld a 3.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "If you have a top card with a [Castle], draw and meld a 3. Otherwise, draw a 4.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
