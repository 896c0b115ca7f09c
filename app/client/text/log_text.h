// The log: one line (HTML) for each event, as the seat on view saw it.
#pragma once

#include "model/table_model.h"

#include <QString>

#include <vector>

namespace inno::client {

// One log line for an event; empty when the event needs no line of its own.
QString describe(const Event& e, const TableModel& before, const TableModel& after);
// The same for `events[i]` among the events around it: an exchange of cards (Machinery, Bicycle…) is one line per
// direction, written at its first card and naming every card of that direction as the seat saw it (a hidden one by
// its age); its other cards' events need no line.
QString describeIn(const std::vector<Event>& events, std::size_t i, const TableModel& before, const TableModel& after);

}  // namespace inno::client
