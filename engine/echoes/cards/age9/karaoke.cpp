// Karaoke (Echoes of the Past, age 9, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef karaoke() {
    return {
        .title = "Karaoke",
        .age = 9,
        .color = Color::Purple,
        .positions = {hexagon, icon(Icon::Leaf), bonus(9), echoSlot},
        .featured = Icon::Leaf,
        .echo = {"Draw and meld a card of value less than 10.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Execute all of the non-demand dogma effects of the card you melded due to Karaoke's echo "
                 "effect. Do not share them.",
                 nullptr},
                {Effect::NonDemand,
                 "You may take a bottom card from your board into your hand.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
