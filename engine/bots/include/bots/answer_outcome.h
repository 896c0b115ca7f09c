// What an answer inside an action does: the answer played out from the action so far up to the next decision, and
// the events of that, as the seat that asks may know them.
#pragma once

#include "bots/bot.h"
#include "bots/tracker.h"

#include <optional>
#include <vector>

namespace inno {

struct AnswerOutcome {
    bool played = false;        // false: the answer could not be played out
    std::vector<Event> events;  // redacted for the seat; a card it cannot name is shown by its age alone
    GameState after;            // the position at the next decision, or at the action's end
    std::optional<Prompt> next; // that decision; none when the game ended
};

// The cards `seat` can name in `s`: the open places, its own hand and score pile, and the hidden cards `tracker`
// (reconciled with `s`) knows.
std::vector<bool> cardsNamedBy(const GameState& s, const CardTracker& tracker, int seat);

// `unit` must lead to `p` (seat_unit.h); `named` from cardsNamedBy on the position at `p`. Only the events of moves,
// reveals, splays, achievements, eliminations and the game's end are kept.
AnswerOutcome playOut(const UnitSoFar& unit, const Prompt& p, const Answer& a, const std::vector<bool>& named);

// Two outcomes that leave the game the same way (every card in the same place, the same splays and counters) at
// the same next decision.
bool sameResult(const AnswerOutcome& a, const AnswerOutcome& b);

}  // namespace inno
