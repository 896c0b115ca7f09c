// Laser (Echoes of the Past, age 9, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef laser() {
    return {
        .title = "Laser",
        .age = 9,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all unclaimed standard achievements. Then, return half (rounded up) of the cards "
                 "in your score pile. Draw and meld two 10.",
                 [](Ctx& c) {
                     returnAll(c, c.state().availableAchievements());
                     const int half = (static_cast<int>(c.scorePile().size()) + 1) / 2;
                     c.chooseAndReturn(c.scorePile(), half, half);
                     c.drawAndMeld(10);
                     c.drawAndMeld(10);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
