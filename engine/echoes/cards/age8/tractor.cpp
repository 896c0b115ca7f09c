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
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a 7. Draw a 7.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
