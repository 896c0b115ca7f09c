// Fertilizer (Echoes of the Past, age 7, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef fertilizer() {
    return {
        .title = "Fertilizer",
        .age = 7,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), hexagon, icon(Icon::Factory), icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, transfer all cards from all score piles "
                 "to your hand of value equal to the returned card.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and foreshadow a card of any value.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
