// Printing Press (age 4, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef printing_press() {
    return {
        .title = "Printing Press",
        .age = 4,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Crown},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your score pile. If you do, draw a card of value two higher than the "
                 "top purple card on your board.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.scorePile())) {
                         CardId purple = c.topCard(Color::Purple);
                         c.draw((purple == kNoCard ? 0 : faceUpAge(purple)) + 2);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Blue, Splay::Right);
                 }},
            },
        .rulings =
            {
                "With no purple pile, your top purple card counts as value 0, so you draw a 2.",
            },
    };
}

}  // namespace inno::cards
