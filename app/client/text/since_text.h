// The words of the summary of the others' turns since the seat's last decision (model/since_last_turn.h).
#pragma once

#include "model/since_last_turn.h"

#include <QStringList>

namespace inno::client {

// One HTML line per turn, the latest `maxTurns` of them (a first line counts the earlier ones, which the log has):
// "<b>Babbage</b>: melded Writing, drew a 2, activated Archery; <b>you</b>: returned Masonry". The seat the summary
// is for is "you"; a move repeated at once is written once with its count ("drew a 1 ×2").
QStringList sinceLines(const SinceLastTurn& since, int seat, int maxTurns = 4);

// One move as a clause without its subject ("melded Writing"); empty for an event the summary leaves to the log
// (the roles of a dogma, a turn's start, a card shown to one player…).
QString sinceClause(const Event& e, const TableModel& m, int seat);

}  // namespace inno::client
