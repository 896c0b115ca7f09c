// Telegraph (Echoes of the Past, age 7, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef telegraph() {
    return {
        .title = "Telegraph",
        .age = 7,
        .color = Color::Green,
        .positions = {hexagon, icon(Icon::Clock), icon(Icon::Clock), icon(Icon::Lightbulb)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may choose an opponent and a color. Match your splay in that color to theirs.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your blue cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
