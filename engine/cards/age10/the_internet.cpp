// The Internet (age 10, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef the_internet() {
    return {
        .title = "The Internet",
        .age = 10,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and score a 10.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and meld a 10 for every two [Clock] icons on your board.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
