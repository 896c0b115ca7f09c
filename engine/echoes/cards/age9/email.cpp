// Email (Echoes of the Past, age 9, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef email() {
    return {
        .title = "Email",
        .age = 9,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Clock), icon(Icon::Clock), hexagon},
        .featured = Icon::Clock,
        .echo = {"Draw and foreshadow a 10.",
                 [](Ctx& c) { drawAndForeshadow(c, 10); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a 9.",
                 [](Ctx& c) { drawAndForeshadow(c, 9); }},
                {Effect::NonDemand,
                 "Execute all non-demand dogma effects on your lowest non-green top card. Do not share "
                 "them.",
                 [](Ctx& c) {
                     const CardList nonGreen = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Green; });
                     for (CardId lowest : c.chooseLowest(nonGreen, 1, Purpose::Execute)) c.executeForYourselfOnly(lowest);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
