// Toilet (Echoes of the Past, age 4, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef toilet() {
    return {
        .title = "Toilet",
        .age = 4,
        .color = Color::Purple,
        .positions = {echoSlot, icon(Icon::Leaf), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Draw and tuck a 4.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all cards from your score pile of value matching the highest bonus "
                 "on my board!",
                 nullptr},
                {Effect::NonDemand,
                 "You may return a card in your hand and draw a card of the same value.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
