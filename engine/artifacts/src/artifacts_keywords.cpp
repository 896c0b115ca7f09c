#include "artifacts/artifacts_keywords.h"

#include "artifacts/artifacts.h"
#include "core/card_set.h"
#include "core/engine.h"
#include "core/queries.h"
#include "core/rules.h"

#include <algorithm>

namespace inno::artifacts {

SetId chooseCardType(Ctx& c) {
    Prompt p;
    p.player = static_cast<std::uint8_t>(c.you());
    p.kind = PromptKind::Set;
    p.purpose = Purpose::Draw;
    p.source = c.thisCard();
    for (int i = 0; i < setCount(); ++i) {
        const auto id = static_cast<SetId>(i);
        if (!c.state().options.has(id)) continue;
        Choice ch{Choice::CardSet};
        ch.set = id;
        p.options.push_back(ch);
    }
    return p.options[c.engine().ask(p).front()].set;
}

int chooseNumber(Ctx& c, int lowest, int highest) {
    Prompt p;
    p.player = static_cast<std::uint8_t>(c.you());
    p.kind = PromptKind::Number;
    p.purpose = Purpose::Value;
    p.source = c.thisCard();
    for (int n = lowest; n <= highest; ++n) p.options.push_back({Choice::Value, static_cast<std::uint16_t>(n)});
    return p.options[c.engine().ask(p).front()].a;
}

CardId drawOfType(Ctx& c, SetId type, int wanted) {
    Engine& e = c.engine();
    const GameState& s = e.state();
    const int a = drawSourceAge(s, wanted);
    if (a > kAges || (type != kMainSet && s.supply(type, a).empty())) return e.draw(c.you(), a, false, c.thisCard());
    const CardId drawn = s.supply(type, a).front();
    e.drawCard(c.you(), drawn, false, c.thisCard());
    return drawn;
}

bool claimAchievement(Ctx& c, int wanted) {
    for (CardId a : c.state().availableAchievements())
        if (age(a) == wanted) {
            c.engine().achieveCard(c.you(), a, c.thisCard());
            return true;
        }
    return false;
}

std::vector<int> eligibleAchievementValues(Ctx& c) {
    std::vector<int> out;
    for (int v = 1; v <= kAges; ++v) {
        bool available = false;
        for (CardId a : c.state().availableAchievements()) available = available || age(a) == v;
        if (available && canAchieve(c.state(), c.you(), v)) out.push_back(v);
    }
    return out;
}

int visibleCards(Ctx& c, Color color, int player) {
    const PileView pile = c.pile(color, player);
    if (pile.cards.empty()) return 0;
    return pile.splay == Splay::None ? 1 : static_cast<int>(pile.cards.size());
}

void byValueThenTitle(CardList& cards) {
    std::sort(cards.begin(), cards.end(), [](CardId a, CardId b) {
        return age(a) != age(b) ? age(a) < age(b) : title(a) < title(b);
    });
}

}  // namespace inno::artifacts
