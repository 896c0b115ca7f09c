// A computer player. Every level answers every kind of prompt through the same protocol as a person.
#pragma once

#include "core/event.h"
#include "core/prompt.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace inno {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard, Expert };
std::string_view botLevelName(BotLevel l);
std::optional<BotLevel> parseBotLevel(std::string_view s);  // "random", "easy", ... (case-insensitive)

class Bot {
public:
    virtual ~Bot() = default;
    virtual BotLevel level() const = 0;
    // Every event of the game, already redacted for the bot's seat, in order (card tracking).
    virtual void observe(const Event& e) { (void)e; }
    // Decides the prompt waiting on the bot's seat. A bot may use only what its seat may know:
    // public information, its own hand and score pile, and what it observed.
    virtual Answer decide(const GameState& state, const Prompt& prompt) = 0;
    // A soft wall-clock limit for one decision, for interactive play (0: none).
    virtual void setTimeLimitMs(int ms) { (void)ms; }
};

std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed);

}  // namespace inno
