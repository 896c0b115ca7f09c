// Credit Card (Echoes of the Past, age 9, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef credit_card() {
    return {
        .title = "Credit Card",
        .age = 9,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Crown), bonus(9), hexagon},
        .featured = Icon::Crown,
        .echo = {"Draw and foreshadow a 9.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may take a top non-green card from your board into your hand. If you do, draw and "
                 "score a card of equal value.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
