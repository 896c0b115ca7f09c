// Stem Cells (age 10, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef stem_cells() {
    return {
        .title = "Stem Cells",
        .age = 10,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may score all cards from your hand. If you score one, you must score them all.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
