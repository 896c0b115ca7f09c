// Miniaturization (age 10, red)
#include "core/card_dsl.h"

#include <set>

namespace inno::cards {

CardDef miniaturization() {
    return {
        .title = "Miniaturization",
        .age = 10,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you returned a 10, draw a 10 for every different value of "
                 "card in your score pile.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         if (Ctx::age(*card) != 10) return;
                         std::set<int> values;
                         for (CardId x : c.scorePile()) values.insert(Ctx::age(x));
                         for (std::size_t i = 0; i < values.size(); ++i) c.draw(10);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
