// Ice Skates (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef ice_skates() {
    return {
        .title = "Ice Skates",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Castle), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return up to three cards from your hand. For each card returned, either draw and meld a "
                 "2, or draw and foreshadow a 3. Return your highest top card.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
