// Palampore (Echoes of the Past, age 5, green)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef palampore() {
    return {
        .title = "Palampore",
        .age = 5,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), hexagon, icon(Icon::Factory), bonus(5)},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a card of value equal to a bonus that occurs more than once on your "
                 "board, if you have such a bonus.",
                 [](Ctx& c) {
                     const std::vector<int> bonuses = visibleBonuses(c);
                     std::vector<int> repeated;
                     for (int b : bonuses)
                         if (std::count(bonuses.begin(), bonuses.end(), b) > 1 &&
                             std::find(repeated.begin(), repeated.end(), b) == repeated.end())
                             repeated.push_back(b);
                     std::sort(repeated.begin(), repeated.end());
                     if (auto v = c.chooseValue(repeated, Purpose::Score, false)) c.drawAndScore(*v);
                 }},
                {Effect::NonDemand,
                 "You may splay your purple cards right.",
                 [](Ctx& c) { c.maySplay(Color::Purple, Splay::Right); }},
                {Effect::NonDemand,
                 "If you have six or more bonuses on your board, claim the Wealth achievement.",
                 [](Ctx& c) {
                     if (visibleBonuses(c).size() >= 6) c.claim(special(EchoesSpecial::Wealth));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
