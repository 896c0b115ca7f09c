// Ark of the Covenant (Artifacts of History, age 1, purple)
// Return a card from your hand. Transfer all cards of the same color from the boards of all players with no top
// Artifacts to your score pile. If Ark of the Covenant is a top card on any board, transfer it to your hand.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects ark_of_the_covenant() {
    return {
        .title = "Ark of the Covenant",
        .run =
            {
                [](Ctx& c) {
                    if (const auto returned = c.chooseAndReturn(c.hand())) {
                        const Color col = Ctx::color(*returned);
                        for (int p : c.allPlayers()) {
                            const CardList tops = c.topCards(p);
                            if (std::any_of(tops.begin(), tops.end(), isArtifact)) continue;
                            CardList pile(c.pile(col, p).cards.begin(), c.pile(col, p).cards.end());
                            byValueThenTitle(pile);
                            for (CardId x : pile) c.transfer(x, c.you(), Zone::Score);
                        }
                    }
                    const CardId ark = c.thisCard();
                    const Location at = c.state().where(ark);
                    if (at.zone == Zone::Board && c.topCard(Ctx::color(ark), at.player) == ark)
                        c.transfer(ark, c.you(), Zone::Hand);
                },
            },
        .rulings = {"The players with no top Artifact are found before any card moves; the executing player is one "
                    "of them too."},
    };
}

}  // namespace inno::artifacts::cards
