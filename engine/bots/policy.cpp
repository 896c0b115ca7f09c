#include "bots/policy.h"

#include "bots/large_policy.h"

#include <algorithm>
#include <stdexcept>

namespace inno {

namespace {
constexpr double kMayBonus = 2.5;  // "you may ...": the reward that usually follows is not modelled

CardList* listAt(GameState& g, Location at, CardId c) {
    const CardFacts& f = facts(c);
    switch (at.zone) {
    case Zone::Deck: return &g.supplyOf(c, f.age);  // a City returns to its City pile
    case Zone::Hand: return at.player >= 0 ? &g.player(at.player).hand : nullptr;
    case Zone::Board: return at.player >= 0 ? &g.player(at.player).pile(f.color).cards : nullptr;
    case Zone::Score: return at.player >= 0 ? &g.player(at.player).score : nullptr;
    case Zone::Achievement: return at.player < 0 ? &g.availableAchievements : &g.player(at.player).achievements;
    case Zone::Removed: return &g.removed;
    }
    return nullptr;
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
    const Location from = g.where[c];
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
    CardList* src = listAt(g, from, c);
    CardList* dst = listAt(g, to, c);
    if (!src || !dst) return false;
    auto it = std::find(src->begin(), src->end(), c);
    if (it == src->end()) return false;
    src->erase(it);
    if (from.zone == Zone::Board) {
        Pile& pile = g.player(from.player).pile(facts(c).color);
        if (pile.cards.size() < 2) pile.splay = Splay::None;
    }
    if (bottom)
        dst->push_back(c);
    else
        dst->insert(dst->begin(), c);
    g.where[c] = to;
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
            const Location at{static_cast<Zone>(o.zone), static_cast<std::int8_t>(o.a == 255 ? -1 : o.a)};
            int left = o.count;
            for (CardId c = 0; c < s.cardsInGame() && left > 0; ++c)
                if (s.where[c] == at && facts(c).age == o.age) slots.push_back({static_cast<std::uint8_t>(i), c}), --left;
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
    const Location at = s.where[first];
    if (at.zone != Zone::Board || at.player < 0) return identity;
    Answer best = identity;
    double bestValue = -1e300;
    for (std::size_t top = 0; top < p.options.size(); ++top) {
        Answer order = identity;
        std::rotate(order.begin(), order.begin() + static_cast<long>(top), order.begin() + static_cast<long>(top) + 1);
        GameState g = s;
        Pile& pile = g.player(at.player).pile(facts(first).color);
        pile.cards.clear();
        for (auto i : order) pile.cards.push_back(p.options[i].a);
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
            Pile& pile = g.player(chooser).pile(c);
            if (pile.cards.size() < 2 || pile.splay == d) continue;
            pile.splay = d;
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

// Cities: a Meld action that adds a color draws a City unless one is in hand already; melding a City brings its
// immediate icons (a draw, a splay, a search).
double citiesMeldValue(const PlayerState& ps, CardId card) {
    double v = isCity(card) ? 3 : 0;
    const bool cityInHand = std::any_of(ps.hand.begin(), ps.hand.end(), [&](CardId c) { return c != card && isCity(c); });
    if (ps.pile(facts(card).color).empty() && !cityInHand) v += 3;
    return v;
}

// Cities: Endorse is a Dogma action with the activator's effects and the demands twice, paid by tucking a card.
double endorseValue(CardId card) { return 8 + 3.5 * facts(card).age; }

Answer anyOne(const Prompt& p, std::mt19937_64& rng) {
    if (p.options.empty()) return {};
    return {static_cast<std::uint8_t>(std::uniform_int_distribution<std::size_t>(0, p.options.size() - 1)(rng))};
}
}  // namespace

Answer heuristicAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w) {
    switch (p.kind) {
    case PromptKind::Action: return quickAction(s, p, rng);
    case PromptKind::Cards:
        if (isParleyPayment(p)) return parleyAnswer(s, p, rng, w);  // large games (large_policy.h)
        return cardsAnswer(s, p, rng, w);
    case PromptKind::Order: return orderAnswer(s, p, w);
    case PromptKind::YesNo: return {0};  // "you may ...": yes
    case PromptKind::Color:
        if (p.purpose == Purpose::Splay && p.max == 1) return splayColorAnswer(s, p, rng, w);
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
    case PromptKind::Value:
    case PromptKind::Option: return anyOne(p, rng);
    }
    return anyOne(p, rng);
}

Answer quickAction(const GameState& s, const Prompt& p, std::mt19937_64& rng) {
    const int me = p.player;
    const PlayerState& ps = s.player(me);
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
            const Pile& pile = ps.pile(f.color);
            v = 4 + f.age + (pile.empty() ? 4 : facts(pile.top()).age < f.age ? 2 : -2);
            if (s.options.cities) v += citiesMeldValue(ps, o.a);
            break;
        }
        case Choice::Endorse: v = endorseValue(o.a); break;
        case Choice::Dogma: {
            const CardFacts& f = facts(o.a);
            int mine = 0;
            for (const Pile& pile : ps.board)
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
        return false;
    }
}

}  // namespace inno
