// Liquid Fire (Echoes of the Past, age 3, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef liquid_fire() {
    return {
        .title = "Liquid Fire",
        .age = 3,
        .color = Color::Red,
        .positions = {hexagon, icon(Icon::Lightbulb), icon(Icon::Lightbulb), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw a card of value equal to the highest bonus on your board! Transfer it "
                 "to my forecast! If it is red, transfer all cards from your hand to my score pile!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
