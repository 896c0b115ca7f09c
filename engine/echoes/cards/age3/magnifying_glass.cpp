// Magnifying Glass (Echoes of the Past, age 3, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef magnifying_glass() {
    return {
        .title = "Magnifying Glass",
        .age = 3,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, bonus(3), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 4, then return a card from your hand.",
                 [](Ctx& c) {
                     c.draw(4);
                     c.chooseAndReturn(c.hand());
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return three cards of equal value from your hand. If you do, draw a card of "
                 "value two higher than the cards you returned.",
                 [](Ctx& c) {
                     const CardList three =
                         c.chooseCardsFitting(c.hand(), 0, 3, Purpose::Return, {CardsRule::SameValue, true});
                     if (three.empty()) return;
                     for (CardId card : three) c.returnCard(card);
                     c.draw(Ctx::age(three.front()) + 2);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards left.",
                 [](Ctx& c) { c.maySplayOneOf({Color::Yellow, Color::Blue}, Splay::Left); }},
            },
    };
}

}  // namespace inno::echoes::cards
