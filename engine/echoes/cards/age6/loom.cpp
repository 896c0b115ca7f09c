// Loom (Echoes of the Past, age 6, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef loom() {
    return {
        .title = "Loom",
        .age = 6,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), bonus(6), hexagon, echoSlot},
        .featured = Icon::Factory,
        .echo = {"Score your lowest top card.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return two cards of different value from your score pile. If you do, draw and "
                 "tuck three 6.",
                 nullptr},
                {Effect::NonDemand,
                 "If you have five or more [Hexagon] visible on your board in one color, claim the "
                 "Heritage achievement.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
