// Saxophone (Echoes of the Past, age 7, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef saxophone() {
    return {
        .title = "Saxophone",
        .age = 7,
        .color = Color::Purple,
        .positions = {bonus(7), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .musicNote = true,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 nullptr},
                {Effect::NonDemand,
                 "If the [Music note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you win. "
                 "Otherwise, draw a 7 for each [Music note] that is visible.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
