// Jet (Echoes of the Past, age 9, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef jet() {
    return {
        .title = "Jet",
        .age = 9,
        .color = Color::Red,
        .positions = {hexagon, echoSlot, icon(Icon::Clock), bonus(10)},
        .featured = Icon::Clock,
        .echo = {"Meld a card from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return your top card of the color I melded due to Jet's echo effect!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
