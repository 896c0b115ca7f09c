// Mask of Warka (Artifacts of History, age 1, purple)
// Choose a color. Each player reveals all cards of that color from their hand. If you are the only player to reveal
// cards, return them and claim all achievements of value matching those cards, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects mask_of_warka() {
    return {
        .title = "Mask of Warka",
        .run =
            {
                [](Ctx& c) {
                    const Color chosen = *c.chooseColor(Ctx::allColors(), Purpose::Reveal, false);
                    auto ofColor = [&](int p) {
                        return Ctx::filter(c.hand(p), [chosen](CardId h) { return Ctx::color(h) == chosen; });
                    };
                    bool othersRevealed = false;
                    for (int p : c.allPlayers()) {
                        const CardList shown = ofColor(p);
                        for (CardId h : shown) c.engine().reveal(p, h, c.thisCard());
                        if (p != c.you() && !shown.empty()) othersRevealed = true;
                    }
                    CardList mine = ofColor(c.you());
                    if (mine.empty() || othersRevealed) return;
                    byValueThenTitle(mine);
                    for (CardId h : mine) c.returnCard(h);
                    const CardList available(c.state().availableAchievements());
                    for (CardId a : available)
                        for (CardId h : mine)
                            if (Ctx::age(a) == Ctx::age(h)) {
                                c.engine().achieveCard(c.you(), a, c.thisCard());
                                break;
                            }
                },
            },
        .rulings = {"Every available standard achievement of a value among the returned cards is claimed."},
    };
}

}  // namespace inno::artifacts::cards
