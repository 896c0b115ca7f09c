// Sunglasses (Echoes of the Past, age 3, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef sunglasses() {
    return {
        .title = "Sunglasses",
        .age = 3,
        .color = Color::Purple,
        .positions = {hexagon, bonus(3), echoSlot, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Score a card from your hand of a color you have splayed.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may either splay your purple cards in the direction one of your other colors is "
                 "splayed, or you may splay one of your other colors in the direction that your purple "
                 "cards are splayed.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
