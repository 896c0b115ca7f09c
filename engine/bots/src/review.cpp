// The game review: the game replayed answer by answer, the reviewed seat's card tracker fed the events as that
// seat saw them, the graph evaluated at every position and the seat's own decisions searched.
#include "bots/review.h"

#include "bots/bot.h"
#include "bots/determinize.h"
#include "bots/evaluate.h"
#include "bots/search.h"
#include "bots/tracker.h"

#include <algorithm>

namespace inno {

namespace {

// The time a searched decision takes relative to one position of the graph, for the progress only (measured
// with the default settings: about 150 ms an action, 3 ms a choice inside one, 0.1 ms a position).
constexpr double kActionWeight = 1500.0;
constexpr double kInnerWeight = 30.0;

enum class Stream { Graph, Expert, Played };

std::uint64_t splitMix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Every random stream of a review: its own for each position and purpose, so that no figure depends on the order
// or the number of the others.
std::mt19937_64 streamFor(std::uint64_t seed, std::size_t position, Stream s) {
    return std::mt19937_64(splitMix(seed ^ splitMix(position * 4 + static_cast<std::uint64_t>(s) + 1)));
}

// Whether a prompt admits more than one answer (the others are not decisions worth reviewing).
bool isChoice(const Prompt& p) {
    if (p.options.empty()) return false;
    if (p.kind == PromptKind::Order) return p.options.size() > 1;
    if (p.options.size() > 1) return true;
    return p.min < std::min<int>(p.max, p.options[0].count);
}

bool isAction(const GameState& s, const Prompt& p) { return p.kind == PromptKind::Action && s.phase == Phase::Playing; }

// The game replayed from its start, one answer at a time, with the reviewed seat's tracker kept up to date.
class Walk {
public:
    Walk(const Game& game, int seat, std::string* error) : source_(game), tracker_(seat) {
        if (auto g = game.withAnswers(0, error)) game_.emplace(std::move(*g));
        observeNew();
    }
    bool ok() const { return game_.has_value(); }
    std::size_t positions() const { return source_.answers().size() + 1 + (source_.concededBy() >= 0 ? 1 : 0); }
    const Game& game() const { return *game_; }
    const CardTracker& tracker() const { return tracker_; }
    // Moves to the next position: the next answer, then the concession. Returns the seat that decided, or -1
    // (with the reason in `error`) when it does not fit.
    int next(std::string* error) {
        const std::size_t k = game_->answers().size();
        int by = -1;
        std::string why = "the game has no more answers";
        if (k < source_.answers().size() && game_->prompt()) {
            by = game_->prompt()->player;
            why = game_->answer(source_.answers()[k]);
        } else if (source_.concededBy() >= 0 && !game_->over()) {
            by = source_.concededBy();
            why = game_->concede(by);
        }
        if (!why.empty()) {
            if (error) *error = "answer " + std::to_string(k + 1) + " does not fit: " + why;
            return -1;
        }
        observeNew();
        return by;
    }

private:
    void observeNew() {
        if (!game_) return;
        for (; seen_ < game_->events().size(); ++seen_) tracker_.observe(redactFor(game_->events()[seen_], tracker_.seat()));
    }
    const Game& source_;
    std::optional<Game> game_;
    CardTracker tracker_;
    std::size_t seen_ = 0;
};

std::array<double, kMaxPlayers> graphChances(const GameState& s, const Sampler& sampler, int samples,
                                             std::mt19937_64 rng) {
    std::array<double, kMaxPlayers> sum{}, one{};
    const EvalWeights w = expertWeights();
    if (s.over()) {
        winProbabilities(s, sum, w);
        return sum;
    }
    GameState g;
    const int n = std::max(samples, 1);
    for (int i = 0; i < n; ++i) {
        sampler.sampleInto(g, rng);
        winProbabilities(g, one, w);
        for (int p = 0; p < s.playerCount(); ++p) sum[p] += one[p];
    }
    for (int p = 0; p < s.playerCount(); ++p) sum[p] /= n;
    return sum;
}

double rootValue(const MctsStats& stats, std::uint32_t key) {
    for (const MctsRootEdge& e : stats.root)
        if (e.key == key && e.visits > 0) return e.value / e.visits;
    return -1;
}

// An action: the Expert's tree search picks and values its choice; a second search, limited to the seat's own
// action at the root, values that one when it differs.
void reviewAction(ReviewDecision& d, const Sampler& sampler, const ReviewSettings& settings) {
    const EvalWeights w = expertWeights();
    MctsConfig config;
    config.iterations = settings.actionIterations;
    config.exploration = defaultBudget(BotLevel::Expert).exploration;
    config.stopWhenDecided = true;
    MctsStats stats;
    std::mt19937_64 rng = streamFor(settings.seed, d.position, Stream::Expert);
    const int pick = ismctsAction(sampler, d.prompt, config, SearchLimits{}, rng, w, &stats);
    d.expert = {static_cast<std::uint8_t>(pick)};
    d.expertChance = rootValue(stats, actionKey(d.prompt.options[pick]));
    const std::uint32_t played = actionKey(d.prompt.options[d.played.at(0)]);
    if (d.played == d.expert) {
        d.playedChance = d.expertChance;
        return;
    }
    config.onlyAtRoot = played;
    config.iterations = settings.playedIterations;
    config.stopWhenDecided = false;
    MctsStats playedStats;
    rng = streamFor(settings.seed, d.position, Stream::Played);
    ismctsAction(sampler, d.prompt, config, SearchLimits{}, rng, w, &playedStats);
    d.playedChance = rootValue(playedStats, played);
}

// A choice inside an action: the Expert's candidates and the seat's own answer, each played to the end of the
// action in the same samples of the hidden cards (resumed from the action's start, see resume.h).
void reviewInner(ReviewDecision& d, const Sampler& sampler, const UnitSoFar& unit, const ReviewSettings& settings) {
    const EvalWeights w = expertWeights();
    std::mt19937_64 rng = streamFor(settings.seed, d.position, Stream::Expert);
    const auto prefix = unitPicks(unit, d.prompt);
    std::vector<Answer> candidates;
    if (prefix) candidates = candidateAnswers(sampler, d.prompt, rng, w, settings.votes);
    const std::size_t expertCount = candidates.size();
    const auto playedAt = std::find(candidates.begin(), candidates.end(), d.played);
    const std::size_t playedIndex = static_cast<std::size_t>(playedAt - candidates.begin());
    if (playedAt == candidates.end()) candidates.push_back(d.played);
    std::optional<std::vector<double>> values;
    if (expertCount > 0)
        values = playedOutValues(sampler, d.prompt, unit, *prefix, candidates, settings.innerSamples, SearchLimits{},
                                 rng, w);
    if (!values) {
        // The action could not be replayed in enough samples: the Expert's heuristic vote, not estimated.
        d.expert = votedAnswer(sampler, d.prompt, settings.votes, rng, w);
        return;
    }
    const auto best = std::max_element(values->begin(), values->begin() + static_cast<std::ptrdiff_t>(expertCount));
    d.expert = candidates[static_cast<std::size_t>(best - values->begin())];
    d.expertChance = *best;
    d.playedChance = (*values)[playedIndex];
}

}  // namespace

std::uint64_t reviewSeed(const Game& g) { return g.setup().seed; }

std::vector<std::size_t> worstDecisions(const std::vector<ReviewDecision>& decisions, std::size_t count) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < decisions.size(); ++i)
        if (decisions[i].drop() > 0) order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return decisions[a].drop() > decisions[b].drop(); });
    if (order.size() > count) order.resize(count);
    return order;
}

