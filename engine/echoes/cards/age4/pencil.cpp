// Pencil (Echoes of the Past, age 4, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef pencil() {
    return {
        .title = "Pencil",
        .age = 4,
        .color = Color::Yellow,
        .positions = {hexagon, echoSlot, icon(Icon::Lightbulb), bonus(4)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 5.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from your hand. If you do, draw that many cards of "
                 "value one higher than the highest card you returned. Foreshadow one of them, and return "
                 "the rest of the drawn cards.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
