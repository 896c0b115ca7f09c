#include "sets/artifacts/artifacts_terms.h"

#include "artifacts/artifacts.h"
#include "core/notation.h"
#include "core/queries.h"
#include "core/rules.h"

#include <algorithm>
#include <array>

namespace inno::artifacts {

namespace {
enum Term { DisplayCard, DisplayAge, CompelControl, CompelThreat, kTerms };
constexpr std::array<const char*, kTerms> kNames{"displayCard", "displayAge", "compelControl", "compelThreat"};
// A displayed card is a free Dogma action at the start of the next turn (or a card to keep for later): valued a
// little above a card in hand. A compel hits the opponents who could share, so it is the reverse of a demand: the
// seat controls a top compel card when some opponent shows enough of its featured icon to be compelled, and is
// threatened by an opposing one whose featured icon it shows at least as many of. Weighted as control and threat.
constexpr std::array<double, kTerms> kHandSet{
    1.5,   // a card with a featured icon on the display (a free Dogma to come)
    0.35,  // per age of that card
    0.5,   // per age of a top compel card of the seat that would compel some opponent
    0.45,  // minus the age of each opposing top compel card that would compel the seat
};

// The featured-icon counts of every seat, read once per evaluation of a seat.
struct TableIcons {
    std::array<IconCounts, kMaxPlayers> icons{};
    SeatCounts of(Icon icon, int players) const {
        SeatCounts c{};
        for (int p = 0; p < players; ++p) c[p] = icons[p][static_cast<int>(icon)];
        return c;
    }
};

bool compels(CardId c) { return (facts(c).demandKinds >> Effect::SetDemand) != 0; }

// Whether a top compel card of `owner` would compel anybody (if `target` < 0) or `target`.
bool wouldCompel(const GameState& s, int owner, CardId c, const TableIcons& t, int target) {
    const DogmaRoles roles = dogmaRoles(s.options, owner, c, t.of(facts(c).dogmaIcon, s.playerCount()), s.eliminated);
    std::uint8_t hit = 0;
    for (std::uint8_t r : roles.ruled) hit |= r;
    return target < 0 ? hit != 0 : (hit & (1u << target)) != 0;
}

struct Counts {
    int displayCard = 0, displayAge = 0, compelControl = 0, compelThreat = 0;
};

Counts counts(const GameState& s, int seat, bool compelTerms) {
    Counts k;
    if (const CardId shown = displayed(s, seat); shown != kNoCard && facts(shown).dogmaIcon != Icon::None)
        k.displayCard = 1, k.displayAge = facts(shown).age;
    if (!compelTerms) return k;
    // Only the boards showing a compel on top need the icon counts.
    bool any = false;
    for (int p = 0; p < s.playerCount() && !any; ++p)
        for (const PileView& pile : s.player(p).board())
            if (!pile.empty() && compels(pile.top())) {
                any = true;
                break;
            }
    if (!any) return k;
    TableIcons t;
    for (int p = 0; p < s.playerCount(); ++p) t.icons[p] = boardIcons(s.player(p));
    for (int q = 0; q < s.playerCount(); ++q) {
        if ((s.eliminated & (1u << q)) != 0) continue;
        if (q != seat && !areOpponents(s, seat, q)) continue;
        for (const PileView& pile : s.player(q).board()) {
            if (pile.empty() || !compels(pile.top())) continue;
            const int a = facts(pile.top()).age;
            if (q == seat) {
                if (wouldCompel(s, seat, pile.top(), t, -1)) k.compelControl += a;
            } else if (wouldCompel(s, q, pile.top(), t, seat)) {
                k.compelThreat -= a;
            }
        }
    }
    return k;
}

// The Dogma of a displayed card, weighed like a Dogma action of the quick policy (8 + twice its age), less what it
// gives away: its non-demand effects shared by opponents, and nothing at all when its only effects are demands or
// compels that would affect nobody. The displayed card's featured icons count for the activator.
double displayDogmaValue(const GameState& s, int me, CardId shown) {
    const CardFacts& f = facts(shown);
    SeatCounts icons = dogmaIconCounts(s, shown);
    icons[me] += card(shown).count(f.dogmaIcon);
    const DogmaRoles roles = dogmaRoles(s.options, me, shown, icons, s.eliminated);
    int sharers = 0, affected = 0;
    for (int q = 0; q < s.playerCount(); ++q) {
        if (q == me || !areOpponents(s, me, q)) continue;
        const auto bit = static_cast<std::uint8_t>(1u << q);
        sharers += (roles.sharers & bit) != 0;
        bool hit = (roles.demanded & bit) != 0;
        for (std::uint8_t r : roles.ruled) hit = hit || (r & bit) != 0;
        affected += hit;
    }
    if (!f.hasNonDemand && affected == 0) return 0;
    double v = 8 + 2 * f.age + 2.0 * affected;
    if (f.hasNonDemand) v -= (1 + 0.5 * f.age) * sharers;
    return v;
}

Answer displayAnswer(const GameState& s, const Prompt& p) {
    const CardId shown = p.source;
    int best = 0;
    double bestValue = -1e300;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        double v = 0;
        switch (static_cast<ChoiceWord>(p.options[i].a)) {
        case ChoiceWord::Dogma: v = displayDogmaValue(s, p.player, shown); break;
        case ChoiceWord::Return: v = 1; break;  // frees the display for the next dig
        case ChoiceWord::Keep: v = 0; break;    // the same card next turn, and no dig meanwhile
        }
        if (v > bestValue) bestValue = v, best = static_cast<int>(i);
    }
    return {static_cast<std::uint8_t>(best)};
}

// "Choose a card type" to draw from: an Artifact is worth more than a card of another set of the same value, when
// its pile has any (an empty one gives a base card anyway).
Answer setAnswer(const GameState&, const Prompt& p) {
    for (std::size_t i = 0; i < p.options.size(); ++i)
        if (p.options[i].type == Choice::CardSet && p.options[i].set == set()) return {static_cast<std::uint8_t>(i)};
    return {0};
}

// The color with the most cards in the hand (the first on a tie).
int commonestColor(const PlayerState& ps, const std::vector<int>& allowed) {
    std::array<int, kColors> n{};
    for (CardId c : ps.hand()) ++n[index(facts(c).color)];
    int best = allowed.empty() ? 0 : allowed.front();
    for (int c : allowed)
        if (n[c] > n[best]) best = c;
    return best;
}

// Mona Lisa: "Choose a number and a color. Draw five 4, then reveal your hand. If you have exactly that many cards
// of that color, score them": the color the hand holds most of, and one more than it holds (five draws bring one
// card of a color on average).
bool isMonaLisa(CardId c) { return c != kNoCard && title(c) == "Mona Lisa"; }

Answer numberAnswer(const GameState& s, const Prompt& p) {
    const PlayerState ps = s.player(p.player);
    std::vector<int> colors;
    for (int c = 0; c < kColors; ++c) colors.push_back(c);
    const int col = commonestColor(ps, colors);
    int held = 0;
    for (CardId c : ps.hand()) held += index(facts(c).color) == col;
    const int wanted = held + 1;
    int best = 0, bestGap = 1 << 20;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const int gap = std::abs(static_cast<int>(p.options[i].a) - wanted);
        if (gap < bestGap) bestGap = gap, best = static_cast<int>(i);
    }
    return {static_cast<std::uint8_t>(best)};
}

