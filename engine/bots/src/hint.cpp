// The Expert's hint: its search run in rounds over samples of the hidden cards, the best answers ranked, and
// what each one gains measured in the same samples.
#include "bots/hint.h"

#include "bots/determinize.h"
#include "bots/hint_calibration.h"
#include "bots/resume.h"
#include "bots/search.h"
#include "core/queries.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace inno {

namespace {

// What the seat has, as far as the reasons go.
struct Holdings {
    int achievements = 0, score = 0, icons = 0, splays = 0, hand = 0, opponentsCards = 0, threats = 0;
    bool won = false;
};

Holdings holdingsOf(const GameState& s, int me) {
    Holdings h;
    const PlayerState p = s.player(me);
    h.achievements = achievementTotal(s, me);
    h.score = scoreTotal(p);
    const IconCounts mine = boardIcons(p);
    for (Icon i : kResourceIcons) h.icons += mine[static_cast<int>(i)];
    for (const PileView& pile : p.board())
        if (pile.cards.size() >= 2) h.splays += static_cast<int>(pile.splay);
    h.hand = static_cast<int>(p.hand().size());
    for (int q = 0; q < s.playerCount(); ++q) {
        if (!areOpponents(s, me, q)) continue;
        const PlayerState o = s.player(q);
        h.opponentsCards += static_cast<int>(o.hand().size() + o.score().size());
        const IconCounts theirs = boardIcons(o);
        for (const PileView& pile : o.board()) {
            h.opponentsCards += static_cast<int>(pile.cards.size());
            if (pile.cards.empty()) continue;
            const CardFacts& f = facts(pile.cards.front());
            if (f.hasDemand && theirs[static_cast<int>(f.dogmaIcon)] > mine[static_cast<int>(f.dogmaIcon)])
                ++h.threats;
        }
    }
    h.won = s.over() && winProbability(s, me) > 0.99;
    return h;
}

// The gains of one choice summed over the samples it was measured in.
struct Gains {
    int samples = 0, wins = 0;
    double achievements = 0, score = 0, icons = 0, splays = 0, hand = 0, opponentsLose = 0, demandsAvoided = 0;

    void add(const GameState& before, const GameState& after, int me) {
        const Holdings a = holdingsOf(before, me), b = holdingsOf(after, me);
        ++samples;
        wins += b.won ? 1 : 0;
        achievements += b.achievements - a.achievements;
        score += b.score - a.score;
        icons += b.icons - a.icons;
        splays += b.splays - a.splays;
        hand += b.hand - a.hand;
        opponentsLose += a.opponentsCards - b.opponentsCards;
        demandsAvoided += a.threats - b.threats;
    }
    void reasonInto(HintChoice& c) const {
        if (samples == 0) return;
        const double n = samples;
        auto set = [&](HintReason r, double total) {
            c.reason = r;
            c.amount = std::max(1, static_cast<int>(std::lround(total / n)));
        };
        if (wins * 2 > samples) c.reason = HintReason::WinsGame, c.amount = 0;
        else if (achievements / n >= 0.5) set(HintReason::Achievement, achievements);
        else if (score / n >= 1.0) set(HintReason::Score, score);
        else if (opponentsLose / n >= 1.0) set(HintReason::OpponentsLose, opponentsLose);
        else if (demandsAvoided / n >= 0.5) set(HintReason::DemandAvoided, demandsAvoided);
        else if (icons / n >= 1.0) set(HintReason::Icons, icons);
        else if (splays / n >= 0.5) set(HintReason::Splay, splays);
        else if (hand / n >= 0.5) set(HintReason::Cards, hand);
        else c.reason = HintReason::Position, c.amount = 0;
    }
};

// Answers the action prompt with one option, everything after it by the policy.
class ForcedAction final : public PolicySource {
public:
    ForcedAction(std::mt19937_64& rng, const EvalWeights& w, std::uint32_t key) : PolicySource(rng, w), key_(key) {}
    Answer answer(const GameState& s, const Prompt& p) override {
        if (used_ || p.kind != PromptKind::Action) return PolicySource::answer(s, p);
        used_ = true;
        for (std::size_t i = 0; i < p.options.size(); ++i)
            if (actionKey(p.options[i]) == key_) return {static_cast<std::uint8_t>(i)};
        throw SimulationAborted{};
    }

private:
    std::uint32_t key_;
    bool used_ = false;
};

bool cancelled(const std::atomic<bool>* cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

std::optional<std::vector<HintChoice>> actionHint(const Sampler& sampler, const Prompt& p, const EvalWeights& w,
                                                  const HintSettings& settings, const HintProgress& progress,
                                                  const std::atomic<bool>* cancel, std::mt19937_64& rng) {
    const int rounds = std::max(settings.rounds, 1);
    std::map<std::uint32_t, MctsRootEdge> total;
    for (int r = 0; r < rounds; ++r) {
        if (cancelled(cancel)) return std::nullopt;
        MctsConfig config;
        config.iterations = std::max(settings.iterations / rounds, 1);
        config.exploration = defaultBudget(BotLevel::Expert).exploration;
        MctsStats stats;
        ismctsAction(sampler, p, config, SearchLimits{}, rng, w, &stats);
        for (const MctsRootEdge& e : stats.root) {
            MctsRootEdge& t = total[e.key];
            t.key = e.key;
            t.visits += e.visits;
            t.value += e.value;
        }
        if (progress) progress(0.8 * (r + 1) / rounds);
    }
    struct Ranked {
        int option;
        double visits, value;
    };
    std::vector<Ranked> ranked;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        auto it = total.find(actionKey(p.options[i]));
        if (it != total.end() && it->second.visits > 0)
            ranked.push_back({static_cast<int>(i), it->second.visits, it->second.value});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) { return a.visits > b.visits; });
    if (ranked.size() > static_cast<std::size_t>(settings.count)) ranked.resize(static_cast<std::size_t>(settings.count));

