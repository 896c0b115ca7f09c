// Alchemy (age 3, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef alchemy() {
    return {
        .title = "Alchemy",
        .age = 3,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are "
                 "red, return the cards drawn and all cards in your hand. Otherwise, keep them.",
                 nullptr},
                {Effect::NonDemand,
                 "Meld a card from your hand, then score a card from your hand.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
