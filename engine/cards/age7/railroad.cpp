// Railroad (age 7, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef railroad() {
    return {
        .title = "Railroad",
        .age = 7,
        .color = Color::Purple,
        .icons = {Icon::Clock, Icon::Factory, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand, then draw three 6.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay up any one color of your cards currently splayed right.",
                 nullptr},
            },
        .rulings =
            {
                "With an empty hand you return nothing and still draw three 6s.",
                "An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty "
                "beforehand) has still shared, so you get the free Draw action.",
            },
    };
}

}  // namespace inno::cards
