// Dancing Girl (Artifacts of History, age 1, yellow)
// I COMPEL you to transfer Dancing Girl to your board!
// If Dancing Girl has been on every board during this action, and it started on your board, you win.
#include "artifacts/artifacts_dsl.h"

#include "core/engine.h"

namespace inno::artifacts::cards {

namespace {
// The boards Dancing Girl has been on during this action, kept in the action's memory: 2 for the board it started
// on, 1 for a board it came to. Nothing is marked while it is not on a board (on a display no effect moves it).
constexpr int kStarted = 2, kVisited = 1;
void markWhereItIs(Ctx& c) {
    const Location at = c.state().where(c.thisCard());
    if (at.zone != Zone::Board) return;
    auto& boards = c.memory().perPlayer;
    bool any = false;
    for (int v : boards) any = any || v != 0;
    if (!any) boards[at.player] = kStarted;
    else if (boards[at.player] == 0) boards[at.player] = kVisited;
}
}  // namespace

ArtifactEffects dancing_girl() {
    return {
        .title = "Dancing Girl",
        .run =
            {
                [](Ctx& c) {
                    markWhereItIs(c);
                    if (c.state().where(c.thisCard()).zone != Zone::Board) return;
                    c.transfer(c.thisCard(), c.you(), Zone::Board);
                    markWhereItIs(c);
                },
                [](Ctx& c) {
                    markWhereItIs(c);
                    const auto& boards = c.memory().perPlayer;
                    if (boards[c.you()] != kStarted) return;
                    for (int p : c.allPlayers())
                        if (boards[p] == 0) return;
                    c.win();
                },
            },
        .rulings = {"Activated from a display it starts on no board: its compel moves nothing and its win test fails.",
                    "Every board means every player still in the game."},
    };
}

}  // namespace inno::artifacts::cards
