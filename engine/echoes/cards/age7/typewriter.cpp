// Typewriter (Echoes of the Past, age 7, blue)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef typewriter() {
    return {
        .title = "Typewriter",
        .age = 7,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand. Draw a 6. For each color of card returned, draw a card "
                 "of the next higher value.",
                 [](Ctx& c) {
                     std::vector<Color> colors;
                     for (CardId h : c.hand())
                         if (std::find(colors.begin(), colors.end(), Ctx::color(h)) == colors.end()) colors.push_back(Ctx::color(h));
                     returnAll(c, c.hand());
                     c.draw(6);
                     for (int k = 1; k <= static_cast<int>(colors.size()); ++k) c.draw(6 + k);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
