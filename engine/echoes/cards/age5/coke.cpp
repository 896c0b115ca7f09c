// Coke (Echoes of the Past, age 5, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef coke() {
    return {
        .title = "Coke",
        .age = 5,
        .color = Color::Red,
        .positions = {echoSlot, icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck a 4.",
                 [](Ctx& c) { c.drawAndTuck(4); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 6. If it has a [Factory], meld it and repeat this dogma effect. "
                 "Otherwise, foreshadow it.",
                 [](Ctx& c) {
                     for (;;) {
                         const CardId revealed = c.drawAndReveal(6);
                         if (!Ctx::has(revealed, Icon::Factory)) {
                             foreshadow(c, revealed);
                             return;
                         }
                         c.meld(revealed);
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
