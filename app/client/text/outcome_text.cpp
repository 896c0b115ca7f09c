#include "text/outcome_text.h"

#include "text/html.h"
#include "text/log_text.h"
#include "text/prompt_text.h"

#include <QCoreApplication>

namespace inno::client {

namespace {
struct OutcomeText {
    Q_DECLARE_TR_FUNCTIONS(OutcomeText)
};
}  // namespace

QString outcomeText(const std::vector<Event>& events, const std::optional<Prompt>& next, int seat, const TableModel& model) {
    QStringList sentences;
    TableModel table = model;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const TableModel before = table;
        applyEvent(table, events[i]);
        const QString line = describeIn(events, i, before, table);
        if (!line.isEmpty()) sentences << line;
    }
    if (sentences.isEmpty()) sentences << OutcomeText::tr("Nothing moves.");
    // The action goes on with another question: say which, since answers that differ only there lead apart.
    if (next && next->kind != PromptKind::Action) {
        if (next->player == seat) {
            const PromptState asked = promptState(*next, 0, seat, table);
            sentences << OutcomeText::tr("Then you choose: %1").arg(promptQuestion(asked, table));
        } else {
            sentences << OutcomeText::tr("Then %1 decides.").arg(html::name(table, next->player));
        }
    }
    return sentences.join(QLatin1Char(' '));
}

}  // namespace inno::client
