// Sliced Bread (Echoes of the Past, age 8, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef sliced_bread() {
    return {
        .title = "Sliced Bread",
        .age = 8,
        .color = Color::Green,
        .positions = {echoSlot, hexagon, bonus(9), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .echo = {"Return all cards from your hand and draw two 8.",
                 [](Ctx& c) {
                     returnAll(c, c.hand());
                     c.draw(8);
                     c.draw(8);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Return a card from your score pile. Draw and score two cards of value one less than the "
                 "value of the card returned.",
                 [](Ctx& c) {
                     const auto back = c.chooseAndReturn(c.scorePile());
                     if (!back) return;
                     c.drawAndScore(Ctx::age(*back) - 1);
                     c.drawAndScore(Ctx::age(*back) - 1);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
