// A finished or unfinished game laid out for a replay viewer: the position after every answer, which turn it
// belongs to, who answered, and the events each answer produced, seen by any seat. Positions are rebuilt from the
// deterministic replay (options, seed, answers) starting at the nearest stored checkpoint, so long games stay small.
#pragma once

#include "core/game.h"
#include "core/view.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace inno {

class GameReplay {
public:
    // Position k is the game after its first k answers (0: the deal, waiting for the opening melds); a game that
    // was conceded has one more position, the concession.
    struct Step {
        int turn = 0;               // the turn number at this position
        int answeredBy = -1;        // the seat whose answer (or concession) led here; -1 for position 0
        std::vector<std::string> answer;  // that answer as option texts
        std::size_t eventEnd = 0;   // events [previous step's eventEnd, eventEnd) happened on the way here
    };

    // Replays `g` from its start. Fails (with the reason in `error`) when an answer does not fit.
    static std::optional<GameReplay> build(const Game& g, std::string* error = nullptr, std::size_t checkpointEvery = 24);

    std::size_t positions() const { return steps_.size(); }
    std::size_t last() const { return steps_.size() - 1; }
    const Step& step(std::size_t k) const { return steps_.at(k); }
    // The saved game ended (a winner, or a concession): only then may every card be shown.
    bool finished() const { return finished_; }
    const Names& names() const { return final_->names(); }
    const Game& finalGame() const { return *final_; }

    // The game at position k (rebuilt from the nearest checkpoint).
    Game gameAt(std::size_t k) const;
    // What `seat` saw at position k (-1: a spectator).
    View viewAt(std::size_t k, int seat) const;
    // Every card in the open (only offered for finished games): each hand and score pile with its identities.
    View openViewAt(std::size_t k) const;
    // Every event up to position k, as `seat` saw them (kAllSeats: unredacted).
    static constexpr int kAllSeats = -2;
    std::vector<Event> eventsUpTo(std::size_t k, int seat) const;
    const std::vector<Event>& allEvents() const { return final_->events(); }
    // The position at which event `index` had happened (the first position whose events include it).
    std::size_t positionOfEvent(std::size_t index) const;

    // Turn navigation: the first position of the turn after (before) the one shown at k; clamped to the ends.
    std::size_t nextTurn(std::size_t k) const;
    std::size_t previousTurn(std::size_t k) const;
    // The first position of each turn, in order (turn number, position).
    std::vector<std::pair<int, std::size_t>> turnStarts() const;

private:
    GameReplay() = default;

    std::optional<Game> final_;
    std::vector<Step> steps_;
    std::vector<Game> checkpoints_;  // the game at positions 0, every, 2*every, ...
    std::size_t every_ = 24;
    bool finished_ = false;
};

}  // namespace inno