std::optional<GameReview> reviewGame(const Game& game, int seat, const ReviewSettings& settings,
                                     const ReviewProgress& progress, const std::atomic<bool>* cancel,
                                     std::string* error) {
    if (seat < 0 || seat >= static_cast<int>(game.names().size())) {
        if (error) *error = "there is no seat " + std::to_string(seat + 1) + " in this game";
        return std::nullopt;
    }
    auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };

    // One walk through the game: the graph at every position, and what the seat knew at each of its decisions.
    struct Pending {
        GameState state;
        CardTracker tracker;
        UnitSoFar unit;
        bool action = false;
    };
    GameReview review;
    review.seat = seat;
    std::vector<Pending> pending;
    Walk walk(game, seat, error);
    if (!walk.ok()) return std::nullopt;
    int decidedBy = -1;
    for (std::size_t k = 0; k < walk.positions(); ++k) {
        if ((k & 15) == 0 && cancelled()) return std::nullopt;
        const Game& g = walk.game();
        const GameState& s = g.state();
        CardTracker seen = walk.tracker();
        seen.reconcile(s);
        const Sampler sampler(s, seen);
        ReviewPoint point;
        point.position = k;
        point.turn = s.turnNumber;
        point.decidedBy = decidedBy;
        point.chances = graphChances(s, sampler, settings.graphSamples, streamFor(settings.seed, k, Stream::Graph));
        review.points.push_back(point);
        if (const auto& p = g.prompt(); p && p->player == seat && isChoice(*p) && k < game.answers().size()) {
            ReviewDecision d;
            d.position = k;
            d.turn = s.turnNumber;
            d.prompt = *p;
            d.played = game.answers()[k];
            review.decisions.push_back(std::move(d));
            pending.push_back({s, walk.tracker(), UnitSoFar{g.unitStart(), g.unitAnswers()}, isAction(s, *p)});
        }
        if (k + 1 < walk.positions() && (decidedBy = walk.next(error)) < 0) return std::nullopt;
    }

    // Then the searches, each from what the seat knew then.
    double total = static_cast<double>(review.points.size()), done = total;
    for (const Pending& p : pending) total += p.action ? kActionWeight : kInnerWeight;
    if (progress) progress(done / total, review);
    for (std::size_t i = 0; i < pending.size(); ++i) {
        if (cancelled()) return std::nullopt;
        Pending& p = pending[i];
        p.tracker.reconcile(p.state);
        const Sampler sampler(p.state, p.tracker);
        if (p.action)
            reviewAction(review.decisions[i], sampler, settings);
        else
            reviewInner(review.decisions[i], sampler, p.unit, settings);
        done += p.action ? kActionWeight : kInnerWeight;
        if (progress) progress(std::min(1.0, done / total), review);
    }
    review.worst = worstDecisions(review.decisions);
    return review;
}

}  // namespace inno
