// Television (Echoes of the Past, age 8, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef television() {
    return {
        .title = "Television",
        .age = 8,
        .color = Color::Purple,
        .positions = {bonus(8), hexagon, icon(Icon::Clock), echoSlot},
        .featured = Icon::Clock,
        .echo = {"Draw and meld an 8.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a value and an opponent. Transfer a card of that value from their score pile to "
                 "their board. If they have an achievement of the same value, achieve (if eligible) a card "
                 "of that value from their score pile.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
