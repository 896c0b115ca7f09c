// Jeans (Echoes of the Past, age 7, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef jeans() {
    return {
        .title = "Jeans",
        .age = 7,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Leaf), hexagon, bonus(8)},
        .featured = Icon::Leaf,
        .echo = {"Draw two 9. Return one, foreshadow the other.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose two different values less than 7. Draw and reveal a card of each value. Meld one, "
                 "and return the other.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
