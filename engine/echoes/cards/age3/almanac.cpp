// Almanac (Echoes of the Past, age 3, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef almanac() {
    return {
        .title = "Almanac",
        .age = 3,
        .color = Color::Blue,
        .positions = {hexagon, icon(Icon::Leaf), bonus(4), echoSlot},
        .featured = Icon::Leaf,
        .echo = {"Draw and foreshadow a 4.",
                 [](Ctx& c) { drawAndForeshadow(c, 4); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your forecast with a bonus. If you do, draw and score a card "
                 "of value one higher than that bonus.",
                 [](Ctx& c) {
                     if (auto returned = c.mayReturn(Ctx::filter(forecast(c), hasBonus)))
                         c.drawAndScore(bonusOf(*returned) + 1);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
