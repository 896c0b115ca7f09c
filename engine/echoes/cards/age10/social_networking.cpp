// Social Networking (Echoes of the Past, age 10, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef social_networking() {
    return {
        .title = "Social Networking",
        .age = 10,
        .color = Color::Red,
        .positions = {hexagon, bonus(10), icon(Icon::Clock), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you choose an icon type! Transfer all top cards without that icon from your "
                 "board to my score pile!",
                 nullptr},
                {Effect::NonDemand,
                 "If you have fewer [Factory], fewer [Crown], and fewer [Castle] than each other player, "
                 "you win.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
