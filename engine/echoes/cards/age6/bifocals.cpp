// Bifocals (Echoes of the Past, age 6, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bifocals() {
    return {
        .title = "Bifocals",
        .age = 6,
        .color = Color::Blue,
        .positions = {echoSlot, hexagon, icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .echo = {"Draw and foreshadow a card of any value.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your forecast. If you do, draw and foreshadow a card of equal "
                 "value to the card returned.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
