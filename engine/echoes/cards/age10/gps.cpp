// GPS (Echoes of the Past, age 10, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef gps() {
    return {
        .title = "GPS",
        .age = 10,
        .color = Color::Green,
        .positions = {icon(Icon::Crown), hexagon, icon(Icon::Clock), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all cards from your forecast!",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and foreshadow three 10.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
