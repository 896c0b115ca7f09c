// Kaleidoscope (Echoes of the Past, age 6, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef kaleidoscope() {
    return {
        .title = "Kaleidoscope",
        .age = 6,
        .color = Color::Purple,
        .positions = {bonus(6), icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 7. You may splay your cards of that color right.",
                 [](Ctx& c) {
                     const CardId melded = c.drawAndMeld(7);
                     c.maySplay(Ctx::color(melded), Splay::Right);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
