// Crossbow (Echoes of the Past, age 2, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef crossbow() {
    return {
        .title = "Crossbow",
        .age = 2,
        .color = Color::Red,
        .positions = {bonus(3), hexagon, icon(Icon::Castle), icon(Icon::Castle)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a bonus from your hand to my score pile!",
                 [](Ctx& c) {
                     const CardList withBonus = Ctx::filter(c.hand(), hasBonus);
                     if (withBonus.empty()) return c.revealHand();
                     c.chooseAndTransfer(withBonus, c.me(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "Transfer a card from your hand to any other player's board.",
                 [](Ctx& c) {
                     const auto card = c.chooseCard(c.hand(), Purpose::Transfer);
                     if (!card) return;
                     std::vector<int> others;  // any other player, a team partner too, clockwise from your left
                     for (int k = 1; k < c.playerCount(); ++k)
                         if (const int q = (c.you() + k) % c.playerCount(); !c.state().isEliminated(q)) others.push_back(q);
                     c.transfer(*card, *c.choosePlayer(others, Purpose::Target, false), Zone::Board);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