Answer monaLisaColor(const GameState& s, const Prompt& p) {
    std::vector<int> allowed;
    for (const Choice& o : p.options) allowed.push_back(o.a);
    const int col = commonestColor(s.player(p.player), allowed);
    for (std::size_t i = 0; i < p.options.size(); ++i)
        if (p.options[i].a == col) return {static_cast<std::uint8_t>(i)};
    return {0};
}

class ArtifactsTerms final : public SetTerms {
public:
    SetId set() const override { return artifacts::set(); }
    std::span<const char* const> termNames() const override { return kNames; }
    std::span<const double> handSetWeights() const override { return kHandSet; }

    double value(const GameState& s, int seat, std::span<const double> w) const override {
        const Counts k = counts(s, seat, w[CompelControl] != 0 || w[CompelThreat] != 0);
        return w[DisplayCard] * k.displayCard + w[DisplayAge] * k.displayAge + w[CompelControl] * k.compelControl +
               w[CompelThreat] * k.compelThreat;
    }
    void terms(const GameState& s, int seat, std::span<double> t) const override {
        const Counts k = counts(s, seat, true);
        t[DisplayCard] = k.displayCard;
        t[DisplayAge] = k.displayAge;
        t[CompelControl] = k.compelControl;
        t[CompelThreat] = k.compelThreat;
    }

    // A Meld action digs when the melded card covers a card of no lower value (or one whose hexagon is in the same
    // place) and the display is empty after the meld: an Artifact of the covered card's value goes on display, a
    // free Dogma at the start of the next turn.
    double meldActionValue(const GameState& s, const PlayerState& ps, CardId card) const override {
        const CardSpan shown = ps.zone(displayZone());
        if (!shown.empty() && shown.front() != card) return 0;
        const PileView pile = ps.pile(facts(card).color);
        if (pile.empty()) return 0;
        const CardId covered = pile.top();
        const int hex = hexagonSlot(card);
        if (faceUpAge(card) > faceUpAge(covered) && (hex < 0 || hex != hexagonSlot(covered))) return 0;
        const int a = drawSourceAge(s, faceUpAge(covered));
        if (a > kAges || s.supply(artifacts::set(), a).empty()) return 0;
        return 4 + 0.5 * a;
    }

    // The display's choice (dogma, return, keep) is played out without the displayed card's own value: kept, it
    // would always outweigh its Dogma now, and the display would stay blocked for digs turn after turn.
    void weightsForTurnStartChoice(PromptKind kind, std::span<double> w) const override {
        if (kind == PromptKind::Display) w[DisplayCard] = w[DisplayAge] = 0;
    }

    std::optional<Answer> quickAnswer(const GameState& s, const Prompt& p) const override {
        switch (p.kind) {
        case PromptKind::Display: return displayAnswer(s, p);
        case PromptKind::Set: return setAnswer(s, p);
        case PromptKind::Number: return numberAnswer(s, p);
        case PromptKind::Color:
            if (p.max == 1 && isMonaLisa(p.source)) return monaLisaColor(s, p);
            return std::nullopt;
        default: return std::nullopt;
        }
    }
};
}  // namespace

const SetTerms& botTerms() {
    static const ArtifactsTerms terms;
    return terms;
}

}  // namespace inno::artifacts
