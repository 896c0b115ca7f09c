// The log line of one event, as the controller keeps it for each seat. Declared here, where the controller needs
// it, and written in the words' room (text/log_text.cpp): the model names what it needs without including a room
// above its own.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

// HTML; empty for an event the log does not show. `before` and `after`: the seat's table around the event.
QString eventLogLine(const Event& e, const TableModel& before, const TableModel& after);

}  // namespace inno::client
