// Lever (Echoes of the Past, age 2, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef lever() {
    return {
        .title = "Lever",
        .age = 2,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, echoSlot, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw two 2.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. For every two cards of matching value "
                 "returned, draw a card of value one higher.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
