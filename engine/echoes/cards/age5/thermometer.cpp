// Thermometer (Echoes of the Past, age 5, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef thermometer() {
    return {
        .title = "Thermometer",
        .age = 5,
        .color = Color::Blue,
        .positions = {hexagon, echoSlot, bonus(5), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"Meld your bottom green card. Maintain its splay.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a card of value one higher than the value of your top yellow card. If the "
                 "melded card is yellow, repeat this dogma effect.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
