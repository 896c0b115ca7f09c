// DeLorean DMC-12 (Artifacts of History, age 10, purple)
// If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and all cards in all hands from
// the game.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects delorean_dmc_12() {
    return {
        .title = "DeLorean DMC-12",
        .run =
            {
                [](Ctx& c) {
                    static const CardId delorean = *findCard("DeLorean DMC-12");
                    CardList tops, hands;
                    bool onTop = false;
                    for (int p : c.allPlayers()) {
                        for (CardId t : c.topCards(p)) {
                            onTop |= t == delorean;
                            tops.push_back(t);
                        }
                        hands.insert(hands.end(), c.hand(p).begin(), c.hand(p).end());
                    }
                    if (!onTop) return;
                    byValueThenTitle(tops);
                    byValueThenTitle(hands);
                    for (CardId t : tops) c.removeFromGame(t);
                    for (CardId h : hands) c.removeFromGame(h);
                },
            },
        .rulings = {"On a display it is no top card, so nothing happens. The top cards are those when the effect "
                    "starts (the cards they uncover stay); a player who shares it removes them first, and then "
                    "nothing is left to remove for the activator."},
    };
}

}  // namespace inno::artifacts::cards
