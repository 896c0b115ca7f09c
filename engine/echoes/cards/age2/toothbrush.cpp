// Toothbrush (Echoes of the Past, age 2, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef toothbrush() {
    return {
        .title = "Toothbrush",
        .age = 2,
        .color = Color::Yellow,
        .positions = {bonus(2), echoSlot, hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Tuck all cards of one present value from your hand.",
                 [](Ctx& c) {
                     std::vector<int> values;
                     for (CardId h : c.hand()) values.push_back(Ctx::age(h));
                     std::sort(values.begin(), values.end());
                     values.erase(std::unique(values.begin(), values.end()), values.end());
                     const auto value = c.chooseValue(values, Purpose::Tuck, false);
                     if (!value) return;
                     const CardList ofValue = Ctx::filter(c.hand(), [&](CardId h) { return Ctx::age(h) == *value; });
                     for (CardId h : byValueThenTitle(ofValue))
                         c.tuck(h);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay any one color of your cards left.",
                 [](Ctx& c) { c.maySplayOneOf(Ctx::allColors(), Splay::Left); }},
                {Effect::NonDemand,
                 "If the 2 deck has at least one card, you may transfer its bottom card to the available "
                 "achievements.",
                 [](Ctx& c) { mayMakeBottomCardAvailable(c, 2); }},
            },
    };
}

}  // namespace inno::echoes::cards
