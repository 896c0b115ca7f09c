#include "bots/bot.h"

#include "bots/random_answer.h"

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
    Answer decide(const GameState&, const Prompt& p) override { return randomAnswer(p, rng_); }

private:
    std::mt19937_64 rng_;
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

std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed) {
    (void)level;
    (void)seat;
    // Until the stronger levels exist every level plays at random.
    return std::make_unique<RandomBot>(seed);
}

}  // namespace inno
