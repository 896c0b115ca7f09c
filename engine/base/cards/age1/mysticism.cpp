// Mysticism (age 1, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef mysticism() {
    return {
        .title = "Mysticism",
        .age = 1,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Castle, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 1. If it is the same color as any card on your board, meld it and draw a 1.",
                 [](Ctx& c) {
                     CardId card = c.drawAndReveal(1);  // shown, so everyone can check its color
                     if (c.hasColor(Ctx::color(card))) {
                         c.meld(card);
                         c.draw(1);
                     }
                 }},
            },
        .rulings =
            {
                "The meld and second draw happen at most once; the second card drawn is not checked.",
                "The first drawn card is shown to everyone, since whether it matches a color on your board decides "
                "the mandatory meld.",
                "If the first drawn card matches no color on your board, it stays in your hand.",
            },
    };
}

}  // namespace inno::cards
