// Bandage (Echoes of the Past, age 8, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bandage() {
    return {
        .title = "Bandage",
        .age = 8,
        .color = Color::Red,
        .positions = {icon(Icon::Leaf), echoSlot, hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Meld a card from hand with a [Leaf].",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return the highest card in your score pile for which you do not have a card "
                 "of matching value in your hand! Return a top card from your board with a [Clock]!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
