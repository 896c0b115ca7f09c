// Dentures (Echoes of the Past, age 6, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef dentures() {
    return {
        .title = "Dentures",
        .age = 6,
        .color = Color::Yellow,
        .positions = {echoSlot, icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck a 6.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Score the top two non-bottom cards of the color of the last card you tucked due to "
                 "Dentures. If there are none to score, draw and tuck a 6, then repeat this dogma effect.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
