// Puzzle Cube (Echoes of the Past, age 10, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef puzzle_cube() {
    return {
        .title = "Puzzle Cube",
        .age = 10,
        .color = Color::Purple,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may score the bottom card or two bottom cards of one color from your board. If all "
                 "the colors on your board contain the same number of visible cards (unsplayed = 1), you "
                 "win.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and meld a 10.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
