// Puzzle Cube (Echoes of the Past, age 10, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef puzzle_cube() {
    return {
        .title = "Puzzle Cube",
        .age = 10,
        .color = Color::Purple,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may score the bottom card or two bottom cards of one color from your board. If all "
                 "the colors on your board contain the same number of visible cards (unsplayed = 1), you "
                 "win.",
                 [](Ctx& c) {
                     std::vector<Color> colors;
                     for (Color col : kAllColors)
                         if (c.hasColor(col)) colors.push_back(col);
                     if (const auto col = c.chooseColor(colors, Purpose::Score, true)) {
                         const PileView pile = c.pile(*col);
                         const auto count = chooseBranchAmong(c, pile.cards.size() >= 2 ? std::vector<int>{1, 2} : std::vector<int>{1}, false);
                         const CardList bottoms(pile.cards.end() - *count, pile.cards.end());
                         for (auto k = bottoms.rbegin(); k != bottoms.rend(); ++k) c.score(*k);
                     }
                     std::vector<int> visible;
                     for (Color col : kAllColors)
                         if (c.hasColor(col)) visible.push_back(visibleCardCount(c.pile(col)));
                     if (!visible.empty() && std::all_of(visible.begin(), visible.end(), [&](int n) { return n == visible.front(); })) c.win();
                 },
                 {"Score the bottom card", "Score the two bottom cards"}},
                {Effect::NonDemand,
                 "Draw and meld a 10.",
                 [](Ctx& c) { c.drawAndMeld(10); }},
            },
    };
}

}  // namespace inno::echoes::cards
