#include "bots/policy.h"

#include "bots/large_policy.h"
#include "bots/set_terms.h"

#include <atomic>

#include <algorithm>
#include <stdexcept>

namespace inno {

namespace {
constexpr double kMayBonus = 2.5;  // "you may ...": the reward that usually follows is not modelled

// Whether a card can be at `at` in this simple model of the moves (a supply pile, a seat's place, the box).
bool modelled(Location at) {
    switch (at.zone) {
    case Zone::Deck:
    case Zone::Removed: return true;
    case Zone::Achievement: return true;
    case Zone::Hand:
    case Zone::Board:
    case Zone::Score: return at.player >= 0;
    default: return false;
    }
}

int otherParty(const GameState& g, int chooser) {
    if (chooser != g.current) return g.current;
    for (int i = 1; i < g.playerCount(); ++i) {
        int q = (chooser + i) % g.playerCount();
        if (areOpponents(g, chooser, q)) return q;
    }
    return (chooser + 1) % g.playerCount();
}

// Applies the direct effect of choosing card `c` for `why`. Returns false if the effect is not modelled.
bool applyChoice(GameState& g, CardId c, Purpose why, int chooser) {
    const Location from = g.where(c);
    Location to;
    bool bottom = false;
    switch (why) {
    case Purpose::Meld:
    case Purpose::OpeningMeld: to = {Zone::Board, static_cast<std::int8_t>(chooser)}; break;
    case Purpose::Tuck: to = {Zone::Board, static_cast<std::int8_t>(chooser)}, bottom = true; break;
    case Purpose::Score: to = {Zone::Score, static_cast<std::int8_t>(chooser)}; break;
    case Purpose::Return: to = {Zone::Deck, -1}, bottom = true; break;
    case Purpose::Achieve: to = {Zone::Achievement, static_cast<std::int8_t>(chooser)}, bottom = true; break;
    case Purpose::Transfer:
    case Purpose::Exchange: {
        const int owner = from.player;
        const int dest = owner == chooser ? otherParty(g, chooser) : chooser;
        Zone z = from.zone == Zone::Hand || from.zone == Zone::Score || from.zone == Zone::Board ? from.zone : Zone::Hand;
        to = {z, static_cast<std::int8_t>(dest)};
        break;
    }
    default: return false;
    }
    if (!modelled(from) || !modelled(to)) return false;
    // The move alone: no event, no count of the boards' constant icons (an estimate, not the rules).
    g.move(c, listAt(to, c), !bottom);
    if (from.zone == Zone::Board) {
        const Color col = facts(c).color;
        if (g.pile(from.player, col).size() < 2) g.seats[from.player].splay[index(col)] = Splay::None;
    }
    return true;
}

struct PickSlot {
    std::uint8_t option;
    CardId card;
    double delta = 0;
};

Answer cardsAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w) {
    const int chooser = p.player;
    std::vector<PickSlot> slots;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const Choice& o = p.options[i];
        if (o.type == Choice::Card) {
            slots.push_back({static_cast<std::uint8_t>(i), o.a});
        } else if (o.type == Choice::Hidden) {
            const Location at{static_cast<Zone>(o.zone), static_cast<std::int8_t>(o.a)};
            int left = o.count;
            const auto cards = static_cast<CardId>(everyCard().size());
            for (CardId c = 0; c < cards && left > 0; ++c)
                if (s.inGame(c) && s.where(c) == at && facts(c).age == o.age && facts(c).set == o.set)
                    slots.push_back({static_cast<std::uint8_t>(i), c}), --left;
            for (; left > 0; --left) slots.push_back({static_cast<std::uint8_t>(i), kNoCard});
        }
    }
    const int maxPick = std::min<int>(p.max, static_cast<int>(slots.size()));
    const int minPick = std::min<int>(p.min, maxPick);
    if (maxPick == 0) return {};
    const double base = evaluate(s, chooser, w);
    const double bonus = p.min == 0 ? kMayBonus : 0.0;
    bool modelled = false;
    std::uniform_real_distribution<double> noise(0.0, 0.01);
    for (auto& sl : slots) {
        GameState g = s;
        if (sl.card != kNoCard && applyChoice(g, sl.card, p.purpose, chooser)) {
            sl.delta = evaluate(g, chooser, w) - base;
            modelled = true;
        } else {
            // Not modelled (keep, execute, reveal...): prefer the higher cards, a little at random.
            sl.delta = (sl.card != kNoCard ? facts(sl.card).age : 0) * 0.5;
        }
        sl.delta += noise(rng);
    }
    std::sort(slots.begin(), slots.end(), [](const PickSlot& a, const PickSlot& b) { return a.delta > b.delta; });
    int best = minPick;
    if (maxPick == 1 || !modelled) {
        best = std::max(minPick, std::min(maxPick, slots.front().delta + bonus > 0 || minPick > 0 ? 1 : 0));
        if (!modelled && p.min == 0) best = std::max(best, 1);
        if (maxPick > 1 && !modelled) best = maxPick;
    } else {
        double bestValue = -1e300;
        const int span = maxPick - minPick;
        for (int k = minPick; k <= maxPick; ++k) {
            if (span > 8 && k != minPick && k != maxPick && (k - minPick) % ((span + 7) / 8) != 0) continue;
            GameState g = s;
            for (int i = 0; i < k; ++i)
                if (slots[i].card != kNoCard) applyChoice(g, slots[i].card, p.purpose, chooser);
            double v = evaluate(g, chooser, w) + bonus * k;
            if (v > bestValue) bestValue = v, best = k;
        }
    }
    Answer a;
    for (int i = 0; i < best; ++i) a.push_back(slots[i].option);
    return a;
}

