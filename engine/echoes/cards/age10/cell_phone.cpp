// Cell Phone (Echoes of the Past, age 10, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef cell_phone() {
    return {
        .title = "Cell Phone",
        .age = 10,
        .color = Color::Yellow,
        .positions = {icon(Icon::Clock), hexagon, bonus(10), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 10 for every two [Clock] on your board.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 nullptr},
                {Effect::NonDemand,
                 "You may tuck any number of cards with a [Clock] from your hand, splaying up each color "
                 "you tucked into.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
