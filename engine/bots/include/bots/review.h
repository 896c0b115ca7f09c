// A game review: after every decision of a game, the Expert's estimate of each seat's chance to win as one seat
// (the reviewed seat) could see it; and for each of that seat's own decisions, what it chose, what the Expert
// would have chosen and the chance after each, with the three decisions that cost it most.
//
// Honest like a hint: the seat's card tracker is fed only the events redacted for it, and every estimate comes
// from samples of the hidden cards (determinize.h), so the review never depends on a card the seat could not know.
// Reproducible: every random stream is seeded from the settings' seed (the game's own, see reviewSeed) and the
// decision's index, so the same saved game gives the same figures on every run.
//
// Two estimates, as measured (docs/evaluation.md, "The game review"): the graph is the Expert's fitted evaluation
// averaged over samples of the hidden cards, cheap enough for every position; the seat's own decisions get the
// Expert's searches, on a smaller budget than it plays with: the tree search for an action (the chosen action,
// when it is not the Expert's, valued by a second search limited to it), and for a choice inside an action every
// candidate played to the action's end over samples of the hidden cards.
#pragma once

#include "core/game.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace inno {

struct ReviewSettings {
    int graphSamples = 64;         // samples of the hidden cards evaluated at each position of the graph
    int actionIterations = 16000;  // the tree search at each of the seat's actions (the Expert plays with 48000)
    int playedIterations = 8000;   // the search valuing the seat's action when the Expert would have chosen another
    int innerSamples = 128;        // samples in which each answer to a choice inside an action is played out
    int votes = 7;                // samples in which the heuristic proposes answers to such a choice
    std::uint64_t seed = 0;       // with each decision's index, seeds every random stream (reviewSeed)
};

// The seed a review of `g` uses by default: the game's own, so that a saved game always reviews the same way.
std::uint64_t reviewSeed(const Game& g);

// Position k: the game after its first k answers (GameReplay's positions; a concession is one more).
struct ReviewPoint {
    std::size_t position = 0;
    int turn = 0;
    int decidedBy = -1;  // the seat whose answer (or concession) led here; -1 at position 0
    std::array<double, kMaxPlayers> chances{};  // each seat's chance to win, as the reviewed seat can estimate it
};

// One of the reviewed seat's decisions: the prompt waiting at `position`, answered on the way to position + 1.
struct ReviewDecision {
    std::size_t position = 0;
    int turn = 0;
    Prompt prompt;
    Answer played, expert;
    double playedChance = -1, expertChance = -1;  // the seat's chance after each answer; -1: not estimated
    bool estimated() const { return playedChance >= 0 && expertChance >= 0; }
    // How much lower the seat's chance is after its own answer than after the Expert's (negative: it did better).
    double drop() const { return estimated() ? expertChance - playedChance : 0.0; }
};

struct GameReview {
    int seat = 0;
    std::vector<ReviewPoint> points;        // positions 0 .. last
    std::vector<ReviewDecision> decisions;  // the seat's own, in order (prompts with a single possible answer left out)
    std::vector<std::size_t> worst;         // indices into `decisions`: the largest drops (above zero), largest first
};

// Up to `count` indices into `decisions`: those with the largest drops above zero, largest first (ties: earlier
// first).
std::vector<std::size_t> worstDecisions(const std::vector<ReviewDecision>& decisions, std::size_t count = 3);

// Progress in [0, 1] and the review so far: the whole graph comes first (it is quick), then the decisions one by
// one. Called on the reviewing thread.
using ReviewProgress = std::function<void(double fraction, const GameReview& sofar)>;

// Reviews `game` (finished or not) for `seat`. Nullopt when `cancel` was set, or (with the reason in `error`) when
// the seat does not exist or the game's answers cannot be replayed.
std::optional<GameReview> reviewGame(const Game& game, int seat, const ReviewSettings& settings,
                                     const ReviewProgress& progress = {}, const std::atomic<bool>* cancel = nullptr,
                                     std::string* error = nullptr);

}  // namespace inno
