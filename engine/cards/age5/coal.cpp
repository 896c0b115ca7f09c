// Coal (age 5, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef coal() {
    return {
        .title = "Coal",
        .age = 5,
        .color = Color::Red,
        .icons = {Icon::Factory, Icon::Factory, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 5.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red cards right.",
                 nullptr},
                {Effect::NonDemand,
                 "You may score any one of your top cards. If you do, also score the card beneath it.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
