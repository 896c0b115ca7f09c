// Elevator (Echoes of the Past, age 7, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef elevator() {
    return {
        .title = "Elevator",
        .age = 7,
        .color = Color::Yellow,
        .positions = {bonus(7), echoSlot, icon(Icon::Clock), hexagon},
        .featured = Icon::Clock,
        .echo = {"Score your top or bottom green card.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a value present in your score pile. Choose to transfer all cards of the chosen "
                 "value from either all other players' hands or all their score piles to your score pile.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
