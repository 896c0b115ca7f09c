// X-Ray (Echoes of the Past, age 8, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef x_ray() {
    return {
        .title = "X-Ray",
        .age = 8,
        .color = Color::Blue,
        .positions = {hexagon, icon(Icon::Leaf), echoSlot, bonus(8)},
        .featured = Icon::Leaf,
        .echo = {"Draw and tuck an 8.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "For every three [Leaf] on your board, draw and foreshadow a card of any value.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
