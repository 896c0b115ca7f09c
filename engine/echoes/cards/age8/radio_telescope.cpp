// Radio Telescope (Echoes of the Past, age 8, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef radio_telescope() {
    return {
        .title = "Radio Telescope",
        .age = 8,
        .color = Color::Blue,
        .positions = {hexagon, icon(Icon::Lightbulb), icon(Icon::Lightbulb), icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "For every two [Lightbulb] on your board, draw a 9. Meld one of the cards drawn and "
                 "return the rest. If you meld A.I. due to this dogma effect, you win.",
                 [](Ctx& c) {
                     CardList drawn;
                     for (int k = 0; k < c.icons(Icon::Lightbulb) / 2; ++k) drawn.push_back(c.draw(9));
                     const auto melded = c.chooseCard(drawn, Purpose::Meld);
                     if (!melded) return;
                     c.meld(*melded);
                     returnAll(c, Ctx::filter(drawn, [&](CardId d) { return d != *melded; }));
                     if (title(*melded) == "A.I.") c.win();
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
