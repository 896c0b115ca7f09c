// Watermill (Echoes of the Past, age 2, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef watermill() {
    return {
        .title = "Watermill",
        .age = 2,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), icon(Icon::Leaf), icon(Icon::Leaf), hexagon},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that "
                 "card's bonus. If the drawn card also has a bonus, you may return a card from your hand "
                 "to repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {
                         const auto tucked = c.chooseCard(Ctx::filter(c.hand(), hasBonus), Purpose::Tuck);
                         if (!tucked) return;
                         c.tuck(*tucked);
                         const CardId drawn = c.draw(bonusOf(*tucked));
                         if (!hasBonus(drawn) || !c.mayReturn(c.hand())) return;
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
