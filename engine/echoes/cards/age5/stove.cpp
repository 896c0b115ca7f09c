// Stove (Echoes of the Past, age 5, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef stove() {
    return {
        .title = "Stove",
        .age = 5,
        .color = Color::Yellow,
        .positions = {hexagon, bonus(6), icon(Icon::Factory), echoSlot},
        .featured = Icon::Factory,
        .echo = {"Score a top card from your board without a [Factory].",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 4. If your top card of the tucked card's color has value less than 4, "
                 "draw and score a 4.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
