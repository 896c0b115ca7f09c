#include "model/seat_story.h"

#include <cstdlib>

namespace inno::client {

namespace {
StoryPoint pointOf(const TableModel& m) {
    StoryPoint p;
    p.turn = m.turnNumber;
    for (int q = 0; q < m.playerCount() && q < kMaxPlayers; ++q) {
        const PlayerModel& pl = m.players[q];
        p.score[q] = pl.scoreTotal;
        p.achievements[q] = pl.achievementTotal;  // flags and fountains that count, too
        for (Icon i : kResourceIcons) p.icons[q] += pl.icons[index(i)];
    }
    return p;
}
}  // namespace

GameStory seatStory(const TableModel& start, const std::vector<Event>& events) {
    GameStory story;
    TableModel m = start;
    for (const Event& ev : events) {
        const Event e = ev;
        // A turn's point is taken as the next one starts: the turn that ended is as it left the table.
        if (e.kind == EventKind::TurnStarted) story.points.push_back(pointOf(m));
        if (e.kind == EventKind::DogmaRoles)
            for (int q = 0; q < m.playerCount() && q < kMaxPlayers; ++q)
                if (e.demanded & (1 << q)) ++story.demandsSuffered[q];
        if (e.kind == EventKind::GameEnded) {
            story.winners = static_cast<std::uint8_t>(e.winners);
            story.endReason = ev.reason;
            story.endCard = ev.card;
            if (e.reason == EndReason::None && e.player >= 0) story.concededBy = e.player;
        }
        applyEvent(m, e);
    }
    if (story.points.empty() || story.points.back().turn != m.turnNumber) story.points.push_back(pointOf(m));
    for (std::size_t i = 1; i < story.points.size(); ++i)
        for (int q = 0; q < m.playerCount() && q < kMaxPlayers; ++q) {
            const int d = story.points[i].score[q] - story.points[i - 1].score[q];
            if (std::abs(d) > std::abs(story.swingPoints)) {
                story.swingPoints = d;
                story.swingPlayer = q;
                story.swingTurn = story.points[i].turn;
            }
        }
    return story;
}

}  // namespace inno::client
