#include "artifacts/artifacts_keywords.h"

#include "artifacts/artifacts.h"
#include "core/card_set.h"
#include "core/engine.h"
#include "core/expansion.h"
#include "core/large_game.h"
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

namespace {
// The effects X carries beside its own (an echo effect) when it is where it is, for `player`.
LeadingEffects ownLeadingEffects(const GameState& s, int player, CardId x) {
    LeadingEffects all, own;
    for (const Expansion* set : expansionsOf(s.options)) set->leadingEffects(s, player, x, all);
    for (const LeadingEffect& l : all)
        if (l.card == x) own.push_back(l);
    return own;
}
}  // namespace

void executeAsIfOnThisCard(Ctx& c, CardId x) {
    Engine& e = c.engine();
    const GameState& s = e.state();
    const int you = c.you();
    const int n = s.playerCount();
    DogmaMemory memory;  // X's effects share one memory ("if any card was transferred due to the demand")
    memory.counts = c.memory().counts;
    memory.counted = c.memory().counted;
    const DogmaRoles roles = dogmaRoles(s.options, you, x, memory.counts, s.eliminated);
    ParleyLedger parley(roles);
    auto gone = [&s](int p) { return s.eliminated && s.isEliminated(p); };
    for (const LeadingEffect& l : ownLeadingEffects(s, you, x))
        if (!gone(you)) e.runEffect(*l.effect, x, 0, l.tag, you, you, memory);
    const CardDef& def = card(x);
    for (int i = 0; i < static_cast<int>(def.effects.size()); ++i) {
        const Effect& effect = def.effects[i];
        if (!effect.isDemand()) {
            if (!gone(you)) e.runEffect(i, x, you, you, memory);
            continue;
        }
        if (!memory.counted) continue;
        for (int k = 1; k < n; ++k) {
            const int q = (you + k) % n;
            if (gone(q) || gone(you)) continue;
            if (roles.obeys(q, effect.kind) && parley.obeys(e, q, x, effect.kind)) e.runEffect(i, x, q, you, memory);
        }
    }
}

bool hasNoEffects(const GameState& s, int player, CardId x) {
    return card(x).effects.empty() && ownLeadingEffects(s, player, x).empty();
}

}  // namespace inno::artifacts
