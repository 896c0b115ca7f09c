// Steam Engine (age 5, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef steam_engine() {
    return {
        .title = "Steam Engine",
        .age = 5,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Crown, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck two 4, then score your bottom yellow card.",
                 [](Ctx& c) {
                     c.drawAndTuck(4);
                     c.drawAndTuck(4);
                     if (c.hasColor(Color::Yellow)) c.score(c.bottomCard(Color::Yellow));
                 }},
            },
        .rulings =
            {
                "If your yellow pile holds a single card, that card is the bottom one and is scored.",
            },
    };
}

}  // namespace inno::cards
