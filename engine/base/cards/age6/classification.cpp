// Classification (age 6, green)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef classification() {
    return {
        .title = "Classification",
        .age = 6,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Reveal the color of a card from your hand. Take into your hand all cards of that color from all "
                 "other player's hands. Then, meld all cards of that color from your hand.",
                 [](Ctx& c) {
                     std::vector<Color> inHand;  // the colors of the cards in your hand
                     for (Color col : kAllColors) {
                         auto cards = Ctx::filter(c.hand(), [&](CardId x) { return Ctx::color(x) == col; });
                         if (!cards.empty()) inHand.push_back(col);
                     }
                     auto color = c.chooseColor(inHand, Purpose::Reveal, false);
                     if (!color) return;  // an empty hand has no color to reveal
                     auto ofColor = [&](const CardList& cards) {
                         CardList out = Ctx::filter(cards, [&](CardId x) { return Ctx::color(x) == *color; });
                         std::sort(out.begin(), out.end());
                         return out;
                     };
                     c.reveal(ofColor(c.hand()).front());
                     for (int p : c.otherPlayers()) {
                         c.revealHand(p);  // shows that no card of that color stays behind
                         for (CardId card : ofColor(c.hand(p))) c.transfer(card, c.you(), Zone::Hand);
                     }
                     for (CardId card : ofColor(c.hand())) c.meld(card);  // ascending, so the highest ends on top
                 }},
            },
        .rulings =
            {
                "This is not a demand, so it can be shared.",
                "Each player, in turn order, must show their hand to prove that no cards of the chosen color are "
                "left in it.",
                "In a team game your partner is not affected, since the effect targets other players.",
            },
    };
}

}  // namespace inno::cards
