// Comb (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef comb() {
    return {
        .title = "Comb",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Castle), icon(Icon::Castle), icon(Icon::Leaf), hexagon},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a color, then draw and reveal five 1s. Keep all cards that match the color "
                 "chosen. Return the rest of the drawn cards.",
                 [](Ctx& c) {
                     const Color kept = *c.chooseColor(Ctx::allColors(), Purpose::Keep, false);
                     CardList drawn;
                     for (int i = 0; i < 5; ++i) drawn.push_back(c.drawAndReveal(1));
                     for (CardId d : byValueThenTitle(drawn))
                         if (Ctx::color(d) != kept) c.returnCard(d);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
