// Astronomy (age 5, purple)
#include "base/base_set.h"
#include "core/card_dsl.h"

namespace inno::cards {

CardDef astronomy() {
    return {
        .title = "Astronomy",
        .age = 5,
        .color = Color::Purple,
        .icons = {Icon::Crown, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {  // repeat this dogma effect while the card is green or blue
                         CardId card = c.drawAndReveal(6);
                         if (Ctx::color(card) != Color::Green && Ctx::color(card) != Color::Blue) return;  // keep it
                         c.meld(card);
                     }
                 }},
                {Effect::NonDemand,
                 "If all non-purple top cards on your board are value 6 or higher, claim the Universe achievement.",
                 [](Ctx& c) {
                     for (CardId top : c.topCards())
                         if (Ctx::color(top) != Color::Purple && faceUpAge(top) < 6) return;
                     c.claim(base::Universe);
                 }},
            },
        .rulings =
            {
                "A drawn card that is neither green nor blue stays in your hand.",
                "The effect repeats until the revealed 6 is neither green nor blue.",
                "You do not need a pile of every color: with fewer piles, even just the purple one, you claim "
                "Universe as long as every non-purple top card you have is value 6 or higher.",
                "A sharing opponent who meets the condition claims Universe before you.",
            },
    };
}

}  // namespace inno::cards
