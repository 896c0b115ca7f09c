// A tournament's journal: one line per finished game, so that a long tournament stopped part way (a killed run, a
// machine shut down) starts again where it stopped, and its report is the one an unbroken run would have printed.
#pragma once

#include "core/types.h"

#include <array>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

namespace tournament {

struct GameResult {
    std::array<int, inno::kMaxPlayers> botAt{};  // bot index playing each seat
    std::uint8_t winners = 0;                    // seats
    int turns = 0;
    int answers = 0;
    std::uint64_t digest = 0;  // every answer of the game folded in order: equal digests, equal games
    bool capped = false;
    std::string error;
    std::vector<std::vector<float>> decisionMs;   // per bot index
    std::vector<std::vector<float>> actionMs;     // per bot index, action prompts only
    std::vector<std::vector<float>> cpuMs;        // per bot index: processor time of each decision
    std::vector<std::vector<float>> actionCpuMs;  // per bot index, action prompts only
    bool played() const { return !decisionMs.empty(); }
};

// What makes two runs play the same games: a journal is resumed only by a run with the same key.
struct TournamentKey {
    std::string bots, large, expansions;
    std::uint64_t seed = 0;
    int answerCap = 0, timeLimitMs = 0;
};

class Journal {
public:
    // Reads the games an earlier run of the same tournament wrote to `path` into `results` (by game index; games
    // beyond its size are left in the file), drops a last line cut off by a killed run, and opens the file to
    // append to (writing the key first if it is new). Returns an error, leaving the file untouched, if the file
    // holds another tournament or is damaged before its last line.
    std::string open(const std::string& path, const TournamentKey& key, std::vector<GameResult>& results);
    int resumed() const { return resumed_; }
    // Not thread-safe: the caller holds its lock.
    void append(int game, const GameResult& r);

private:
    std::ofstream out_;
    int resumed_ = 0;
};

}  // namespace tournament
