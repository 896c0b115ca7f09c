// Morphine (Echoes of the Past, age 6, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef morphine() {
    return {
        .title = "Morphine",
        .age = 6,
        .color = Color::Yellow,
        .positions = {icon(Icon::Lightbulb), hexagon, bonus(7), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Score an odd-valued card from your hand.",
                 [](Ctx& c) {
                     c.chooseAndScore(Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) % 2 == 1; }));
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all odd-valued cards in your hand! Draw a 6!",
                 [](Ctx& c) {
                     const CardList odd = Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) % 2 == 1; });
                     if (!odd.empty()) c.memory().best = std::max(c.memory().best, highestAge(odd));
                     returnAll(c, odd);
                     c.draw(6);
                 }},
                {Effect::NonDemand,
                 "Draw a card of value one higher than the highest card returned due to the demand, if any "
                 "were returned.",
                 [](Ctx& c) {
                     if (c.memory().best > 0) c.draw(c.memory().best + 1);
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards right.",
                 [](Ctx& c) { c.maySplay(Color::Red, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
