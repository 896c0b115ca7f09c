// What an answer inside an action does, in words: the events of its play-out (bots/answer_outcome.h), each as the
// log says it, and the decision it leads to.
#pragma once

#include "model/table_model.h"

#include <QString>

#include <optional>

namespace inno::client {

// HTML: one log sentence per event, in order, on the table of `model` (the seat's own), then the next decision
// when it is another question ("Then you choose: …", "Then Robo decides."). `seat`: the seat that asks.
QString outcomeText(const std::vector<Event>& events, const std::optional<Prompt>& next, int seat, const TableModel& model);

}  // namespace inno::client
