// The log: one line (HTML) for each event, as the seat on view saw it.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

// One log line for an event; empty when the event needs no line of its own.
QString describe(const Event& e, const TableModel& before, const TableModel& after);

}  // namespace inno::client
