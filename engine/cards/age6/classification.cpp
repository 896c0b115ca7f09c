// Classification (age 6, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef classification() {
    return {
        .title = "Classification",
        .age = 6,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Reveal the color of a card from your hand. Take into your hand all cards of that color from all "
                 "other player's hands. Then, meld all cards of that color from your hand.",
                 nullptr},
            },
        .rulings =
            {
                "This is not a demand, so it can be shared.",
                "Each player, in turn order, must show their hand to prove that no cards of the chosen color are "
                "left in it.",
                "In a team game your partner is not affected, since the effect targets other players.",
            },
    };
}

}  // namespace inno::cards
