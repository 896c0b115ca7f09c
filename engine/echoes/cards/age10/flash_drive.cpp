// Flash Drive (Echoes of the Past, age 10, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef flash_drive() {
    return {
        .title = "Flash Drive",
        .age = 10,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), hexagon, icon(Icon::Factory)},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return four cards from your score pile!",
                 [](Ctx& c) { c.chooseAndReturn(c.scorePile(), 4, 4); }},
                {Effect::NonDemand,
                 "Return a card from your score pile. If you do, you may splay any one color of your cards "
                 "up.",
                 [](Ctx& c) {
                     if (c.chooseAndReturn(c.scorePile())) c.maySplayOneOf(Ctx::allColors(), Splay::Up);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
