// ATM (Echoes of the Past, age 9, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef atm() {
    return {
        .title = "ATM",
        .age = 9,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), hexagon, echoSlot, bonus(9)},
        .featured = Icon::Crown,
        .echo = {"Draw and score a card of any value.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer the highest top non-yellow card without a [Crown] from your board "
                 "to my board!",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
