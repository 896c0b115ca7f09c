// Navigation (age 4, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef navigation() {
    return {
        .title = "Navigation",
        .age = 4,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a 2 or 3 from your score pile to my score pile!",
                 [](Ctx& c) {
                     auto twoOrThree = [](CardId x) { return Ctx::age(x) == 2 || Ctx::age(x) == 3; };
                     auto twosAndThrees = Ctx::filter(c.scorePile(), twoOrThree);
                     c.chooseAndTransfer(twosAndThrees, c.me(), Zone::Score);
                 }},
            },
        .rulings =
            {
                "Only a card of age 2 or 3 can be taken; an opponent with neither in their score pile transfers "
                "nothing.",
            },
    };
}

}  // namespace inno::cards
