// Ice Skates (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef ice_skates() {
    return {
        .title = "Ice Skates",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Castle), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return up to three cards from your hand. For each card returned, either draw and meld a "
                 "2, or draw and foreshadow a 3. Return your highest top card.",
                 [](Ctx& c) {
                     const CardList returned = c.chooseAndReturn(c.hand(), 0, 3);
                     for (std::size_t i = 0; i < returned.size(); ++i) {
                         if (c.chooseBranch(2, false) == 1) c.drawAndMeld(2);
                         else drawAndForeshadow(c, 3);
                     }
                     const CardList highest = c.chooseHighest(c.topCards(), 1, Purpose::Return);
                     if (!highest.empty()) c.returnCard(highest.front());
                 },
                 {"Draw and meld a 2", "Draw and foreshadow a 3"}},
            },
    };
}

}  // namespace inno::echoes::cards
