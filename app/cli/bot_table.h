// A game between bots for the command-line tools: every prompt goes to the bot of its seat (with the action so far,
// so the expert can search inside it), every event to every bot, redacted for its seat.
#pragma once

#include "bots/bot.h"
#include "core/engine.h"

#include <memory>
#include <vector>

class BotTable : public inno::AnswerSource, public inno::EventSink {
public:
    explicit BotTable(std::vector<std::unique_ptr<inno::Bot>> bots) : bots_(std::move(bots)) {}
    // Plays `s` to its end. Whatever a hook throws stops the game and reaches the caller.
    void play(inno::GameState& s);

    inno::Answer answer(const inno::GameState& s, const inno::Prompt& p) final;
    void publish(const inno::Event& e) final;

protected:
    virtual void beforeDecision(const inno::GameState& s, const inno::Prompt& p) { (void)s, (void)p; }
    // `ms`: the bot's time to decide by the wall clock; `cpuMs`: the processor time its thread spent on it, which a
    // loaded machine does not inflate.
    virtual void afterDecision(const inno::Prompt& p, const inno::Answer& a, float ms, float cpuMs) {
        (void)p, (void)a, (void)ms, (void)cpuMs;
    }

private:
    std::vector<std::unique_ptr<inno::Bot>> bots_;
    inno::UnitSoFar unit_;
};
