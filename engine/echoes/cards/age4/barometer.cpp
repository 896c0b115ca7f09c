// Barometer (Echoes of the Past, age 4, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef barometer() {
    return {
        .title = "Barometer",
        .age = 4,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), echoSlot, icon(Icon::Leaf), hexagon},
        .featured = Icon::Leaf,
        .echo = {"Transfer a 5 from your forecast to your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a card of value two higher than a bonus on any board.",
                 nullptr},
                {Effect::NonDemand,
                 "You may return all the cards in your forecast. If any were blue, claim the Destiny "
                 "achievement.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
