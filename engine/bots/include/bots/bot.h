// A computer player. Every level answers every kind of prompt through the same protocol as a person.
//
//   random  uniformly among the legal answers
//   easy    greedy: each action simulated once ahead against sampled hidden cards, the best evaluation wins
//   medium  the best pair of actions of its turn, against several samples of the hidden cards
//   hard    Information-Set Monte Carlo Tree Search over samples of the hidden cards, leaves valued by the
//           evaluation
//   expert  the same with a larger budget and its own evaluation weights (fitted to who won games between
//           hard bots), and the choices inside an action searched too: each candidate played to the end of
//           the action in many samples of the hidden cards
//
// Every level but random tracks the cards it has seen (CardTracker) from the redacted events it observes and
// decides only from what its seat may know; budgets are counted in iterations, so a bot with a given seed
// decides the same way every time, with an optional wall-clock cap for interactive play.
#pragma once

#include "core/event.h"
#include "core/prompt.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace inno {

class CardTracker;

// The action being played when a prompt comes up inside it: the state at its start and every answer given
// since (by any seat). A bot that searches the choices inside an action replays it from there in its samples
// of the hidden cards (see resume.h). Drivers that cannot supply it pass nothing; the bot then decides by its
// heuristic.
struct UnitSoFar {
    GameState start;
    std::vector<Answer> answers;
};

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
    virtual Answer decide(const GameState& state, const Prompt& prompt, const UnitSoFar* unit) = 0;
    Answer decide(const GameState& state, const Prompt& prompt) { return decide(state, prompt, nullptr); }
    // A soft wall-clock limit for one decision, for interactive play (0: none).
    virtual void setTimeLimitMs(int ms) { (void)ms; }
    // The bot's card tracker (what its seat knows of the hidden cards); null for the random level.
    virtual const CardTracker* tracker() const { return nullptr; }
};

std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed);

// The search budget of each level, in iterations (simulated determinizations).
struct BotBudget {
    int samples = 0;     // easy and medium: samples per action; hard and expert: tree iterations
    int votes = 1;       // samples voting on a decision inside an action
    int innerSamples = 0;  // samples over which each choice inside an action is played to the action's end (0: a
                           // vote of the quick policy instead)
    double exploration = 0.1;  // hard and expert: the tree's UCB constant
    int multiSeatInnerSamples = 0;  // the same at three to five seats, each for itself, when larger than innerSamples
    int largeTablePlayoutUnits = 0;  // hard and expert at four seats, each for itself: actions the quick policy plays
                                     // after the tree before the position is valued
    int fourSeatInnerSamples = 0;  // at four seats, each for itself, when set: the samples inside an action, in place
                                   // of the two above
    double multiSeatDecidedShare = 1.0;  // at three to five seats, each for itself: MctsConfig::decidedShare (the tree
                                         // stops once the leader is this sure; 1: once it cannot be caught)
    double fiveSeatCloseCallShare = 0;  // at five seats: MctsConfig::closeCallLimit as a share of the tree (0: none)
};
BotBudget defaultBudget(BotLevel level);
std::unique_ptr<Bot> makeBot(BotLevel level, int seat, std::uint64_t seed, const BotBudget& budget);

}  // namespace inno
