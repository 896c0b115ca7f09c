// Fission (age 9, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef fission() {
    return {
        .title = "Fission",
        .age = 9,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Clock},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If "
                 "this occurs, the dogma action is complete.",
                 nullptr},
                {Effect::NonDemand,
                 "Return a top card other than Fission from any player's board.",
                 nullptr},
            },
        .rulings =
            {
                "The drawn 10 is always revealed, red or not.",
                "If the drawn card is not red, each opponent who drew keeps the card.",
                "Achievements are not removed; the removed hands, boards and score piles leave the game entirely "
                "instead of being returned to the supply piles.",
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
