// Stethoscope (Echoes of the Past, age 6, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef stethoscope() {
    return {
        .title = "Stethoscope",
        .age = 6,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), echoSlot, icon(Icon::Lightbulb), hexagon},
        .featured = Icon::Lightbulb,
        .echo = {"Meld a blue or yellow card from your hand.",
                 [](Ctx& c) {
                     const auto melded = c.chooseAndMeld(Ctx::filter(c.hand(), [](CardId h) {
                         return Ctx::color(h) == Color::Blue || Ctx::color(h) == Color::Yellow;
                     }));
                     if (melded && Ctx::color(*melded) == Color::Blue) c.note(1);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 7. If you melded a blue card due to Stethoscope's echo effect, draw an 8.",
                 [](Ctx& c) {
                     c.draw(7);
                     if (c.noted(c.thisCard()) == 1) c.draw(8);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 [](Ctx& c) { c.maySplay(Color::Yellow, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
