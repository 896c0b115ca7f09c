// Rock (Echoes of the Past, age 9, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef rock() {
    return {
        .title = "Rock",
        .age = 9,
        .color = Color::Purple,
        .positions = {icon(Icon::Leaf), bonus(9), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer your top green card to my hand! If Scissors is your new top green "
                 "card, I win!",
                 nullptr},
                {Effect::NonDemand,
                 "You may score a top card from your board. If Paper is your top green card, you win.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
