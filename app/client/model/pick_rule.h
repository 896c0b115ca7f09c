// The rule a `cards` prompt's picks must keep together (one color, one value, different values; none or exactly
// `max`), as the engine judges it: the client greys out what cannot join the picks and confirms only a valid answer.
#pragma once

#include "model/table_model.h"

#include <QString>
#include <QStringList>

namespace inno::client {

// Whether `option` may be picked beside `picks` by the prompt's rule (the number of picks is not judged here).
bool fitsPicks(const PromptState& p, const QStringList& picks, const QString& option);
// Whether `picks` is an answer the engine accepts: min to max picks that keep the rule.
bool answerAllowed(const PromptState& p, const QStringList& picks);

}  // namespace inno::client
