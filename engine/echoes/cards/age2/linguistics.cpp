// Linguistics (Echoes of the Past, age 2, blue)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef linguistics() {
    return {
        .title = "Linguistics",
        .age = 2,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), echoSlot, hexagon},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 3 OR Draw and foreshadow a 4.",
                 [](Ctx& c) {
                     if (c.chooseBranch(2, false) == 1) c.draw(3);
                     else drawAndForeshadow(c, 4);
                 },
                 {"Draw a 3", "Draw and foreshadow a 4"}},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a card of value equal to a bonus on your board, if you have any.",
                 [](Ctx& c) {
                     std::vector<int> values = visibleBonuses(c);
                     std::sort(values.begin(), values.end());
                     values.erase(std::unique(values.begin(), values.end()), values.end());
                     if (auto value = c.chooseValue(values, Purpose::Draw, false)) c.draw(*value);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
