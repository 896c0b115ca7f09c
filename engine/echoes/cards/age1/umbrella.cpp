// Umbrella (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef umbrella() {
    return {
        .title = "Umbrella",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Leaf), icon(Icon::Leaf), hexagon, echoSlot},
        .featured = Icon::Leaf,
        .echo = {"You may meld a card from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Return any number of cards from your hand. Score two cards from your hand for every card "
                 "you returned.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
