// Kobukson (Echoes of the Past, age 4, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef kobukson() {
    return {
        .title = "Kobukson",
        .age = 4,
        .color = Color::Red,
        .positions = {bonus(5), icon(Icon::Factory), hexagon, echoSlot},
        .featured = Icon::Factory,
        .echo = {"Splay left one color on any player's board.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all your top cards with a [Castle]! Draw and tuck a 4!",
                 nullptr},
                {Effect::NonDemand,
                 "For every two cards returned as a result of the demand, draw and tuck a 4.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
