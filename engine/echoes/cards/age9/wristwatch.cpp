// Wristwatch (Echoes of the Past, age 9, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef wristwatch() {
    return {
        .title = "Wristwatch",
        .age = 9,
        .color = Color::Yellow,
        .positions = {hexagon, icon(Icon::Factory), bonus(10), echoSlot},
        .featured = Icon::Factory,
        .echo = {"Take a non-yellow top card from your board and tuck it.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "For each visible bonus on your board, draw and tuck a card of that value, in ascending "
                 "order.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
