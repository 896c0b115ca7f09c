#include "bots/bot.h"

#include "bots/evaluate.h"
#include "bots/random_answer.h"
#include "bots/search.h"
#include "bots/set_terms.h"
#include "bots/tracker.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace inno {

namespace {
constexpr std::array<std::string_view, 5> kLevelNames{"random", "easy", "medium", "hard", "expert"};

class RandomBot final : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    BotLevel level() const override { return BotLevel::Random; }
    Answer decide(const GameState&, const Prompt& p, const UnitSoFar*) override { return randomAnswer(p, rng_); }

private:
    std::mt19937_64 rng_;
};

// Easy to expert: card tracking, sampling of the hidden cards, and a search that depends on the level.
class SearchBot final : public Bot {
public:
    SearchBot(BotLevel level, int seat, std::uint64_t seed, const BotBudget& budget)
        : level_(level), rng_(seed), tracker_(seat), budget_(budget) {}
    BotLevel level() const override { return level_; }
    void observe(const Event& e) override { tracker_.observe(e); }
    void setTimeLimitMs(int ms) override { timeLimitMs_ = ms; }
    const CardTracker* tracker() const override { return &tracker_; }

    Answer decide(const GameState& state, const Prompt& p, const UnitSoFar* unit) override {
        if (p.options.size() == 1 && p.min == 1 && p.max == 1 && p.options[0].count == 1) return {0};
        tracker_.reconcile(state);
        weights_ = level_ == BotLevel::Expert ? expertWeights(state.options) : handSetWeights(state.options);
        const Sampler sampler(state, tracker_);
        SearchLimits limits;
        limits.timeLimitMs = timeLimitMs_;
        if (p.kind != PromptKind::Action || state.phase != Phase::Playing) {
            const int inner = innerSamples(state.options, p);
            if (unit && inner > 0)
                if (auto a = searchedAnswer(sampler, p, *unit, inner, limits, rng_, choiceWeights(state, p),
                                            budget_.votes))
                    return *a;
            return votedAnswer(sampler, p, budget_.votes, rng_, weights_);
        }
        // A game far longer than any normal one is stuck in a cycle (a seat behind on score keeps activating
        // dogmas that change nothing, rather than draw towards a loss): from then on the bot stops activating
        // dogmas, so the decks run out and the game ends.
        std::vector<int> kept;
        Prompt q = p;
        if (state.turnNumber >= stallTurn(state)) {
            q.options.clear();
            for (std::size_t i = 0; i < p.options.size(); ++i)
                if (p.options[i].type != Choice::Dogma && p.options[i].type != Choice::Parley) kept.push_back(static_cast<int>(i)), q.options.push_back(p.options[i]);
        }
        const int pick = kept.empty() ? searchAction(sampler, p, limits, state.options) : kept[searchAction(sampler, q, limits, state.options)];
        return {static_cast<std::uint8_t>(pick)};
    }

    // The weights a choice is played out with: the level's own, but for a choice a set asks at the start of a
    // turn the set may leave out the terms that value what the choice is about (SetTerms::weightsForTurnStartChoice).
    EvalWeights choiceWeights(const GameState& state, const Prompt& p) const {
        if (p.kind != PromptKind::Display) return weights_;
        EvalWeights w = weights_;
        for (const SetTermsEntry* e : setTermsInPlay(state.options))
            e->terms->weightsForTurnStartChoice(p.kind, weightsOf(w, *e->terms));
        return w;
    }

    static int stallTurn(const GameState& s) { return 40 * s.playerCount() + 40; }

    // At three seats or more, each for itself, a seat answers far more choices inside dogmas (the demands and shared
    // effects of every other seat, parley payments), and the quick policy's vote on them cost hard much of what its
    // tree gains: playing each candidate out to the action's end took it from 42% to 56% against two mediums
    // (docs/evaluation.md). Two-seat and team games keep the vote.
    // At four seats the expert plays these choices in hard's 32 samples rather than its own 128: over the 600 games
    // of the two four-seat tables the two won as many (146 and 144), and with 128 it fell below par in the games of
    // an expansion (docs/evaluation.md, *Four seats in base games, 32 samples inside actions*).
    // A displayed card's start-of-turn choice (dogma, return or keep) is a decision as large as an action: from
    // medium up it is played out to the end of that start of turn in at least kDisplaySamples samples, as the
    // expert plays every choice inside an action.
    static constexpr int kDisplaySamples = 12;
    int innerSamples(const Options& table, const Prompt& p) const {
        const int inner = innerSamples(table);
        return p.kind == PromptKind::Display && level_ >= BotLevel::Medium ? std::max(inner, kDisplaySamples) : inner;
    }
    int innerSamples(const Options& table) const {
        if (!everySeatForItself(table)) return budget_.innerSamples;
        if (table.playerCount == 4 && budget_.fourSeatInnerSamples > 0) return budget_.fourSeatInnerSamples;
        return std::max(budget_.innerSamples, budget_.multiSeatInnerSamples);
    }

