// Sandpaper (Echoes of the Past, age 3, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef sandpaper() {
    return {
        .title = "Sandpaper",
        .age = 3,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), icon(Icon::Crown), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. Draw that many 3, and then meld a "
                 "card from your hand.",
                 [](Ctx& c) {
                     const std::size_t returned = c.chooseAndReturn(c.hand(), 0, kMaxCards).size();
                     for (std::size_t i = 0; i < returned; ++i) c.draw(3);
                     c.chooseAndMeld(c.hand());
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
