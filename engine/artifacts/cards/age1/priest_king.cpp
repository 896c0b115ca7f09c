// Priest-King (Artifacts of History, age 1, green)
// Score a card from your hand. If you have a top card matching its color, execute each of the top card's
// non-demand dogma effects. Do not share them.
// Claim an achievement, if eligible.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects priest_king() {
    return {
        .title = "Priest-King",
        .run =
            {
                [](Ctx& c) {
                    const auto scored = c.chooseAndScore(c.hand());
                    if (!scored) return;
                    if (const CardId top = c.topCard(Ctx::color(*scored)); top != kNoCard) c.executeForYourselfOnly(top);
                },
                [](Ctx& c) {
                    if (const auto v = c.chooseValue(eligibleAchievementValues(c), Purpose::Achieve, false))
                        claimAchievement(c, *v);
                },
            },
        .rulings = {"The achievement is chosen by its value among the available standard achievements the player "
                    "could achieve by the Achieve action."},
    };
}

}  // namespace inno::artifacts::cards
