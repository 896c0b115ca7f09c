// Toothbrush (Echoes of the Past, age 2, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef toothbrush() {
    return {
        .title = "Toothbrush",
        .age = 2,
        .color = Color::Yellow,
        .positions = {bonus(2), echoSlot, hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Tuck all cards of one present value from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay any one color of your cards left.",
                 nullptr},
                {Effect::NonDemand,
                 "If the 2 deck has at least one card, you may transfer its bottom card to the available "
                 "achievements.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
