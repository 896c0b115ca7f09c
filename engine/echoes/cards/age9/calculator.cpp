// Calculator (Echoes of the Past, age 9, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef calculator() {
    return {
        .title = "Calculator",
        .age = 9,
        .color = Color::Blue,
        .positions = {icon(Icon::Clock), hexagon, icon(Icon::Clock), icon(Icon::Lightbulb)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Score two bottom non-blue cards from your board. If you scored two and they have a total "
                 "value less than 11, draw a card of that total value and repeat this dogma effect (once "
                 "only).",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your blue cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
