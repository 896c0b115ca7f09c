// Code of Laws (age 1, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef code_of_laws() {
    return {
        .title = "Code of Laws",
        .age = 1,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Leaf},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck a card from your hand of the same color as any card on your board. If you do, you may "
                 "splay that color of your cards left.",
                 [](Ctx& c) {
                     auto matching = Ctx::filter(c.hand(), [&](CardId x) { return c.hasColor(Ctx::color(x)); });
                     if (auto card = c.mayTuck(matching)) {
                         c.maySplay(Ctx::color(*card), Splay::Left);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
