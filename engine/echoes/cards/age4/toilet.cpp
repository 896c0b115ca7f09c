// Toilet (Echoes of the Past, age 4, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef toilet() {
    return {
        .title = "Toilet",
        .age = 4,
        .color = Color::Purple,
        .positions = {echoSlot, icon(Icon::Leaf), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Draw and tuck a 4.",
                 [](Ctx& c) { c.drawAndTuck(4); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all cards from your score pile of value matching the highest bonus "
                 "on my board!",
                 [](Ctx& c) {
                     const std::vector<int> bonuses = visibleBonuses(c, c.me());
                     if (bonuses.empty()) return;
                     const int highest = *std::max_element(bonuses.begin(), bonuses.end());
                     returnAll(c, Ctx::filter(c.scorePile(), [&](CardId s) { return Ctx::age(s) == highest; }));
                 }},
                {Effect::NonDemand,
                 "You may return a card in your hand and draw a card of the same value.",
                 [](Ctx& c) {
                     if (auto back = c.mayReturn(c.hand())) c.draw(Ctx::age(*back));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
