// A game in progress: the rules driven one answer at a time, with its history and event stream.
// This is what the client, the server, the bots and the scenario runner all drive.
#pragma once

#include "core/engine.h"
#include "core/notation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace inno {

struct GameSetup {
    Names players;
    Options options;
    std::uint64_t seed = 0;
};

class Game {
public:
    // A new game, dealt from the seed, run until the first prompt (the opening meld).
    static Game start(const GameSetup& setup);
    // A game from a position built by hand (scenarios), run until its first prompt.
    static Game fromPosition(const Names& players, const GameState& position);

    const GameState& state() const { return current_; }
    const Names& names() const { return names_; }
    const std::optional<Prompt>& prompt() const { return prompt_; }
    bool over() const { return current_.over(); }

    // Every event since the start, in order.
    const std::vector<Event>& events() const { return events_; }
    // Every answer accepted since the start, in order, and the same written as option texts.
    const std::vector<Answer>& answers() const { return answers_; }
    const std::vector<std::vector<std::string>>& answerTexts() const { return answerTexts_; }
    // The options, seed and position the game started from.
    const GameSetup& setup() const { return setup_; }
    const GameState& initial() const { return initial_; }
    // The unit (action or opening) being played: the state at its start and the answers given in it so far.
    const GameState& unitStart() const { return committed_; }
    std::vector<Answer> unitAnswers() const {
        return {answers_.begin() + static_cast<std::ptrdiff_t>(unitStart_), answers_.end()};
    }
    bool startedFromSeed() const { return fromSeed_; }

    // Answers the waiting prompt. Returns an empty string on success, otherwise the reason
    // the answer was refused; a refused answer changes nothing.
    std::string answer(const Answer& a);
    std::string answer(const std::vector<std::string>& picks);

    // `seat` concedes: the game ends at once and every other seat (with teams, the other team) still in the game
    // wins. The game records it (a GameEnded event naming the conceder, with no end reason; saves and replays keep
    // it). A seat that left the game (eliminated) cannot concede. Returns an empty string, or the reason it was
    // refused (the game unchanged).
    std::string concede(int seat);
    // The seat that conceded, or -1.
    int concededBy() const { return concededBy_; }

    // The same game with only its first `count` answers (undo, replays).
    std::optional<Game> withAnswers(std::size_t count, std::string* error = nullptr) const;
    // Replays `answers` from the start; refuses (with the reason) an answer that does not fit.
    static std::optional<Game> replay(const Game& fresh, const std::vector<Answer>& answers, std::string* error);

private:
    Game() = default;
    // Runs the rules until a prompt is waiting or the game is over.
    void run();

    GameSetup setup_;
    Names names_;
    bool fromSeed_ = true;
    GameState initial_;
    GameState committed_;  // the state at the start of the unit being played
    GameState current_;    // the state at the waiting prompt
    std::size_t unitStart_ = 0;        // index of the first answer of the current unit
    std::size_t unitEventStart_ = 0;   // index of the first event of the current unit
    std::vector<Answer> answers_;
    std::vector<std::vector<std::string>> answerTexts_;
    std::vector<Event> events_;
    std::optional<Prompt> prompt_;
    int concededBy_ = -1;
};

}  // namespace inno
