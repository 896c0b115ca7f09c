// The Communist Manifesto (Artifacts of History, age 7, purple)
// For each player in the game, draw and reveal a 7. Transfer one of the drawn cards to each player's board. Execute
// the non-demand effects of your card. Do not share them.
#include "artifacts/artifacts_dsl.h"
#include "core/rules.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects the_communist_manifesto() {
    return {
        .title = "The Communist Manifesto",
        .run =
            {
                [](Ctx& c) {
                    // Every player in the game, the executing player first, then clockwise.
                    std::vector<int> players;
                    forEachSeatFrom(c.state(), c.you(), [&](int p) { players.push_back(p); });
                    CardList drawn;
                    for (std::size_t i = 0; i < players.size(); ++i) drawn.push_back(c.drawAndReveal(7));
                    CardId mine = kNoCard;
                    for (int p : players) {
                        const auto card = c.chooseCard(drawn, Purpose::Transfer, {.faceUp = true});
                        if (!card) break;
                        drawn.erase(std::find(drawn.begin(), drawn.end(), *card));
                        c.transfer(*card, p, Zone::Board);
                        if (p == c.you()) mine = *card;
                    }
                    if (mine != kNoCard) c.executeForYourselfOnly(mine);
                },
            },
        .rulings = {"The executing player deals the drawn cards, to their own board first, then to each other player "
                    "clockwise; then they execute the card dealt to themselves."},
    };
}

}  // namespace inno::artifacts::cards
