// Education (age 3, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef education() {
    return {
        .title = "Education",
        .age = 3,
        .color = Color::Purple,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return the highest card from your score pile. If you do, draw a card of value two higher "
                 "than the highest card remaining in your score pile.",
                 nullptr},
            },
        .rulings =
            {
                "If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you "
                "draw a 2.",
            },
    };
}

}  // namespace inno::cards
