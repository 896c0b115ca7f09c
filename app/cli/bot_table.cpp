#include "bot_table.h"

#include <chrono>
#include <ctime>

namespace {
// The calling thread's processor time in milliseconds.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
}  // namespace

void BotTable::play(inno::GameState& s) {
    inno::Engine engine(s, *this, this);
    try {
        while (!s.over()) {
            unit_.start = s;
            unit_.answers.clear();
            engine.runUnit();
        }
    } catch (const inno::GameEnded&) {
    }
}

inno::Answer BotTable::answer(const inno::GameState& s, const inno::Prompt& p) {
    beforeDecision(s, p);
    const auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = threadCpuMs();
    inno::Answer a = bots_[p.player]->decide(s, p, &unit_);
    const float ms = std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - t0).count();
    const auto cpuMs = static_cast<float>(threadCpuMs() - cpu0);
    unit_.answers.push_back(a);
    afterDecision(p, a, ms, cpuMs);
    return a;
}

void BotTable::publish(const inno::Event& e) {
    for (std::size_t seat = 0; seat < bots_.size(); ++seat)
        bots_[seat]->observe(inno::redactFor(e, static_cast<int>(seat)));
}
