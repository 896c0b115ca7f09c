// Stem Cells (age 10, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef stem_cells() {
    return {
        .title = "Stem Cells",
        .age = 10,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may score all cards from your hand. If you score one, you must score them all.",
                 [](Ctx& c) {
                     // All or nothing: one yes/no, then the whole hand in ascending value and title.
                     if (c.hand().empty() || !c.mayDo(Purpose::Score)) return;
                     CardList cards = c.hand();
                     std::sort(cards.begin(), cards.end());
                     for (CardId card : cards) c.score(card);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
