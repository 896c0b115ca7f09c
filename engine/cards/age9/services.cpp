// Services (age 9, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef services() {
    return {
        .title = "Services",
        .age = 9,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all the highest cards from your score pile to my hand! If you transferred "
                 "any cards, then transfer a top card from my board without a [Leaf] to your hand!",
                 nullptr},
            },
        .rulings =
            {
                "The demanded opponent chooses which of your top cards they take.",
                "When several opponents are affected, each one's transfers are finished before the next one's begin.",
            },
    };
}

}  // namespace inno::cards
