// Measurement (age 5, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef measurement() {
    return {
        .title = "Measurement",
        .age = 5,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Leaf, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, splay any one color of your cards right, and draw "
                 "a card of value equal to the number of cards of that color on your board.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         // Any color may be named, even one that cannot be splayed right; the draw counts its cards.
                         Color color = *c.chooseColor(Ctx::allColors(), Purpose::Splay, false);
                         c.splay(color, Splay::Right);
                         c.draw(static_cast<int>(c.pile(color).cards.size()));
                     }
                 }},
            },
        .rulings =
            {
                "You may pick a color that is already splayed right; it stays as it is, and you draw a card whose "
                "value is that pile's size.",
                "You may pick a color with zero or one card; that pile is not splayed, and the value drawn is its "
                "card count (zero or one).",
            },
    };
}

}  // namespace inno::cards