    std::vector<HintChoice> out;
    GameState world, g;
    for (std::size_t k = 0; k < ranked.size(); ++k) {
        if (cancelled(cancel)) return std::nullopt;
        HintChoice c;
        c.answer = {static_cast<std::uint8_t>(ranked[k].option)};
        c.winChance = ranked[k].value / ranked[k].visits;
        Gains gains;
        const std::uint32_t key = actionKey(p.options[ranked[k].option]);
        for (int s = 0; s < settings.reasonSamples; ++s) {
            sampler.sampleInto(world, rng);
            g = world;
            ForcedAction src(rng, w, key);
            if (simulateUnit(g, src)) gains.add(world, g, p.player);
        }
        gains.reasonInto(c);
        out.push_back(c);
        if (progress) progress(0.8 + 0.2 * static_cast<double>(k + 1) / static_cast<double>(ranked.size()));
    }
    return out;
}

// Without the action so far: the answers the heuristic gives most often over the samples.
std::vector<HintChoice> votedHint(const Sampler& sampler, const Prompt& p, const HintSettings& settings,
                                  std::mt19937_64& rng) {
    std::map<Answer, int> votes;
    std::vector<Answer> order;
    GameState g;
    for (int k = 0; k < std::max(settings.innerSamples, 1); ++k) {
        sampler.sampleInto(g, rng);
        Answer a = heuristicAnswer(g, p, rng);
        if (votes[a]++ == 0) order.push_back(a);
    }
    std::stable_sort(order.begin(), order.end(), [&](const Answer& a, const Answer& b) { return votes[a] > votes[b]; });
    std::vector<HintChoice> out;
    for (const Answer& a : order) {
        if (out.size() >= static_cast<std::size_t>(settings.count)) break;
        HintChoice c;
        c.answer = a;
        out.push_back(c);
    }
    return out;
}

std::optional<std::vector<HintChoice>> innerHint(const Sampler& sampler, const Prompt& p, const EvalWeights& w,
                                                 const UnitSoFar* unit, const HintSettings& settings,
                                                 const HintProgress& progress, const std::atomic<bool>* cancel,
                                                 std::mt19937_64& rng) {
    std::optional<std::vector<Picks>> prefix;
    if (unit) prefix = unitPicks(*unit, p);
    if (!prefix) return votedHint(sampler, p, settings, rng);
    const std::vector<Answer> candidates = candidateAnswers(sampler, p, rng, w, 7);
    if (candidates.empty()) return votedHint(sampler, p, settings, rng);
    std::vector<Picks> candidatePicks;
    for (const Answer& a : candidates) candidatePicks.push_back(picksOf(p, a));
    std::vector<double> total(candidates.size(), 0.0);
    std::vector<Gains> gains(candidates.size());
    std::vector<GameState> ends(candidates.size());
    std::vector<bool> played(candidates.size());
    GameState sampled, start;
    CardMap map;
    int resumed = 0;
    const int samples = std::max(settings.innerSamples, 1);
    const int perRound = std::max(samples / std::max(settings.rounds, 1), 1);
    for (int k = 0; k < samples; ++k) {
        if (k % perRound == 0) {
            if (cancelled(cancel)) return std::nullopt;
            if (progress) progress(static_cast<double>(k) / samples);
        }
        sampler.sampleInto(sampled, rng, map);
        if (!isPermutation(map)) continue;
        start = mapCards(unit->start, map);
        start.rng.seed(static_cast<std::uint32_t>(rng() % 2147483646u) + 1u);
        const std::uint64_t policySeed = rng();
        std::vector<double> values(candidates.size());
        bool ok = true;
        for (std::size_t i = 0; i < candidates.size() && ok; ++i) {
            ends[i] = start;
            std::mt19937_64 policyRng(policySeed);
            ResumeSource src(policyRng, w, *prefix, map, sampled, p, candidatePicks[i]);
            played[i] = simulateUnit(ends[i], src);
            ok = src.resumed();
            values[i] = played[i] ? winProbability(ends[i], p.player, w) : 0.25;
        }
        if (!ok) continue;
        ++resumed;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            total[i] += values[i];
            if (played[i] && static_cast<int>(gains[i].samples) < settings.reasonSamples)
                gains[i].add(sampled, ends[i], p.player);
        }
    }
    if (resumed < std::max(4, samples / 4)) return votedHint(sampler, p, settings, rng);
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return total[a] > total[b]; });
    std::vector<HintChoice> out;
    for (std::size_t i : order) {
        if (out.size() >= static_cast<std::size_t>(settings.count)) break;
        HintChoice c;
        c.answer = candidates[i];
        c.winChance = total[i] / resumed;
        gains[i].reasonInto(c);
        out.push_back(c);
    }
    if (progress) progress(1.0);
    return out;
}

