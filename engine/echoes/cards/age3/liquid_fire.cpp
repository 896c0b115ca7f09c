// Liquid Fire (Echoes of the Past, age 3, red)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef liquid_fire() {
    return {
        .title = "Liquid Fire",
        .age = 3,
        .color = Color::Red,
        .positions = {hexagon, icon(Icon::Lightbulb), icon(Icon::Lightbulb), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw a card of value equal to the highest bonus on your board! Transfer it "
                 "to my forecast! If it is red, transfer all cards from your hand to my score pile!",
                 [](Ctx& c) {
                     const std::vector<int> bonuses = visibleBonuses(c);
                     const int highest = bonuses.empty() ? 0 : *std::max_element(bonuses.begin(), bonuses.end());
                     const CardId drawn = c.draw(highest);
                     foreshadow(c, drawn, c.me());
                     if (Ctx::color(drawn) != Color::Red) return;
                     for (CardId h : byValueThenTitle(c.hand())) c.transfer(h, c.me(), Zone::Score);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
