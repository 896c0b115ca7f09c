// Skyscrapers (age 8, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef skyscrapers() {
    return {
        .title = "Skyscrapers",
        .age = 8,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, "
                 "score the card beneath it, and return all other cards from that pile!",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
