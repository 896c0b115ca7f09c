// Education (age 3, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef education() {
    return {
        .title = "Education",
        .age = 3,
        .color = Color::Purple,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return the highest card from your score pile. If you do, draw a card of value two higher "
                 "than the highest card remaining in your score pile.",
                 [](Ctx& c) {
                     // "The highest card" is a choice only among tied cards; a single one leaves just a yes/no.
                     CardList highest = Ctx::allHighest(c.scorePile());
                     std::optional<CardId> card;
                     if (highest.size() == 1 && c.mayDo(Purpose::Return)) card = highest.front();
                     if (highest.size() > 1) card = c.mayChooseCard(highest, Purpose::Return);
                     if (!card) return;
                     c.returnCard(*card);
                     c.draw(highestAge(c.scorePile()) + 2);
                 }},
            },
        .rulings =
            {
                "If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you "
                "draw a 2.",
            },
    };
}

}  // namespace inno::cards
