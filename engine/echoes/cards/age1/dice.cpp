// Dice (Echoes of the Past, age 1, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef dice() {
    return {
        .title = "Dice",
        .age = 1,
        .color = Color::Blue,
        .positions = {hexagon, bonus(1), icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 1. If the card has a bonus, draw and meld a card of value equal to its "
                 "bonus.",
                 [](Ctx& c) {
                     const CardId revealed = c.drawAndReveal(1);
                     if (hasBonus(revealed)) c.drawAndMeld(bonusOf(revealed));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
