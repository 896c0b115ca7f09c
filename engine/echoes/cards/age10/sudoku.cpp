// Sudoku (Echoes of the Past, age 10, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef sudoku() {
    return {
        .title = "Sudoku",
        .age = 10,
        .color = Color::Purple,
        .positions = {icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb), bonus(11)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a card of any value. If you have at least nine different bonus values "
                 "visible on your board, you win. Execute each of the melded card's non-demand dogma "
                 "effects. Do not share them.",
                 [](Ctx& c) {
                     const auto v = chooseAnyValue(c, false);
                     const CardId melded = c.drawAndMeld(*v);
                     std::vector<int> bonuses = visibleBonuses(c);
                     std::sort(bonuses.begin(), bonuses.end());
                     if (std::unique(bonuses.begin(), bonuses.end()) - bonuses.begin() >= 9) c.win();
                     c.executeForYourselfOnly(melded);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
