// Canning (age 6, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef canning() {
    return {
        .title = "Canning",
        .age = 6,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Leaf, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may draw and tuck a 6. If you do, score all your top cards without a [Factory].",
                 [](Ctx& c) {
                     if (!c.mayDo(Purpose::Tuck)) return;
                     c.drawAndTuck(6);
                     // The top cards are looked at once: a card uncovered by scoring is not checked.
                     auto noFactory = Ctx::filter(c.topCards(), [](CardId x) { return !Ctx::has(x, Icon::Factory); });
                     std::sort(noFactory.begin(), noFactory.end());  // no order prompt: ascending value, then title
                     for (CardId card : noFactory) c.score(card);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Yellow, Splay::Right);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
