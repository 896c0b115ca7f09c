// Empiricism (age 8, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef empiricism() {
    return {
        .title = "Empiricism",
        .age = 8,
        .color = Color::Purple,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and "
                 "you may splay your cards of that color up.",
                 [](Ctx& c) {
                     auto chosen = c.chooseColors(Ctx::allColors(), 2, Purpose::Other);
                     CardId card = c.drawAndReveal(9);
                     Color col = Ctx::color(card);
                     if (std::find(chosen.begin(), chosen.end(), col) != chosen.end()) {
                         c.meld(card);
                         c.maySplay(col, Splay::Up);
                     }
                 }},
                {Effect::NonDemand,
                 "If you have twenty or more [Lightbulb] icons on your board, you win.",
                 [](Ctx& c) {
                     if (c.icons(Icon::Lightbulb) >= 20) c.win();
                 }},
            },
        .rulings =
            {
                "A sharing opponent with twenty or more [Lightbulb] icons wins the game.",
            },
    };
}

}  // namespace inno::cards
