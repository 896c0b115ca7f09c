// Octant (Echoes of the Past, age 5, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef octant() {
    return {
        .title = "Octant",
        .age = 5,
        .color = Color::Red,
        .positions = {icon(Icon::Crown), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-red card with a [Leaf] or [Factory] from your board to "
                 "my board! If you do, draw and foreshadow a 6!",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and foreshadow a 6.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
