// Construction (age 2, red)
#include "base/base_set.h"
#include "core/card_dsl.h"

namespace inno::cards {

CardDef construction() {
    return {
        .title = "Construction",
        .age = 2,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Hex, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer two cards from your hand to my hand, then draw a 2!",
                 [](Ctx& c) {
                     c.chooseAndTransfer(c.hand(), 2, 2, c.me(), Zone::Hand);
                     c.draw(2);
                 }},
                {Effect::NonDemand,
                 "If you are the only player with five top cards, claim the Empire achievement.",
                 [](Ctx& c) {
                     auto fiveTopCards = [&](int p) { return static_cast<int>(c.topCards(p).size()) == kColors; };
                     if (!fiveTopCards(c.you())) return;
                     for (int p : c.otherPlayers())  // a team partner is not counted (see docs/rules-notes.md)
                         if (fiveTopCards(p)) return;
                     c.claim(base::Empire);
                 }},
            },
        .rulings =
            {
                "The opponent draws a 2 even if they transferred only one card or none.",
                "A sharing opponent who meets the condition claims Empire before you.",
            },
    };
}

}  // namespace inno::cards
