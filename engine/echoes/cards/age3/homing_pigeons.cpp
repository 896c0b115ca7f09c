// Homing Pigeons (Echoes of the Past, age 3, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef homing_pigeons() {
    return {
        .title = "Homing Pigeons",
        .age = 3,
        .color = Color::Green,
        .positions = {bonus(3), icon(Icon::Leaf), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return two cards from your score pile whose values each match at least one "
                 "card in my hand!",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red or green cards left.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
