// Rosetta Stone (Artifacts of History, age 2, blue)
// Choose a card type. Draw two 2 of that type. Meld one and transfer the other to an opponent's board.
#include "artifacts/artifacts_dsl.h"
#include "core/rules.h"

namespace inno::artifacts::cards {

ArtifactEffects rosetta_stone() {
    return {
        .title = "Rosetta Stone",
        .run =
            {
                [](Ctx& c) {
                    const SetId type = chooseCardType(c);
                    const CardList drawn{drawOfType(c, type, 2), drawOfType(c, type, 2)};
                    const std::optional<CardId> melded = c.chooseAndMeld(drawn);
                    const CardId other = drawn[0] == *melded ? drawn[1] : drawn[0];
                    if (c.state().where(other).zone != Zone::Hand) return;
                    std::vector<int> opponents;
                    for (int p : c.otherPlayers())
                        if (areOpponents(c.state(), c.you(), p)) opponents.push_back(p);
                    if (const auto to = c.choosePlayer(opponents, Purpose::Transfer, false)) c.transfer(other, *to, Zone::Board);
                },
            },
        .rulings = {"Every set in play may be chosen. A set whose pile of that age is empty gives base cards, as any "
                    "draw of an Artifact does."},
    };
}

}  // namespace inno::artifacts::cards
