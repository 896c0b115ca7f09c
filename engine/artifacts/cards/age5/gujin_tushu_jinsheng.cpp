// Gujin Tushu Jinsheng (Artifacts of History, age 5, yellow)
// If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board. Execute the effects on the
// chosen card as if they were on this card. Do not share them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects gujin_tushu_jinsheng() {
    return {
        .title = "Gujin Tushu Jinsheng",
        .run =
            {
                [](Ctx& c) {
                    const Location at = c.state().where(c.thisCard());
                    if (at.zone != Zone::Board || at.player != c.you()) return;
                    CardList tops;
                    for (int p : c.allPlayers())
                        if (p != c.you())
                            for (CardId t : c.topCards(p))
                                if (t != c.thisCard()) tops.push_back(t);
                    if (const auto chosen = c.chooseCard(tops, Purpose::Execute)) executeAsIfOnThisCard(c, *chosen);
                },
            },
        .rulings = {"Gujin Tushu Jinsheng must be on the executing player's own board: on display (a display Dogma) "
                    "or on another player's board nothing happens.",
                    "Any top card of any other player's board can be chosen, a teammate's too, even one whose "
                    "effects would do nothing.",
                    "The chosen card's demands and compels affect the opponents vulnerable (eligible to share) under "
                    "this action's Lightbulb counts, not under the chosen card's featured icon; its other effects are "
                    "executed by you alone."},
    };
}

}  // namespace inno::artifacts::cards
