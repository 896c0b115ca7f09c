// Refrigeration (age 7, yellow)
#include "cards/card_dsl.h"

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
                     for (CardId card : c.chooseCards(c.hand(), half, half, Purpose::Return)) c.returnCard(card);
                 }},
                {Effect::NonDemand,
                 "You may score a card from your hand.",
                 [](Ctx& c) {
                     if (auto card = c.mayChooseCard(c.hand(), Purpose::Score)) c.score(*card);
                 }},
            },
        .rulings =
            {
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
