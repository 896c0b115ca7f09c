// Photography (Echoes of the Past, age 7, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef photography() {
    return {
        .title = "Photography",
        .age = 7,
        .color = Color::Blue,
        .positions = {echoSlot, icon(Icon::Lightbulb), hexagon, bonus(7)},
        .featured = Icon::Lightbulb,
        .echo = {"Meld a card from your forecast.",
                 nullptr},
        .effects =
            {
                {Effect::Demand,
                 "I demand you take the highest top card from your board into your hand!",
                 nullptr},
                {Effect::NonDemand,
                 "If you have at least three echo effects visible in one color, claim the History "
                 "achievement.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
