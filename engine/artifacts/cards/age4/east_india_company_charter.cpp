// East India Company Charter (Artifacts of History, age 4, red)
// Choose a value other than 5. Return all cards of that value from all score piles. For each player that returned
// cards, draw and score a 5.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects east_india_company_charter() {
    return {
        .title = "East India Company Charter",
        .run =
            {
                [](Ctx& c) {
                    std::vector<int> values;
                    for (int v = 1; v <= kAges; ++v)
                        if (v != 5) values.push_back(v);
                    const int chosen = *c.chooseValue(values, Purpose::Return, false);
                    int players = 0;
                    for (int p : c.allPlayers()) {
                        CardList ofValue = Ctx::filter(c.scorePile(p), [chosen](CardId s) { return Ctx::age(s) == chosen; });
                        if (ofValue.empty()) continue;
                        ++players;
                        byValueThenTitle(ofValue);
                        for (CardId s : ofValue) c.returnCard(s);
                    }
                    for (int i = 0; i < players; ++i) c.drawAndScore(5);
                },
            },
        .rulings = {"Score piles are emptied of that value clockwise from the current player; then the 5s are drawn "
                    "and scored by the executing player."},
    };
}

}  // namespace inno::artifacts::cards
