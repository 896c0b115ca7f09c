// Lightning Rod (Echoes of the Past, age 5, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef lightning_rod() {
    return {
        .title = "Lightning Rod",
        .age = 5,
        .color = Color::Blue,
        .positions = {echoSlot, icon(Icon::Factory), hexagon, bonus(6)},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck a 5.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and tuck a 5! Return your top card of the tucked card's color!",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and tuck a 5. You may return a top card from your board.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
