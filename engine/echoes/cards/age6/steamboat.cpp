// Steamboat (Echoes of the Past, age 6, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef steamboat() {
    return {
        .title = "Steamboat",
        .age = 6,
        .color = Color::Green,
        .positions = {hexagon, bonus(6), icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and reveal a 6! If it is blue or yellow, transfer it and all cards in "
                 "your hand to my hand! If it is red or green, keep it and transfer two cards from your "
                 "score pile to mine! If it is purple, keep it!",
                 [](Ctx& c) {
                     const CardId revealed = c.drawAndReveal(6);
                     switch (Ctx::color(revealed)) {
                     case Color::Blue:
                     case Color::Yellow:
                         for (CardId h : CardList(c.hand())) c.transfer(h, c.me(), Zone::Hand);
                         break;
                     case Color::Red:
                     case Color::Green: c.chooseAndTransfer(c.scorePile(), 2, 2, c.me(), Zone::Score); break;
                     case Color::Purple: break;
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
