// Refrigeration (age 7, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef refrigeration() {
    return {
        .title = "Refrigeration",
        .age = 7,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Crown},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return half (rounded down) of the cards in your hand!",
                 [](Ctx& c) {
                     const int half = static_cast<int>(c.hand().size()) / 2;
                     c.chooseAndReturn(c.hand(), half, half);
                 }},
                {Effect::NonDemand,
                 "You may score a card from your hand.",
                 [](Ctx& c) {
                     c.mayScore(c.hand());
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
