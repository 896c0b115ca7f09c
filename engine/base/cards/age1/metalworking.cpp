// Metalworking (age 1, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef metalworking() {
    return {
        .title = "Metalworking",
        .age = 1,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Castle, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 1. If it has a [Castle], score it and repeat this dogma effect. Otherwise, keep "
                 "it.",
                 [](Ctx& c) {
                     for (;;) {  // repeat this dogma effect while the revealed card has a [Castle]
                         CardId card = c.drawAndReveal(1);
                         if (!Ctx::has(card, Icon::Castle)) return;  // keep it
                         c.score(card);
                     }
                 }},
            },
        .rulings =
            {
                "The effect repeats until a revealed card has no [Castle].",
                "The revealed card without a [Castle] stays in your hand.",
            },
    };
}

}  // namespace inno::cards
