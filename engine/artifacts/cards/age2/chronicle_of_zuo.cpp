// Chronicle of Zuo (Artifacts of History, age 2, red)
// If you have the least [Castle], draw a 2. If you have the least [Crown], draw a 3. If you have the least
// [Lightbulb], draw a 4.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
// "The least": no other player in the game has fewer (a tie for the least holds).
bool haveTheLeast(Ctx& c, Icon icon) {
    const int mine = c.icons(icon);
    for (int p : c.allPlayers())
        if (c.icons(icon, p) < mine) return false;
    return true;
}
}  // namespace

ArtifactEffects chronicle_of_zuo() {
    return {
        .title = "Chronicle of Zuo",
        .run =
            {
                [](Ctx& c) {
                    if (haveTheLeast(c, Icon::Castle)) c.draw(2);
                    if (haveTheLeast(c, Icon::Crown)) c.draw(3);
                    if (haveTheLeast(c, Icon::Lightbulb)) c.draw(4);
                },
            },
        .rulings = {"A tie for the least counts as having the least. Each test reads the boards as they are then."},
    };
}

}  // namespace inno::artifacts::cards
