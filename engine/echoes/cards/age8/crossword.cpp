// Crossword (Echoes of the Past, age 8, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef crossword() {
    return {
        .title = "Crossword",
        .age = 8,
        .color = Color::Purple,
        .positions = {icon(Icon::Crown), bonus(8), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "For each visible bonus on your board, draw a card of that value.",
                 [](Ctx& c) {
                     std::vector<int> bonuses = visibleBonuses(c);
                     std::sort(bonuses.begin(), bonuses.end());
                     for (int b : bonuses) c.draw(b);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
