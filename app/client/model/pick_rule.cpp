#include "model/pick_rule.h"

#include "core/card.h"
#include "core/queries.h"

namespace inno::client {

namespace {
// What the rule sees of an option: its age, and its color unless the card is hidden (-1).
struct Seen {
    int age = 0;
    int color = -1;
};
Seen seen(const PromptOption& o) {
    if (o.type == PromptOption::Card && o.card >= 0) return {o.age, static_cast<int>(inno::color(static_cast<CardId>(o.card)))};
    return {o.age, -1};
}

bool fitTogether(CardsRule::Kind k, Seen x, Seen y) {
    switch (k) {
    case CardsRule::Any: return true;
    case CardsRule::SameColor: return x.color < 0 || y.color < 0 || x.color == y.color;
    case CardsRule::SameValue: return x.age == y.age;
    case CardsRule::DifferentValues: return x.age != y.age;
    }
    return true;
}
}  // namespace

bool fitsPicks(const PromptState& p, const QStringList& picks, const QString& option) {
    if (p.kind != PromptKind::Cards || p.rule.kind == CardsRule::Any) return true;
    const int i = p.find(option);
    if (i < 0) return false;
    for (const QString& pick : picks) {
        const int j = p.find(pick);
        if (j >= 0 && !fitTogether(p.rule.kind, seen(p.options[i]), seen(p.options[j]))) return false;
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
