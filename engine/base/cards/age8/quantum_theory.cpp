// Quantum Theory (age 8, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef quantum_theory() {
    return {
        .title = "Quantum Theory",
        .age = 8,
        .color = Color::Blue,
        .icons = {Icon::Clock, Icon::Clock, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to two cards from your hand. If you return two, draw a 10 and then draw and "
                 "score a 10.",
                 [](Ctx& c) {
                     auto returned = c.chooseAndReturn(c.hand(), 0, 2);
                     if (returned.size() == 2) {
                         c.draw(10);
                         c.drawAndScore(10);
                     }
                 }},
            },
        .rulings =
            {
                "Returning just one card is allowed; nothing more happens then.",
            },
    };
}

}  // namespace inno::cards