    // At four and five seats each simulated action costs more (more seats to value, parley and distant choices),
    // and the expert's median action decision took over a second of one core at five seats: its tree budget
    // shrinks there in proportion (three seats in five: 28,800 iterations), and at four seats, where its lines are
    // played on after the tree at half as much again per iteration, to two seats' worth (24,000). Hard's budget is
    // small enough as it is.
    int treeIterations(int samples, const Options& table) const {
        if (level_ != BotLevel::Expert || table.playerCount <= 3) return samples;
        const int seatsWorth = playoutUnits(table) > 0 ? 2 : 3;
        return samples * seatsWorth / table.playerCount;
    }

    // At four seats the tree, shared among four seats' moves, ends its lines after few of the seat's own actions,
    // often halfway through a turn, and valuing the position right there misjudged them: two quick-policy actions
    // played after the tree took hard from 31.7% to 39.0% of 600 games against three mediums, and from 28.2% to
    // 40.2% with an expansion in play. At five seats they gained nothing (docs/evaluation.md).
    int playoutUnits(const Options& table) const {
        return everySeatForItself(table) && table.playerCount == 4 ? budget_.largeTablePlayoutUnits : 0;
    }

    // At three to five seats, each for itself, the expert's tree stops once the leading action is all but sure to stay
    // ahead rather than only once it cannot be caught, and so spends its iterations on the positions where two
    // actions are close: its median action decision at five seats with Cities under parley took 2.49 s of processor
    // time, and most of those decisions had settled in the first third of the tree (docs/evaluation.md, Issue 48).
    // Two seats and teams keep the exact rule, and their answers.
    double decidedShare(const Options& table) const {
        return everySeatForItself(table) && table.playerCount >= 3 ? budget_.multiSeatDecidedShare : 1.0;
    }
    // At five seats that still left the slowest decisions (p99 3.9 s of processor time with Cities under parley):
    // a choice still open after half the tree is taken as it stands. In the traced decisions of such a game it
    // changed 4 of 60 choices, each a close call, and halved the longest decisions.
    int closeCallLimit(int iterations, const Options& table) const {
        if (!everySeatForItself(table) || table.playerCount != 5 || budget_.fiveSeatCloseCallShare <= 0) return 0;
        return static_cast<int>(iterations * budget_.fiveSeatCloseCallShare);
    }

private:
    int searchAction(const Sampler& sampler, const Prompt& p, const SearchLimits& limits, const Options& table) {
        if (p.options.size() == 1) return 0;
        int pick = 0;
        switch (level_) {
        case BotLevel::Easy: pick = greedyAction(sampler, p, budget_.samples, rng_, weights_); break;
        case BotLevel::Medium: pick = pairAction(sampler, p, budget_.samples, limits, rng_, weights_); break;
        default: {
            MctsConfig config;
            config.iterations = treeIterations(budget_.samples, table);
            config.exploration = budget_.exploration;
            config.stopWhenDecided = true;
            config.decidedShare = decidedShare(table);
            config.closeCallLimit = closeCallLimit(config.iterations, table);
            config.playoutUnits = playoutUnits(table);
            pick = ismctsAction(sampler, p, config, limits, rng_, weights_);
            break;
        }
        }
        return pick;
    }

    BotLevel level_;
    std::mt19937_64 rng_;
    CardTracker tracker_;
    BotBudget budget_;
    EvalWeights weights_;
    int timeLimitMs_ = 0;
};
}  // namespace

std::string_view botLevelName(BotLevel l) { return kLevelNames[static_cast<int>(l)]; }

std::optional<BotLevel> parseBotLevel(std::string_view s) {
    std::string lower(s);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char ch) { return std::tolower(ch); });
    for (std::size_t i = 0; i < kLevelNames.size(); ++i)
        if (kLevelNames[i] == lower) return static_cast<BotLevel>(i);
    return std::nullopt;
}

BotBudget defaultBudget(BotLevel level) {
    switch (level) {
    case BotLevel::Random: return {0, 0};
    case BotLevel::Easy: return {2, 1};
    case BotLevel::Medium: return {6, 3};
    case BotLevel::Hard: return {6000, 5, 0, 0.1, 32, 2};
    case BotLevel::Expert: return {48000, 7, 128, 0.1, 0, 2, 32, 0.2, 0.5};
    }
    return {};
}

std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed, const BotBudget& budget) {
    if (level == BotLevel::Random) return std::make_unique<RandomBot>(seed);
    return std::make_unique<SearchBot>(level, seat, seed, budget);
}

std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed) {
    return makeBot(level, seat, seed, defaultBudget(level));
}

}  // namespace inno
