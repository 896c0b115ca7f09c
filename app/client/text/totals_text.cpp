#include "text/totals_text.h"

#include "sets/set_words.h"

namespace inno::client {

QString scoreExplanation(const TableModel& m, int player) {
    return firstWords([&](const SetWords& w) { return w.scoreExplanation(m, player); });
}

QString achievementExplanation(const TableModel& m, int player) {
    return firstWords([&](const SetWords& w) { return w.achievementExplanation(m, player); });
}

}  // namespace inno::client
