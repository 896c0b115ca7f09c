// Email (Echoes of the Past, age 9, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef email() {
    return {
        .title = "Email",
        .age = 9,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Clock), icon(Icon::Clock), hexagon},
        .featured = Icon::Clock,
        .echo = {"Draw and foreshadow a 10.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a 9.",
                 nullptr},
                {Effect::NonDemand,
                 "Execute all non-demand dogma effects on your lowest non-green top card. Do not share "
                 "them.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
