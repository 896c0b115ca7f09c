// Moonlight Sonata (Artifacts of History, age 6, purple)
// Choose a color on your board having the highest top card. Meld the bottom card on your board of that color. Claim
// an achievement, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects moonlight_sonata() {
    return {
        .title = "Moonlight Sonata",
        .run =
            {
                [](Ctx& c) {
                    int highest = 0;
                    for (CardId t : c.topCards()) highest = std::max(highest, faceUpAge(t));
                    std::vector<Color> colors;
                    for (CardId t : c.topCards())
                        if (faceUpAge(t) == highest) colors.push_back(Ctx::color(t));
                    if (const auto col = c.chooseColor(colors, Purpose::Meld, false)) c.meld(c.bottomCard(*col));
                    std::vector<int> values;
                    for (CardId a : c.state().availableAchievements())
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end()) values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    if (const auto v = c.chooseValue(values, Purpose::Achieve, false)) claimAchievement(c, *v);
                },
            },
        .rulings = {"The color prompt offers only the colors tied for the highest top card. A pile of one card: its "
                    "bottom card is its top card, and melding it changes nothing.",
                    "The achievement is claimed even with an empty board: a value prompt over every available value."},
    };
}

}  // namespace inno::artifacts::cards
