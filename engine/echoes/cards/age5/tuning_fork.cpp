// Tuning Fork (Echoes of the Past, age 5, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef tuning_fork() {
    return {
        .title = "Tuning Fork",
        .age = 5,
        .color = Color::Purple,
        .positions = {echoSlot, icon(Icon::Lightbulb), icon(Icon::Lightbulb), hexagon},
        .featured = Icon::Lightbulb,
        .echo = {"Look at the top card of any deck, then place it back on top.",
                 [](Ctx& c) {
                     if (auto deck = chooseDeck(c, false)) showTo(c, c.state().supply(deck->set, deck->age).front());
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Return a card from your hand. If you do, draw and reveal a card of the same value, and "
                 "meld it if it is higher than a top card of the same color on your board. Otherwise, "
                 "return it. You may repeat this dogma effect.",
                 [](Ctx& c) {
                     do {
                         const auto returned = c.chooseAndReturn(c.hand());
                         if (!returned) return;
                         const CardId revealed = c.drawAndReveal(Ctx::age(*returned));
                         const CardId top = c.topCard(Ctx::color(revealed));
                         if (top != kNoCard && Ctx::age(revealed) > faceUpAge(top))
                             c.meld(revealed);
                         else
                             c.returnCard(revealed);
                     } while (!c.hand().empty() && c.mayDo(Purpose::Execute));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
