// Pressure Cooker (Echoes of the Past, age 5, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef pressure_cooker() {
    return {
        .title = "Pressure Cooker",
        .age = 5,
        .color = Color::Yellow,
        .positions = {bonus(5), hexagon, icon(Icon::Lightbulb), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand. For each top card on your board with a bonus, draw a "
                 "card of value equal to that bonus.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
