// Publications (age 7, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef publications() {
    return {
        .title = "Publications",
        .age = 7,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may rearrange the order of one color of cards on your board.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards up.",
                 nullptr},
            },
        .rulings =
            {
                "Only the top cards of opponents' boards may be looked at; you cannot search through their piles "
                "before deciding whether to use Publications.",
            },
    };
}

}  // namespace inno::cards
