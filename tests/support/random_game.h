// Random games for tests: every prompt answered at random, with a check called before each answer.
#pragma once

#include "bots/bot.h"
#include "bots/random_answer.h"
#include "core/engine.h"
#include "core/game.h"
#include "core/setup.h"

#include <functional>
#include <vector>

namespace inno {

// Plays a game with random answers, calling `check` at every prompt with the state, the prompt, every
// event so far (unredacted) and the unit (action) being played.
class Recorder final : public AnswerSource, public EventSink {
public:
    using Check = std::function<void(const GameState&, const Prompt&, const std::vector<Event>&, const UnitSoFar&)>;
    Recorder(std::uint64_t seed, Check check) : random_(seed), check_(std::move(check)) {}
    Answer answer(const GameState& s, const Prompt& p) override {
        check_(s, p, events, unit);
        Answer a = random_.answer(s, p);
        unit.answers.push_back(a);
        return a;
    }
    void publish(const Event& e) override { events.push_back(e); }
    std::vector<Event> events;
    UnitSoFar unit;

private:
    RandomSource random_;
    Check check_;
};

inline void playRandomGame(const Options& o, std::uint64_t seed, const Recorder::Check& check) {
    GameState s = newGameState(o, seed);
    Recorder rec(seed * 7 + 3, check);
    Engine engine(s, rec, &rec);
    try {
        for (int guard = 0; !s.over() && guard < 2000; ++guard) {
            rec.unit = {s, {}};
            engine.runUnit();
        }
    } catch (const GameEnded&) {
    }
}

}  // namespace inno
