// The action so far as one seat knows it, so that a hint inside an action can play its answers out.
//
// A client has no game of its own: it has its position at the start of the action (seat_position.h, from the view
// it was sent then) and the events of the action as it saw them. The engine cannot continue from the middle of an
// action, so the answers given in it so far (the seat's own and the other seats') are found again: each prompt of a
// replay from that start is answered with the first answer whose events agree with those the seat saw, a hidden
// card the seat saw named during the action is put where the replay takes it from, and the cards the seat cannot
// tell apart are finally named as in its present position. Nothing the seat does not know goes in.
#pragma once

#include "bots/bot.h"

#include <optional>
#include <span>
#include <string>

namespace inno {

// `start`: the seat's position when the unit began (before its first event); `seen`: the unit's events redacted for
// the seat; `now`: its present position, at prompt `p` (the seat's). nullopt, with the reason in `error`, when no
// answers replay what the seat saw (then a hint inside the action cannot play its answers out).
std::optional<UnitSoFar> unitFromSeat(const GameState& start, std::span<const Event> seen, const GameState& now,
                                      const Prompt& p, std::string* error = nullptr);

// Every legal answer to `p`, up to `limit` of them: for a pick of several cards each order counts (it may decide
// the order the cards are moved in).
std::vector<Answer> legalAnswers(const Prompt& p, std::size_t limit);

}  // namespace inno
