// Canning (age 6, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef canning() {
    return {
        .title = "Canning",
        .age = 6,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Leaf, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may draw and tuck a 6. If you do, score all your top cards without a [Factory].",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
