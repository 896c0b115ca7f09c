// Encyclopedia (age 6, blue)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef encyclopedia() {
    return {
        .title = "Encyclopedia",
        .age = 6,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld all the highest cards in your score pile. If you meld one of the highest, you must "
                 "meld all of the highest.",
                 [](Ctx& c) {
                     if (c.scorePile().empty() || !c.mayDo(Purpose::Meld)) return;
                     CardList highest = Ctx::allHighest(c.scorePile());
                     std::sort(highest.begin(), highest.end());  // no order prompt: by title, the last one ends on top
                     for (CardId card : highest) c.meld(card);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
