// Periodic Table (Artifacts of History, age 7, blue)
// Choose two top cards on your board of the same value. If you do, draw a card of value one higher and meld it. If it
// melded over one of the chosen cards, repeat this effect.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects periodic_table() {
    return {
        .title = "Periodic Table",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        // The top cards that share their value with another top card.
                        const CardList tops = c.topCards();
                        const CardList paired = Ctx::filter(tops, [&](CardId t) {
                            return std::count_if(tops.begin(), tops.end(), [&](CardId u) {
                                       return faceUpAge(u) == faceUpAge(t);
                                   }) >= 2;
                        });
                        const CardList chosen = c.chooseCardsFitting(paired, 2, 2, Purpose::Target,
                                                                     CardsRule{CardsRule::SameValue});
                        if (chosen.size() != 2) return;
                        const CardId melded = c.drawAndMeld(faceUpAge(chosen[0]) + 1);
                        const Color col = Ctx::color(melded);
                        if (col != Ctx::color(chosen[0]) && col != Ctx::color(chosen[1])) return;
                    }
                },
            },
        .rulings = {"The two top cards are asked for only when more than two top cards share a value; values are "
                    "face-up values."},
    };
}

}  // namespace inno::artifacts::cards
