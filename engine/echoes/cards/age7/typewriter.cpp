// Typewriter (Echoes of the Past, age 7, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef typewriter() {
    return {
        .title = "Typewriter",
        .age = 7,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand. Draw a 6. For each color of card returned, draw a card "
                 "of the next higher value.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
