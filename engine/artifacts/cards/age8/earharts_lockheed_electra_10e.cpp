// Earhart's Lockheed Electra 10E (Artifacts of History, age 8, blue)
// For each value below nine, return a top card of that value from your board, in descending order. If you return
// eight cards, you win. Otherwise, claim an achievement, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects earharts_lockheed_electra_10e() {
    return {
        .title = "Earhart's Lockheed Electra 10E",
        .run =
            {
                [](Ctx& c) {
                    int returned = 0;
                    for (int v = 8; v >= 1; --v) {
                        const CardList ofValue =
                            Ctx::filter(c.topCards(), [v](CardId t) { return faceUpAge(t) == v; });
                        if (c.chooseAndReturn(ofValue)) ++returned;
                    }
                    if (returned == 8) c.win();
                    std::vector<int> values;
                    for (CardId a : c.state().availableAchievements())
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end())
                            values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    if (const auto v = c.chooseValue(values, Purpose::Achieve, false)) claimAchievement(c, *v);
                },
            },
        .rulings = {"Value by value from 8 down, each on the board as it is then: a card uncovered by an earlier "
                    "return can be returned at its value.",
                    "The achievement is chosen by its value among the available standard achievements."},
    };
}

}  // namespace inno::artifacts::cards
