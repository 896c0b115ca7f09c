// The log line of one event, as the controller keeps it for each seat. Declared here, where the controller needs
// it, and written in the words' room (text/log_text.cpp): the model names what it needs without including a room
// above its own.
#pragma once

#include "model/table_model.h"

#include <QString>

#include <vector>

namespace inno::client {

// HTML; empty for an event the log does not show. The line of `events[i]`, which may tell the events of the same
// step beside it (an exchange); `before` and `after`: the seat's table around the event.
QString eventLogLine(const std::vector<Event>& events, std::size_t i, const TableModel& before, const TableModel& after);

}  // namespace inno::client
