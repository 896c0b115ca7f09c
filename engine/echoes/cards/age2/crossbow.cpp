// Crossbow (Echoes of the Past, age 2, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef crossbow() {
    return {
        .title = "Crossbow",
        .age = 2,
        .color = Color::Red,
        .positions = {bonus(3), hexagon, icon(Icon::Castle), icon(Icon::Castle)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a bonus from your hand to my score pile!",
                 nullptr},
                {Effect::NonDemand,
                 "Transfer a card from your hand to any other player's board.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
