// Puppet (Echoes of the Past, age 1, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef puppet() {
    return {
        .title = "Puppet",
        .age = 1,
        .color = Color::Purple,
        .positions = {hexagon, icon(Icon::Castle), bonus(3), icon(Icon::Castle)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "No effect.",
                 [](Ctx&) {}},
            },
    };
}

}  // namespace inno::echoes::cards
