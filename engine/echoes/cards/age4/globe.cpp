// Globe (Echoes of the Past, age 4, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef globe() {
    return {
        .title = "Globe",
        .age = 4,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), bonus(4), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from hand of the same color. If you return one, splay "
                 "any color left; two, right; three, up. If you returned at least one card, draw and "
                 "foreshadow a 6.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