Answer orderAnswer(const GameState& s, const Prompt& p, const EvalWeights& w) {
    Answer identity;
    for (std::size_t i = 0; i < p.options.size(); ++i) identity.push_back(static_cast<std::uint8_t>(i));
    const CardId first = p.options.front().a;
    const Location at = s.where(first);
    if (at.zone != Zone::Board || at.player < 0) return identity;
    Answer best = identity;
    double bestValue = -1e300;
    for (std::size_t top = 0; top < p.options.size(); ++top) {
        Answer order = identity;
        std::rotate(order.begin(), order.begin() + static_cast<long>(top), order.begin() + static_cast<long>(top) + 1);
        GameState g = s;
        CardList pile;
        for (auto i : order) pile.push_back(p.options[i].a);
        g.setList(lists::pile(at.player, facts(first).color), pile);
        double v = evaluate(g, p.player, w);
        if (v > bestValue) bestValue = v, best = order;
    }
    return best;
}

Answer splayColorAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w) {
    const int chooser = p.player;
    int best = -1;
    double bestValue = -1e300;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const Color c = static_cast<Color>(p.options[i].a);
        double total = 0;
        int n = 0;
        for (Splay d : {Splay::Left, Splay::Right, Splay::Up}) {
            GameState g = s;
            const PileView pile = g.pile(chooser, c);
            if (pile.cards.size() < 2 || pile.splay == d) continue;
            g.seats[chooser].splay[index(c)] = d;
            total += evaluate(g, chooser, w);
            ++n;
        }
        double v = n ? total / n : evaluate(s, chooser, w);
        v += std::uniform_real_distribution<double>(0.0, 0.01)(rng);
        if (v > bestValue) bestValue = v, best = static_cast<int>(i);
    }
    if (best < 0) return {};
    return {static_cast<std::uint8_t>(best)};
}

Answer anyOne(const Prompt& p, std::mt19937_64& rng) {
    if (p.options.empty()) return {};
    if (p.min > 1) {  // "choose two different values": as many different options as asked, at random
        Answer a;
        for (std::size_t i = 0; i < p.options.size(); ++i) a.push_back(static_cast<std::uint8_t>(i));
        std::shuffle(a.begin(), a.end(), rng);
        a.resize(std::min<std::size_t>(p.min, a.size()));
        return a;
    }
    return {static_cast<std::uint8_t>(std::uniform_int_distribution<std::size_t>(0, p.options.size() - 1)(rng))};
}
}  // namespace

namespace {
// The answer of the set whose card asked the prompt (SetTerms::quickAnswer), when that set is in play and has one.
std::optional<Answer> setsAnswer(const GameState& s, const Prompt& p) {
    if ((s.options.sets & ~(1u << kMainSet)) == 0 || p.source == kNoCard) return std::nullopt;
    const SetTerms* terms = setTermsOf(facts(p.source).set);
    return terms ? terms->quickAnswer(s, p) : std::nullopt;
}
}  // namespace

