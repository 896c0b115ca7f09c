// Suburbia (age 9, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef suburbia() {
    return {
        .title = "Suburbia",
        .age = 9,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Crown, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.",
                 [](Ctx& c) {
                     auto tucked = c.chooseAndTuck(c.hand(), 0, kMaxCards);
                     for (std::size_t i = 0; i < tucked.size(); ++i) c.drawAndScore(1);
                 }},
            },
        .rulings =
            {
                "As with any draw, once the 1 pile is empty the draws come from the next higher non-empty pile.",
            },
    };
}

}  // namespace inno::cards
