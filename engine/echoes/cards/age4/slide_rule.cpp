// Slide Rule (Echoes of the Past, age 4, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef slide_rule() {
    return {
        .title = "Slide Rule",
        .age = 4,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 [](Ctx& c) { c.maySplay(Color::Yellow, Splay::Right); }},
                {Effect::NonDemand,
                 "Draw a card of value equal to the value of your lowest top card plus the number of "
                 "colors you have splayed.",
                 [](Ctx& c) {
                     int splayed = 0;
                     for (Color col : kAllColors) splayed += c.pile(col).splay != Splay::None;
                     c.draw(lowestTop(c) + splayed);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
