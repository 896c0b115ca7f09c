// Charitable Trust (Echoes of the Past, age 3, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef charitable_trust() {
    return {
        .title = "Charitable Trust",
        .age = 3,
        .color = Color::Green,
        .positions = {echoSlot, hexagon, icon(Icon::Crown), bonus(3)},
        .featured = Icon::Crown,
        .echo = {"Draw a 3 or 4.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld the card you drew due to Charitable Trust's echo effect. If you do, either "
                 "return or achieve (if eligible) your top green card.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
