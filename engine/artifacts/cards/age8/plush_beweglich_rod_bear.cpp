// Plush Beweglich Rod Bear (Artifacts of History, age 8, yellow)
// Choose a value. Splay up each color with a top card of the chosen value. Return all cards of the chosen value from
// all score piles.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects plush_beweglich_rod_bear() {
    return {
        .title = "Plush Beweglich Rod Bear",
        .run =
            {
                [](Ctx& c) {
                    const int value = *c.chooseValue({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, Purpose::Value, false);
                    for (Color col : kAllColors)
                        if (const CardId top = c.topCard(col); top != kNoCard && faceUpAge(top) == value)
                            c.splay(col, Splay::Up);
                    for (int p : c.allPlayers()) {
                        CardList cards =
                            Ctx::filter(c.scorePile(p), [value](CardId s) { return Ctx::age(s) == value; });
                        byValueThenTitle(cards);
                        for (CardId card : cards) c.returnCard(card);
                    }
                },
            },
        .rulings = {"Every value from 1 to 10 is offered. The score piles are emptied of that value player by player, "
                    "clockwise from the current player."},
    };
}

}  // namespace inno::artifacts::cards
