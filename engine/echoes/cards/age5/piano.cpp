// Piano (Echoes of the Past, age 5, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef piano() {
    return {
        .title = "Piano",
        .age = 5,
        .color = Color::Purple,
        .positions = {bonus(5), echoSlot, hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .musicNote = true,
        .echo = {"Draw a card of a value present in any player's hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "If you have five top cards, each with a different value, return five cards from your "
                 "score pile and then draw and score a card of each of your top cards' values in ascending "
                 "order.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
