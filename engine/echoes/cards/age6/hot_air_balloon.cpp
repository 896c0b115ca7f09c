// Hot Air Balloon (Echoes of the Past, age 6, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef hot_air_balloon() {
    return {
        .title = "Hot Air Balloon",
        .age = 6,
        .color = Color::Green,
        .positions = {icon(Icon::Lightbulb), echoSlot, hexagon, bonus(7)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw and score a 7.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may achieve (if eligible) a top card from any other player's board if they have an "
                 "achievement of matching value. If you do, transfer your top green card to that player's "
                 "board. Otherwise, draw and meld a 7.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
