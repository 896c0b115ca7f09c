// Artificial Heart (Echoes of the Past, age 10, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef artificial_heart() {
    return {
        .title = "Artificial Heart",
        .age = 10,
        .color = Color::Blue,
        .positions = {hexagon, icon(Icon::Leaf), icon(Icon::Leaf), bonus(11)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Claim one standard achievement, if eligible. Your current score is doubled for the "
                 "purpose of checking eligibility.",
                 [](Ctx& c) { claimStandardAchievements(c, 1, 2); }},
            },
    };
}

}  // namespace inno::echoes::cards
