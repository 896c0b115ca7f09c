// Magnifying Glass (Echoes of the Past, age 3, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef magnifying_glass() {
    return {
        .title = "Magnifying Glass",
        .age = 3,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, bonus(3), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 4, then return a card from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return three cards of equal value from your hand. If you do, draw a card of "
                 "value two higher than the cards you returned.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards left.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
