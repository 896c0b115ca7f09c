// Colonialism (age 4, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef colonialism() {
    return {
        .title = "Colonialism",
        .age = 4,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Factory, Icon::Lightbulb, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 3. If it has a [Crown], repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {  // repeat this dogma effect while the tucked card has a [Crown]
                         CardId card = c.drawAndTuck(3);
                         if (!Ctx::has(card, Icon::Crown)) return;
                     }
                 }},
            },
        .rulings =
            {
                "The effect repeats until a tucked 3 has no [Crown].",
            },
    };
}

}  // namespace inno::cards
