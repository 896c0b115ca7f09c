// Rubber (Echoes of the Past, age 7, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef rubber() {
    return {
        .title = "Rubber",
        .age = 7,
        .color = Color::Red,
        .positions = {hexagon, echoSlot, icon(Icon::Factory), bonus(7)},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck two 8.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Score a top card from your board without a bonus.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
