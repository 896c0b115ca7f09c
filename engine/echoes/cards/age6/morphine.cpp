// Morphine (Echoes of the Past, age 6, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef morphine() {
    return {
        .title = "Morphine",
        .age = 6,
        .color = Color::Yellow,
        .positions = {icon(Icon::Lightbulb), hexagon, bonus(7), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Score an odd-valued card from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all odd-valued cards in your hand! Draw a 6!",
                 nullptr},
                {Effect::NonDemand,
                 "Draw a card of value one higher than the highest card returned due to the demand, if any "
                 "were returned.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red cards right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
