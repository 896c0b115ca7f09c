// Noodles (Echoes of the Past, age 1, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef noodles() {
    return {
        .title = "Noodles",
        .age = 1,
        .color = Color::Yellow,
        .positions = {icon(Icon::Castle), hexagon, icon(Icon::Castle), bonus(1)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "If you have more 1 in your hand than every other player, draw and score a 2.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and reveal a 1. If it is yellow, score all 1s from your hand.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
