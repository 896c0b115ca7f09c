// Mass Media (age 8, green)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef mass_media() {
    return {
        .title = "Mass Media",
        .age = 8,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Hex, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, choose a value, and return all cards of that "
                 "value from all score piles.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         // Only values that some score pile holds are offered (docs/rules-notes.md).
                         std::vector<int> values;
                         for (int v = 1; v <= 10; ++v) {
                             bool present = false;
                             for (int p : c.allPlayers())
                                 for (CardId x : c.scorePile(p)) present = present || Ctx::age(x) == v;
                             if (present) values.push_back(v);
                         }
                         if (auto value = c.chooseValue(values, Purpose::Value, false)) {
                             auto ofValue = [&](CardId x) { return Ctx::age(x) == *value; };
                             for (int p : c.allPlayers()) {
                                 auto cards = Ctx::filter(c.scorePile(p), ofValue);
                                 std::sort(cards.begin(), cards.end());
                                 for (CardId x : cards) c.returnCard(x);
                             }
                         }
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 [](Ctx& c) {
                     c.maySplay(Color::Purple, Splay::Up);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
