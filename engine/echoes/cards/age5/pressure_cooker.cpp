// Pressure Cooker (Echoes of the Past, age 5, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef pressure_cooker() {
    return {
        .title = "Pressure Cooker",
        .age = 5,
        .color = Color::Yellow,
        .positions = {bonus(5), hexagon, icon(Icon::Lightbulb), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand. For each top card on your board with a bonus, draw a "
                 "card of value equal to that bonus.",
                 [](Ctx& c) {
                     returnAll(c, c.hand());
                     std::vector<int> values;
                     for (CardId top : c.topCards())
                         if (hasBonus(top)) values.push_back(bonusOf(top));
                     std::sort(values.begin(), values.end());
                     for (int v : values) c.draw(v);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
