// Antibiotics (age 8, yellow)
#include "core/card_dsl.h"

#include <set>

namespace inno::cards {

CardDef antibiotics() {
    return {
        .title = "Antibiotics",
        .age = 8,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from your hand. For every different value of card that you "
                 "returned, draw two 8.",
                 [](Ctx& c) {
                     auto returned = c.chooseCards(c.hand(), 0, 3, Purpose::Return);
                     std::set<int> values;
                     for (CardId card : returned) {
                         c.returnCard(card);
                         values.insert(Ctx::age(card));
                     }
                     for (std::size_t i = 0; i < values.size(); ++i) {
                         c.draw(8);
                         c.draw(8);
                     }
                 }},
            },
        .rulings =
            {
                "Returning a single card is enough: you then draw two 8s.",
            },
    };
}

}  // namespace inno::cards
