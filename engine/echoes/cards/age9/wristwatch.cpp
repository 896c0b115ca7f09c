// Wristwatch (Echoes of the Past, age 9, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef wristwatch() {
    return {
        .title = "Wristwatch",
        .age = 9,
        .color = Color::Yellow,
        .positions = {hexagon, icon(Icon::Factory), bonus(10), echoSlot},
        .featured = Icon::Factory,
        .echo = {"Take a non-yellow top card from your board and tuck it.",
                 [](Ctx& c) {
                     const CardList nonYellow = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Yellow; });
                     if (auto taken = c.chooseCard(nonYellow, Purpose::Tuck)) c.tuck(*taken);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "For each visible bonus on your board, draw and tuck a card of that value, in ascending "
                 "order.",
                 [](Ctx& c) {
                     std::vector<int> values = visibleBonuses(c);
                     std::sort(values.begin(), values.end());
                     for (int v : values) c.drawAndTuck(v);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
