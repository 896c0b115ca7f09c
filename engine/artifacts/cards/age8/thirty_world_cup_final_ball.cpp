// '30 World Cup Final Ball (Artifacts of History, age 8, purple)
// I COMPEL you to return one of your achievements!
// Draw and reveal an 8. The single player with the highest top card of the drawn card's color achieves it, ignoring
// eligibility. If that happens, repeat this effect.
#include "artifacts/artifacts_dsl.h"
#include "core/rules.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects thirty_world_cup_final_ball() {
    return {
        .title = "'30 World Cup Final Ball",
        .run =
            {
                [](Ctx& c) {
                    const CardSpan achievements = c.player(c.you()).achievements();
                    std::vector<int> values;
                    for (CardId a : achievements)
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end())
                            values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    const auto value = c.chooseValue(values, Purpose::Return, false);
                    if (!value) return;
                    for (CardId a : achievements)
                        if (Ctx::age(a) == *value) return c.returnCard(a);
                },
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardId drawn = c.drawAndReveal(8);
                        const Color col = Ctx::color(drawn);
                        int best = 0, who = -1, count = 0;
                        forEachSeatFrom(c.state(), c.you(), [&](int p) {
                            const CardId top = c.topCard(col, p);
                            if (top == kNoCard) return;
                            const int v = faceUpAge(top);
                            if (who < 0 || v > best) best = v, who = p, count = 1;
                            else if (v == best) ++count;
                        });
                        if (count != 1) return;
                        c.engine().achieveCard(who, drawn, c.thisCard());
                    }
                },
            },
        .rulings = {"Only a standard achievement is returned; achievements of one value are alike, so the value is "
                    "chosen.",
                    "A player without a top card of the drawn card's color has none; on a tie nobody achieves it, the "
                    "card stays in the drawer's hand and the repeat stops."},
    };
}

}  // namespace inno::artifacts::cards
