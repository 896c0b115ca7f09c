// Telescope (Echoes of the Past, age 4, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef telescope() {
    return {
        .title = "Telescope",
        .age = 4,
        .color = Color::Blue,
        .positions = {hexagon, bonus(4), icon(Icon::Lightbulb), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Draw and foreshadow a 5.",
                 [](Ctx& c) { drawAndForeshadow(c, 5); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may place a card from your forecast on top of its deck. If you do, achieve a card "
                 "from your forecast if you meet the requirements to do so.",
                 [](Ctx& c) {
                     const auto placed = c.mayChooseCard(forecast(c), Purpose::Return);
                     if (!placed) return;
                     placeOnDeck(c, *placed, true);
                     const CardList eligible =
                         Ctx::filter(forecast(c), [&](CardId f) { return eligibleToAchieve(c, f); });
                     if (auto won = c.chooseCard(eligible, Purpose::Achieve)) achieve(c, *won);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
