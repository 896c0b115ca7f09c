// Nylon (Echoes of the Past, age 8, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef nylon() {
    return {
        .title = "Nylon",
        .age = 8,
        .color = Color::Green,
        .positions = {bonus(8), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck an 8 for every three [Factory] on your board. If any of the tucked cards "
                 "were green, repeat this dogma effect.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
