// Candles (Echoes of the Past, age 1, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef candles() {
    return {
        .title = "Candles",
        .age = 1,
        .color = Color::Red,
        .positions = {echoSlot, bonus(1), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"If every other player has a higher score than you, draw a 3.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a [Castle] from your hand to my hand! If you do, draw "
                 "a 1!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
