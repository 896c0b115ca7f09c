// Mass Media (age 8, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef mass_media() {
    return {
        .title = "Mass Media",
        .age = 8,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Hex, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, choose a value, and return all cards of that "
                 "value from all score piles.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
