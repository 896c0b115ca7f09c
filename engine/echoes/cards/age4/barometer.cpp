// Barometer (Echoes of the Past, age 4, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef barometer() {
    return {
        .title = "Barometer",
        .age = 4,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), echoSlot, icon(Icon::Leaf), hexagon},
        .featured = Icon::Leaf,
        .echo = {"Transfer a 5 from your forecast to your hand.",
                 [](Ctx& c) {
                     const CardList fives = Ctx::filter(forecast(c), [](CardId f) { return Ctx::age(f) == 5; });
                     c.chooseAndTransfer(fives, c.you(), Zone::Hand);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a card of value two higher than a bonus on any board.",
                 [](Ctx& c) {
                     std::vector<int> values;
                     for (int p : c.allPlayers())
                         for (int b : visibleBonuses(c, p))
                             if (std::find(values.begin(), values.end(), b + 2) == values.end()) values.push_back(b + 2);
                     std::sort(values.begin(), values.end());
                     if (auto v = c.chooseValue(values, Purpose::Draw, false)) drawAndForeshadow(c, *v);
                 }},
                {Effect::NonDemand,
                 "You may return all the cards in your forecast. If any were blue, claim the Destiny "
                 "achievement.",
                 [](Ctx& c) {
                     const CardList all(forecast(c));
                     if (all.empty() || !c.mayDo(Purpose::Return)) return;
                     const bool blue = std::any_of(all.begin(), all.end(), [](CardId f) { return Ctx::color(f) == Color::Blue; });
                     returnAll(c, all);
                     if (blue) c.claim(special(EchoesSpecial::Destiny));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
