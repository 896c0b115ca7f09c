// Chaturanga (Echoes of the Past, age 2, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef chaturanga() {
    return {
        .title = "Chaturanga",
        .age = 2,
        .color = Color::Purple,
        .positions = {icon(Icon::Crown), bonus(3), icon(Icon::Crown), hexagon},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Meld a card with a bonus from your hand. If you do, draw two cards of value equal to "
                 "that card's bonus. Otherwise, draw and foreshadow a card of value equal to the number of "
                 "top cards on your board.",
                 [](Ctx& c) {
                     if (auto melded = c.chooseAndMeld(Ctx::filter(c.hand(), hasBonus))) {
                         c.draw(bonusOf(*melded));
                         c.draw(bonusOf(*melded));
                     } else {
                         drawAndForeshadow(c, static_cast<int>(c.topCards().size()));
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
