// A prompt in words: the question it asks and a short label for each of its options.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

QString promptQuestion(const PromptState& p, const TableModel& m);
QString optionLabel(const PromptOption& o, const PromptState& p, const TableModel& m);
// What a prompt's answer is for, as a verb: "meld", "tuck", "return", "splay"…
QString purposeVerb(Purpose p);

}  // namespace inno::client
