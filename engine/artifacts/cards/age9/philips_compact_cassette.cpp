// Philips Compact Cassette (Artifacts of History, age 9, green)
// I COMPEL you to unsplay all splayed colors on your board!
// Splay up two colors on your board.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects philips_compact_cassette() {
    return {
        .title = "Philips Compact Cassette",
        .run =
            {
                [](Ctx& c) {
                    for (Color col : kAllColors)
                        if (c.pile(col).splay != Splay::None) c.splay(col, Splay::None);
                },
                [](Ctx& c) {
                    std::vector<Color> can;
                    for (Color col : kAllColors)
                        if (c.canSplay(col, Splay::Up)) can.push_back(col);
                    for (Color col : c.chooseColors(can, 2, Purpose::Splay)) c.splay(col, Splay::Up);
                },
            },
        .rulings = {"Only colors that can be splayed up (two cards or more, not already up) are offered; with two or "
                    "fewer such colors nothing is asked and they are splayed."},
    };
}

}  // namespace inno::artifacts::cards
