// Machine Gun (Echoes of the Past, age 7, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef machine_gun() {
    return {
        .title = "Machine Gun",
        .age = 7,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), echoSlot, hexagon},
        .featured = Icon::Factory,
        .echo = {"If you have five top cards, draw and score a 7.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all of your top cards with a bonus to my score pile! If you "
                 "transfered any, draw a 7!",
                 nullptr},
                {Effect::NonDemand,
                 "Return all your non-red top cards.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
