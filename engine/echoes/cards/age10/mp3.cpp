// MP3 (Echoes of the Past, age 10, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef mp3() {
    return {
        .title = "MP3",
        .age = 10,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), bonus(10), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return any number of cards from your hand. For each card returned, claim two standard "
                 "achievements for which you are eligible.",
                 [](Ctx& c) {
                     const CardList returned = c.chooseAndReturn(c.hand(), 0, static_cast<int>(c.hand().size()));
                     claimStandardAchievements(c, 2 * static_cast<int>(returned.size()));
                 }},
                {Effect::NonDemand,
                 "Draw and score a card of value equal to a bonus on your board.",
                 [](Ctx& c) {
                     std::vector<int> values = visibleBonuses(c);
                     std::sort(values.begin(), values.end());
                     values.erase(std::unique(values.begin(), values.end()), values.end());
                     if (auto v = c.chooseValue(values, Purpose::Draw, false)) c.drawAndScore(*v);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
