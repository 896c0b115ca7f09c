// Camcorder (Echoes of the Past, age 10, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef camcorder() {
    return {
        .title = "Camcorder",
        .age = 10,
        .color = Color::Red,
        .positions = {hexagon, icon(Icon::Clock), icon(Icon::Clock), icon(Icon::Factory)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all cards in your hand to my hand! Draw a 9!",
                 nullptr},
                {Effect::NonDemand,
                 "Meld all 9 from your hand. Return all other cards from your hand. Draw three 9.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
