// Flute (Echoes of the Past, age 1, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef flute() {
    return {
        .title = "Flute",
        .age = 1,
        .color = Color::Purple,
        .positions = {bonus(1), hexagon, icon(Icon::Crown), echoSlot},
        .featured = Icon::Crown,
        .musicNote = true,
        .echo = {"You may splay one color of your cards left.",
                 [](Ctx& c) { c.maySplayOneOf(Ctx::allColors(), Splay::Left); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return a card with a bonus from your hand!",
                 [](Ctx& c) {
                     const CardList withBonus = Ctx::filter(c.hand(), hasBonus);
                     if (withBonus.empty()) return c.revealHand();
                     c.chooseAndReturn(withBonus);
                 }},
                {Effect::NonDemand,
                 "Draw and reveal a 1. If it has a bonus, draw a 1.",
                 [](Ctx& c) {
                     if (hasBonus(c.drawAndReveal(1))) c.draw(1);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
