// Comb (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef comb() {
    return {
        .title = "Comb",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Castle), icon(Icon::Castle), icon(Icon::Leaf), hexagon},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a color, then draw and reveal five 1s. Keep all cards that match the color "
                 "chosen. Return the rest of the drawn cards.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
