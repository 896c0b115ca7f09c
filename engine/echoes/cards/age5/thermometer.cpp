// Thermometer (Echoes of the Past, age 5, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef thermometer() {
    return {
        .title = "Thermometer",
        .age = 5,
        .color = Color::Blue,
        .positions = {hexagon, echoSlot, bonus(5), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"Meld your bottom green card. Maintain its splay.",
                 [](Ctx& c) {
                     if (c.hasColor(Color::Green)) c.meld(c.bottomCard(Color::Green));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a card of value one higher than the value of your top yellow card. If the "
                 "melded card is yellow, repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {
                         const CardId yellow = c.topCard(Color::Yellow);
                         const CardId melded = c.drawAndMeld((yellow == kNoCard ? 0 : faceUpAge(yellow)) + 1);
                         if (Ctx::color(melded) != Color::Yellow) return;
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
