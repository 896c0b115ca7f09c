// Almira, Queen of the Castle (Artifacts of History, age 5, purple)
// Meld a card from your hand. Claim an achievement of matching value, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects almira_queen_of_the_castle() {
    return {
        .title = "Almira, Queen of the Castle",
        .run =
            {
                [](Ctx& c) {
                    if (const auto melded = c.chooseAndMeld(c.hand())) claimAchievement(c, faceUpAge(*melded));
                },
            },
        .rulings = {"The melded card's value is its value face up on the board: Battleship Yamato melded is an 11, "
                    "which matches no achievement."},
    };
}

}  // namespace inno::artifacts::cards
