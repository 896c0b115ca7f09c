// Translation (age 3, blue)
#include "base/base_set.h"
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef translation() {
    return {
        .title = "Translation",
        .age = 3,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld all the cards in your score pile. If you meld one, you must meld them all.",
                 [](Ctx& c) {
                     if (c.scorePile().empty() || !c.mayDo(Purpose::Meld)) return;
                     CardList all = c.scorePile();
                     std::sort(all.begin(), all.end());  // no ordering prompt: ascending value, then title
                     for (CardId card : all) c.meld(card);
                 }},
                {Effect::NonDemand,
                 "If each top card on your board has a [Crown], claim the World achievement.",
                 [](Ctx& c) {
                     CardList tops = c.topCards();
                     if (tops.empty()) return;
                     for (CardId card : tops)
                         if (!Ctx::has(card, Icon::Crown)) return;
                     c.claim(base::World);
                 }},
            },
        .rulings =
            {
                "You do not need a pile of every color: with fewer piles, even a single one, you claim World as long "
                "as each of your top cards has a [Crown].",
                "A sharing opponent who meets the condition claims World before you.",
            },
    };
}

}  // namespace inno::cards
