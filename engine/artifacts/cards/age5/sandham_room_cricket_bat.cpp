// Sandham Room Cricket Bat (Artifacts of History, age 5, purple)
// Draw and reveal a 6. If it is red, claim an achievement, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects sandham_room_cricket_bat() {
    return {
        .title = "Sandham Room Cricket Bat",
        .run =
            {
                [](Ctx& c) {
                    if (Ctx::color(c.drawAndReveal(6)) != Color::Red) return;
                    std::vector<int> values;
                    for (CardId a : c.state().availableAchievements())
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end()) values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    if (const auto v = c.chooseValue(values, Purpose::Achieve, false)) claimAchievement(c, *v);
                },
            },
        .rulings = {"The achievement is chosen by its value among the available standard achievements."},
    };
}

}  // namespace inno::artifacts::cards
