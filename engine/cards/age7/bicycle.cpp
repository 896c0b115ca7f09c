// Bicycle (age 7, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef bicycle() {
    return {
        .title = "Bicycle",
        .age = 7,
        .color = Color::Green,
        .icons = {Icon::Crown, Icon::Crown, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may exchange all the cards in your hand with all the cards in your score pile. If you exchange "
                 "one, you must exchange them all.",
                 nullptr},
            },
        .rulings =
            {
                "The two groups exchanged may differ in size, and either may be empty.",
                "Cards moved into your score pile by this exchange are not scored, so they do not count toward "
                "Monument.",
            },
    };
}

}  // namespace inno::cards
