// Machinery (age 3, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef machinery() {
    return {
        .title = "Machinery",
        .age = 3,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you exchange all cards in your hand with all the highest cards in my hand!",
                 nullptr},
                {Effect::NonDemand,
                 "Score a card from your hand with a [Castle]. You may splay your red cards left.",
                 nullptr},
            },
        .rulings =
            {
                "When several opponents are affected, the exchanges are carried out one opponent at a time.",
                "The second effect is not a demand, so opponents with enough icons share it.",
                "The two groups exchanged may differ in size, and either may be empty.",
                "A player with no card bearing a [Castle] in hand must show their hand.",
            },
    };
}

}  // namespace inno::cards
