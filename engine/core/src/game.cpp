#include "core/game.h"

#include "core/rules.h"
#include "core/setup.h"

#include <algorithm>

#include <stdexcept>

namespace inno {

namespace {
// Supplies the recorded answers of the current unit; asks for more by throwing PromptReached.
class ReplaySource final : public AnswerSource {
public:
    ReplaySource(const std::vector<Answer>& answers, std::size_t start) : answers_(answers), next_(start) {}
    Answer answer(const GameState&, const Prompt& p) override {
        if (next_ < answers_.size()) return answers_[next_++];
        throw PromptReached{p};
    }
    std::size_t next() const { return next_; }

private:
    const std::vector<Answer>& answers_;
    std::size_t next_;
};

// Publishes only the events beyond those already published during earlier replays of this unit.
class ReplaySink final : public EventSink {
public:
    ReplaySink(std::vector<Event>& out, std::size_t alreadyPublished) : out_(out), skip_(alreadyPublished) {}
    void publish(const Event& e) override {
        if (skip_ > 0)
            --skip_;
        else
            out_.push_back(e);
    }

private:
    std::vector<Event>& out_;
    std::size_t skip_;
};
}  // namespace

Game Game::start(const GameSetup& setup) {
    Game g;
    g.setup_ = setup;
    g.setup_.options.playerCount = static_cast<int>(std::min<std::size_t>(setup.players.size(), 99));
    if (auto why = setupError(g.setup_.options); !why.empty()) throw std::invalid_argument(why);
    g.names_ = setup.players;
    g.initial_ = newGameState(g.setup_.options, setup.seed);
    g.committed_ = g.current_ = g.initial_;
    g.run();
    return g;
}

Game Game::fromPosition(const Names& players, const GameState& position) {
    Game g;
    g.setup_.players = players;
    g.setup_.options = position.options;
    g.names_ = players;
    g.fromSeed_ = false;
    g.initial_ = position;
    g.committed_ = g.current_ = position;
    g.run();
    return g;
}

void Game::run() {
    for (;;) {
        if (committed_.over()) {
            current_ = committed_;
            prompt_.reset();
            return;
        }
        current_ = committed_;
        ReplaySource source(answers_, unitStart_);
        ReplaySink sink(events_, events_.size() - unitEventStart_);
        try {
            Engine(current_, source, &sink).runUnit();
        } catch (PromptReached& reached) {
            prompt_ = std::move(reached.prompt);
            return;
        } catch (const GameEnded&) {
        }
        committed_ = current_;
        unitStart_ = source.next();
        unitEventStart_ = events_.size();
    }
}

std::string Game::answer(const Answer& a) {
    if (!prompt_) return over() ? "the game is over" : "no decision is waiting";
    if (auto why = validate(*prompt_, a); !why.empty()) return why;
    // Keep what a failed run could change, to put it back.
    const GameState committed = committed_, current = current_;
    const std::size_t unitStart = unitStart_, unitEventStart = unitEventStart_, eventCount = events_.size();
    const std::optional<Prompt> prompt = prompt_;
    try {
        answerTexts_.push_back(inno::answerTexts(*prompt_, a, names_));
        answers_.push_back(a);
        run();
    } catch (const std::exception& e) {
        answerTexts_.pop_back();
        committed_ = committed, current_ = current, prompt_ = prompt;
        unitStart_ = unitStart, unitEventStart_ = unitEventStart;
        events_.resize(eventCount);
        answers_.pop_back();
        return std::string("internal error, answer refused: ") + e.what();
    }
    return {};
}

std::string Game::answer(const std::vector<std::string>& picks) {
    if (!prompt_) return over() ? "the game is over" : "no decision is waiting";
    ParsedAnswer parsed = parseAnswer(*prompt_, picks, names_);
    if (!parsed.error.empty()) return parsed.error;
    return answer(parsed.answer);
}

std::string Game::concede(int seat) {
    if (over()) return "the game is over";
    if (seat < 0 || seat >= current_.playerCount()) return "there is no such seat";
    if (current_.isEliminated(seat)) return "that seat has left the game";
    std::uint8_t winners = 0;  // the seats still playing, but the conceder and their partner
    for (int p = 0; p < current_.playerCount(); ++p)
        if (p != seat && !arePartners(current_.options, p, seat) && !current_.isEliminated(p))
            winners |= static_cast<std::uint8_t>(1u << p);
    current_.phase = Phase::Over;
    current_.winners = winners;
    current_.endReason = EndReason::None;
    committed_ = current_;
    prompt_.reset();
    concededBy_ = seat;
    Event e;
    e.kind = EventKind::GameEnded;
    e.player = static_cast<std::int8_t>(seat);
    e.winners = winners;
    e.reason = EndReason::None;
    events_.push_back(e);
    unitEventStart_ = events_.size();
    return {};
}

std::optional<Game> Game::replay(const Game& fresh, const std::vector<Answer>& answers, std::string* error) {
    Game g = fresh;
    for (std::size_t i = 0; i < answers.size(); ++i) {
        if (!g.prompt_) {
            if (error) *error = "answer " + std::to_string(i + 1) + " comes after the game ended";
            return std::nullopt;
        }
        if (auto why = validate(*g.prompt_, answers[i]); !why.empty()) {
            if (error) *error = "answer " + std::to_string(i + 1) + " is illegal: " + why;
            return std::nullopt;
        }
        g.answerTexts_.push_back(inno::answerTexts(*g.prompt_, answers[i], g.names_));
        g.answers_.push_back(answers[i]);
        g.run();
    }
    return g;
}

std::optional<Game> Game::withAnswers(std::size_t count, std::string* error) const {
    Game fresh;
    fresh.setup_ = setup_;
    fresh.names_ = names_;
    fresh.fromSeed_ = fromSeed_;
    fresh.initial_ = initial_;
    fresh.committed_ = fresh.current_ = initial_;
    fresh.run();
    std::vector<Answer> prefix(answers_.begin(), answers_.begin() + static_cast<long>(std::min(count, answers_.size())));
    std::optional<Game> g = replay(fresh, prefix, error);
    // The whole game keeps its concession (it came after the last answer).
    if (g && concededBy_ >= 0 && count >= answers_.size()) g->concede(concededBy_);
    return g;
}

}  // namespace inno
