// Encyclopedia (age 6, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef encyclopedia() {
    return {
        .title = "Encyclopedia",
        .age = 6,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld all the highest cards in your score pile. If you meld one of the highest, you must "
                 "meld all of the highest.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
