// Shrapnel (Echoes of the Past, age 6, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef shrapnel() {
    return {
        .title = "Shrapnel",
        .age = 6,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and tuck a 6! Transfer the top two cards of its color from your board "
                 "to my score pile! Transfer the bottom card of its color from my board to your score "
                 "pile!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
