#include "model/pick_rule.h"

#include "core/card.h"
#include "core/queries.h"

namespace inno::client {

namespace {
// What the rule sees of an option: its age, and its color unless the card is hidden.
CardsRule::Seen seen(const PromptOption& o) {
    if (o.type == PromptOption::Card && o.card() >= 0) return {o.age, static_cast<int>(inno::color(static_cast<CardId>(o.card())))};
    return {o.age, -1};
}
}  // namespace

bool fitsPicks(const PromptState& p, const QStringList& picks, const QString& option) {
    if (p.kind != PromptKind::Cards || p.rule.kind == CardsRule::Any) return true;
    const int i = p.find(option);
    if (i < 0) return false;
    for (const QString& pick : picks) {
        const int j = p.find(pick);
        if (j >= 0 && !CardsRule::fitTogether(p.rule.kind, seen(p.options[i]), seen(p.options[j]))) return false;
    }
    return true;
}

bool answerAllowed(const PromptState& p, const QStringList& picks) {
    const int n = static_cast<int>(picks.size());
    if (n < p.min || n > p.max) return false;
    if (p.kind != PromptKind::Cards) return true;
    if (p.rule.noneOrMax && n != 0 && n != p.max) return false;
    for (int k = 0; k < n; ++k)
        if (!fitsPicks(p, picks.mid(k + 1), picks[k])) return false;
    return true;
}

}  // namespace inno::client
