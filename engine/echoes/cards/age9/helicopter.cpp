// Helicopter (Echoes of the Past, age 9, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef helicopter() {
    return {
        .title = "Helicopter",
        .age = 9,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Transfer a top card other than Helicopter from any player's board to its owner's score "
                 "pile. You may return a card from your hand which shares an icon with the transferred "
                 "card. If you do, repeat this dogma effect.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
