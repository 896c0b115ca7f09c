// Optics (age 3, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef optics() {
    return {
        .title = "Optics",
        .age = 3,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Crown, Icon::Crown, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your "
                 "score pile to the score pile of an opponent with fewer points than you.",
                 nullptr},
            },
        .rulings =
            {
                "If no opponent has fewer points than you, no card is transferred.",
                "In a team game your partner is not an opponent and cannot receive the card.",
            },
    };
}

}  // namespace inno::cards