bool sameOptions(Answer a, Answer b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

// The first list that holds the same cards in another order in `a` and `b`.
std::optional<ListId> firstDifference(const GameState& a, const GameState& b) {
    for (int l = 0; l < lists::kCount; ++l) {
        const auto list = static_cast<ListId>(l);
        const CardSpan x = a.list(list), y = b.list(list);
        if (!std::equal(x.begin(), x.end(), y.begin(), y.end())) return list;
    }
    return std::nullopt;
}

// Each choice played out to the next decision; a choice with the same result as one listed before it joins that
// one, and the list is cut to `count` different results.
std::vector<HintChoice> withOutcomes(std::vector<HintChoice> ranked, const UnitSoFar& unit, const Prompt& p,
                                     const std::vector<bool>& named, int count) {
    std::vector<HintChoice> out;
    std::vector<AnswerOutcome> results;
    auto known = [&](const Answer& a) {
        for (const HintChoice& c : out)
            if (c.answer == a || std::find(c.alike.begin(), c.alike.end(), a) != c.alike.end()) return true;
        return false;
    };
    for (HintChoice& c : ranked) {
        if (known(c.answer)) continue;
        AnswerOutcome o = playOut(unit, p, c.answer, named);
        std::size_t same = 0;
        while (same < results.size() && !sameResult(results[same], o)) ++same;
        if (same < results.size()) {
            out[same].alike.push_back(c.answer);
            continue;
        }
        if (out.size() >= static_cast<std::size_t>(count)) continue;
        // The same picks in every other order: those with the same result are the same choice ("in any order").
        if (c.answer.size() >= 2 && c.answer.size() <= 4) {
            Answer order = c.answer;
            std::sort(order.begin(), order.end());
            do {
                if (order == c.answer || std::find(c.alike.begin(), c.alike.end(), order) != c.alike.end()) continue;
                if (sameResult(playOut(unit, p, order, named), o)) c.alike.push_back(order);
            } while (std::next_permutation(order.begin(), order.end()));
        }
        for (std::size_t k = 0; k < out.size() && !c.orderChanges; ++k)
            if (sameOptions(out[k].answer, c.answer) && o.played && results[k].played)
                c.orderChanges = firstDifference(results[k].after, o.after);
        c.outcomeKnown = o.played;
        c.outcome = o.events;
        c.outcomeNext = o.next;
        results.push_back(std::move(o));
        out.push_back(std::move(c));
    }
    return out;
}

// The choices ranked by the Expert's own estimates, which are shown calibrated (expertHint).
std::optional<std::vector<HintChoice>> rankedHint(const GameState& s, const Prompt& p, const CardTracker& tracker,
                                                  const UnitSoFar* unit, const HintSettings& settings,
                                                  const HintProgress& progress, const std::atomic<bool>* cancel) {
    CardTracker seen = tracker;
    seen.reconcile(s);
    const Sampler sampler(s, seen);
    std::mt19937_64 rng(settings.seed);
    const EvalWeights w = expertWeights(s.options);  // the Expert's own, so the win chances are its estimates
    if (p.kind == PromptKind::Action && s.phase == Phase::Playing)
        return actionHint(sampler, p, w, settings, progress, cancel, rng);
    if (!unit || !unitPicks(*unit, p)) return innerHint(sampler, p, w, nullptr, settings, progress, cancel, rng);
    // More answers are ranked than are shown: those with the same result as a better one join it.
    HintSettings wider = settings;
    wider.count = std::max(settings.count * 3, 8);
    auto ranked = innerHint(sampler, p, w, unit, wider, progress, cancel, rng);
    if (!ranked) return std::nullopt;
    return withOutcomes(std::move(*ranked), *unit, p, cardsNamedBy(s, seen, p.player), settings.count);
}

}  // namespace

std::optional<std::vector<HintChoice>> expertHint(const GameState& s, const Prompt& p, const CardTracker& tracker,
                                                  const UnitSoFar* unit, const HintSettings& settings,
                                                  const HintProgress& progress, const std::atomic<bool>* cancel) {
    auto choices = rankedHint(s, p, tracker, unit, settings, progress, cancel);
    if (!choices) return std::nullopt;
    const ChanceCalibration calibration = hintCalibration(s.options);
    for (HintChoice& c : *choices)
        if (c.winChance >= 0) c.winChance = calibratedChance(calibration, c.winChance);
    return choices;
}

}  // namespace inno
