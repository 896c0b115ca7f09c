// Clock (Echoes of the Past, age 4, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef clock() {
    return {
        .title = "Clock",
        .age = 4,
        .color = Color::Purple,
        .positions = {echoSlot, bonus(5), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"You may splay your color with the most cards right.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and reveal three 10, total the number of [Clock] on them, and then "
                 "return them! Transfer all cards of that value from your hand and score pile to my score "
                 "pile!",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
