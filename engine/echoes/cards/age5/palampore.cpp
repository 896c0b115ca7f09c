// Palampore (Echoes of the Past, age 5, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef palampore() {
    return {
        .title = "Palampore",
        .age = 5,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), hexagon, icon(Icon::Factory), bonus(5)},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a card of value equal to a bonus that occurs more than once on your "
                 "board, if you have such a bonus.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your purple cards right.",
                 nullptr},
                {Effect::NonDemand,
                 "If you have six or more bonuses on your board, claim the Wealth achievement.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
