// Soap (Echoes of the Past, age 1, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef soap() {
    return {
        .title = "Soap",
        .age = 1,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), bonus(2), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a color. You may tuck any number of cards of that color from your hand. If you "
                 "tucked at least three, you may achieve (if eligible) a card from your hand.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
