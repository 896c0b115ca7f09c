// Reformation (age 4, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef reformation() {
    return {
        .title = "Reformation",
        .age = 4,
        .color = Color::Purple,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck a card from your hand for every two [Leaf] icons on your board.",
                 [](Ctx& c) {
                     // All or nothing (see docs/rules-notes.md): one prompt with min 0; a partial pick commits you,
                     // and the missing cards are then picked in a mandatory prompt.
                     const int count = std::min<int>(c.icons(Icon::Leaf) / 2, static_cast<int>(c.hand().size()));
                     CardList tucked = c.chooseCards(c.hand(), 0, count, Purpose::Tuck);
                     if (!tucked.empty() && static_cast<int>(tucked.size()) < count) {
                         CardList rest = Ctx::filter(c.hand(), [&](CardId x) {
                             return std::find(tucked.begin(), tucked.end(), x) == tucked.end();
                         });
                         const int missing = count - static_cast<int>(tucked.size());
                         for (CardId card : c.chooseCards(rest, missing, missing, Purpose::Tuck))
                             tucked.push_back(card);
                     }
                     for (CardId card : tucked) c.tuck(card);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or purple cards right.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Yellow, Color::Purple}, Splay::Right);
                 }},
            },
        .rulings =
            {
                "Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] "
                "icons (as far as your hand allows), never fewer by choice.",
            },
    };
}

}  // namespace inno::cards
