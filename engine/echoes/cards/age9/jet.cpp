// Jet (Echoes of the Past, age 9, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef jet() {
    return {
        .title = "Jet",
        .age = 9,
        .color = Color::Red,
        .positions = {hexagon, echoSlot, icon(Icon::Clock), bonus(10)},
        .featured = Icon::Clock,
        .echo = {"Meld a card from your hand.",
                 [](Ctx& c) {
                     if (auto melded = c.chooseAndMeld(c.hand())) c.note(static_cast<int>(Ctx::color(*melded)));
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return your top card of the color I melded due to Jet's echo effect!",
                 [](Ctx& c) {
                     const auto color = c.memory().noted(c.thisCard(), c.me());
                     if (!color) return;
                     if (const CardId top = c.topCard(static_cast<Color>(*color)); top != kNoCard) c.returnCard(top);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