Answer heuristicAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w) {
    switch (p.kind) {
    case PromptKind::Action: return quickAction(s, p, rng);
    case PromptKind::Cards:
        if (isParleyPayment(p)) return parleyAnswer(s, p, rng, w);  // large games (large_policy.h)
        return fitToRule(p, cardsAnswer(s, p, rng, w));
    case PromptKind::Order: return orderAnswer(s, p, w);
    case PromptKind::YesNo: return {0};  // "you may ...": yes
    case PromptKind::Color:
        if (p.purpose == Purpose::Splay && p.max == 1) return splayColorAnswer(s, p, rng, w);
        if (p.purpose == Purpose::Other)
            if (auto a = setsAnswer(s, p)) return *a;
        if (p.max > 1) {
            Answer a;
            for (std::size_t i = 0; i < p.options.size() && a.size() < p.max; ++i) a.push_back(static_cast<std::uint8_t>(i));
            std::shuffle(a.begin(), a.end(), rng);
            a.resize(std::max<std::size_t>(p.min, std::min<std::size_t>(p.max, a.size())));
            return a;
        }
        return anyOne(p, rng);
    case PromptKind::Player: {
        int best = -1;
        double bestValue = -1e300;
        for (std::size_t i = 0; i < p.options.size(); ++i) {
            const int q = p.options[i].a;
            if (!areOpponents(s, p.player, q)) continue;
            double v = evaluate(s, q) + std::uniform_real_distribution<double>(0.0, 0.01)(rng);
            if (v > bestValue) bestValue = v, best = static_cast<int>(i);
        }
        if (best >= 0) return {static_cast<std::uint8_t>(best)};
        return anyOne(p, rng);
    }
    case PromptKind::Set:
    case PromptKind::Number:
    case PromptKind::Display:
        if (auto a = setsAnswer(s, p)) return *a;
        return anyOne(p, rng);
    case PromptKind::Option:
        // Taking a card that only counts among achievements (Artifacts' seize of a relic): the first option, which
        // is to the achievements when that is offered, else to the hand.
        if (p.source != kNoCard && facts(p.source).onlyCounts && !p.options.empty()) return {0};
        return anyOne(p, rng);
    case PromptKind::Value:
    case PromptKind::Deck:
    case PromptKind::Icon: return anyOne(p, rng);
    }
    return anyOne(p, rng);
}

Answer quickAction(const GameState& s, const Prompt& p, std::mt19937_64& rng) {
    const int me = p.player;
    const PlayerState ps = s.player(me);
    const SetTermsInPlay sets = setTermsInPlay(s.options);
    std::uniform_real_distribution<double> noise(0.0, 4.0);
    int best = 0;
    double bestValue = -1e300;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const Choice& o = p.options[i];
        double v = 0;
        switch (o.type) {
        case Choice::Achieve: v = 1000; break;
        case Choice::Draw: v = 6; break;
        case Choice::Meld: {
            const CardFacts& f = facts(o.a);
            const PileView pile = ps.pile(f.color);
            v = 4 + f.age + (pile.empty() ? 4 : facts(pile.top()).age < f.age ? 2 : -2);
            for (const SetTermsEntry* e : sets) v += e->terms->meldActionValue(s, ps, o.a);
            break;
        }
        case Choice::SetAction: {  // an action a set adds: valued by that set
            const SetTerms* terms = setTermsOf(setOfAction(static_cast<ActionKind>(o.kind)));
            v = terms ? terms->setActionValue(s, o) : 0;
            break;
        }
        case Choice::Dogma: {
            const CardFacts& f = facts(o.a);
            int mine = 0;
            for (const PileView& pile : ps.board())
                if (!pile.empty()) {
                    const auto& ic = facts(pile.top()).icons;
                    mine += static_cast<int>(std::count(ic.begin(), ic.end(), f.dogmaIcon));
                }
            v = 8 + 2 * f.age;
            (void)mine;
            break;
        }
        case Choice::Parley: v = 5 + 2 * facts(o.a).age; break;  // a dogma that costs a card from the hand
        default: break;
        }
        v += noise(rng);
        if (v > bestValue) bestValue = v, best = static_cast<int>(i);
    }
    return {static_cast<std::uint8_t>(best)};
}

Answer PolicySource::answer(const GameState& s, const Prompt& p) {
    if (++asked > cap) throw SimulationAborted{};
    if (p.kind == PromptKind::Action) return quickAction(s, p, rng_);
    return heuristicAnswer(s, p, rng_, w_);
}

bool simulateUnit(GameState& s, AnswerSource& answers) {
    try {
        Engine(s, answers, nullptr).runUnit();
        return true;
    } catch (const GameEnded&) {
        return true;
    } catch (const SimulationAborted&) {
        return false;
    } catch (const std::exception&) {
        countSimulationRefused();
        return false;
    }
}

namespace {
std::atomic<std::uint64_t> refusedSimulations{0};
}

std::uint64_t simulationsRefusedByTheRules() { return refusedSimulations.load(std::memory_order_relaxed); }
void countSimulationRefused() { refusedSimulations.fetch_add(1, std::memory_order_relaxed); }

}  // namespace inno
