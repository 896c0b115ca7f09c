// Shrapnel (Echoes of the Past, age 6, red)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef shrapnel() {
    return {
        .title = "Shrapnel",
        .age = 6,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and tuck a 6! Transfer the top two cards of its color from your board "
                 "to my score pile! Transfer the bottom card of its color from my board to your score "
                 "pile!",
                 [](Ctx& c) {
                     const Color col = Ctx::color(c.drawAndTuck(6));
                     const PileView mine = c.pile(col);
                     const CardList topTwo(mine.cards.begin(), mine.cards.begin() + std::min<std::size_t>(2, mine.cards.size()));
                     for (CardId t : topTwo) c.transfer(t, c.me(), Zone::Score);
                     const CardId bottom = c.bottomCard(col, c.me());
                     if (bottom != kNoCard) c.transfer(bottom, c.you(), Zone::Score);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
