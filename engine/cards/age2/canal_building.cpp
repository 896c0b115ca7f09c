// Canal Building (age 2, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef canal_building() {
    return {
        .title = "Canal Building",
        .age = 2,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Crown, Icon::Leaf, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may exchange all the highest cards in your hand with all the highest cards in your score pile.",
                 nullptr},
            },
        .rulings =
            {
                "The two groups exchanged may differ in size, and either may be empty.",
            },
    };
}

}  // namespace inno::cards
