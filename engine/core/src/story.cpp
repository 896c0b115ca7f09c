// The story of a game: the replay answer by answer, a point at the end of every turn.
#include "core/story.h"

#include "core/queries.h"

#include <cstdlib>

namespace inno {

namespace {
StoryPoint pointOf(const GameState& s, int turn) {
    StoryPoint p;
    p.turn = turn;
    for (int q = 0; q < s.playerCount(); ++q) {
        const PlayerState pl = s.player(q);
        p.score[q] = scoreTotal(pl);
        p.achievements[q] = achievementTotal(s, q);  // as the rules count them: with the marks that count
        const IconCounts icons = boardIcons(pl);
        for (Icon i : kResourceIcons) p.icons[q] += icons[index(i)];
    }
    return p;
}
}  // namespace

GameStory gameStory(const Game& g) {
    GameStory story;
    std::optional<Game> replay = g.withAnswers(0);
    if (!replay) return story;
    // A turn's point is taken when the next turn starts (or the game ends).
    int lastTurn = replay->state().turnNumber;
    std::size_t eventsSeen = 0;
    auto scan = [&](const Game& r) {
        const auto& events = r.events();
        for (; eventsSeen < events.size(); ++eventsSeen) {
            const Event& e = events[eventsSeen];
            if (e.kind == EventKind::DogmaRoles)
                for (int q = 0; q < r.state().playerCount(); ++q)
                    if (e.demanded & (1u << q)) ++story.demandsSuffered[q];
        }
    };
    for (std::size_t k = 0; k < g.answers().size(); ++k) {
        if (!replay->answer(g.answers()[k]).empty()) break;
        scan(*replay);
        const GameState& now = replay->state();
        // At the next turn's first question nothing of that turn has happened yet: the turn that ended is as it left it.
        if (now.turnNumber != lastTurn) {
            story.points.push_back(pointOf(now, lastTurn));
            lastTurn = now.turnNumber;
        }
    }
    if (story.points.empty() || story.points.back().turn != lastTurn) story.points.push_back(pointOf(g.state(), lastTurn));
    for (std::size_t i = 1; i < story.points.size(); ++i)
        for (int q = 0; q < g.state().playerCount(); ++q) {
            const int d = story.points[i].score[q] - story.points[i - 1].score[q];
            if (std::abs(d) > std::abs(story.swingPoints)) {
                story.swingPoints = d;
                story.swingPlayer = q;
                story.swingTurn = story.points[i].turn;
            }
        }
    story.winners = g.state().winners;
    story.endReason = g.state().endReason;
    story.endCard = g.state().endCard;
    story.concededBy = g.concededBy();
    return story;
}

}  // namespace inno
