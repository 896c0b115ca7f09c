// Katana (Echoes of the Past, age 3, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef katana() {
    return {
        .title = "Katana",
        .age = 3,
        .color = Color::Red,
        .positions = {icon(Icon::Castle), icon(Icon::Castle), hexagon, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer two top cards with a [Castle] from your board to my score pile! If "
                 "you transferred any, draw a card of value equal to the total number of [Castle] on those "
                 "cards and transfer it to my forecast!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
