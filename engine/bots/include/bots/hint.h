// "What would the Expert do?": the best few answers to a prompt, each with the search's win estimate and why.
//
// Built on the bots' honest machinery only: a card tracker fed with the events as the seat saw them and a
// sampler of the hidden cards, so a hint never depends on anything the asking seat cannot know.
#pragma once

#include "bots/answer_outcome.h"
#include "bots/bot.h"
#include "bots/tracker.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace inno {

// What a choice gains, as the engine measures it over samples of the hidden cards (the client words it).
enum class HintReason : std::uint8_t {
    WinsGame,       // the game ends with the seat winning
    Achievement,    // `amount` achievements claimed
    Score,          // `amount` points scored
    OpponentsLose,  // the opponents lose `amount` cards (hand, score pile or board)
    DemandAvoided,  // `amount` fewer opponents' demands can reach the seat
    Icons,          // `amount` more visible icons
    Splay,          // a pile splayed further
    Cards,          // `amount` more cards in hand
    Position,       // nothing single stands out: the overall position is best
};

struct HintChoice {
    Answer answer;             // an answer to the prompt
    double winChance = -1;     // the search's estimate that the seat wins, calibrated for display, in [0, 1];
                               // -1: not estimated (hint_calibration.h)
    HintReason reason = HintReason::Position;
    int amount = 0;            // see HintReason
    // Inside an action, when the action so far is known: what the answer does up to the next decision, as the
    // seat may know it (answer_outcome.h), and the other answers that leave the game exactly the same way.
    bool outcomeKnown = false;
    std::vector<Event> outcome;
    std::optional<Prompt> outcomeNext;  // the decision the play-out stopped at (none: the game ended)
    std::vector<Answer> alike;
    // The same picks as a choice listed before it in another order, with another result: the first place whose
    // cards then lie in another order (a deck's bottom, a pile), so that the panel can say what the order changes.
    std::optional<ListId> orderChanges;
};

struct HintSettings {
    int count = 3;             // choices wanted
    int iterations = defaultBudget(BotLevel::Expert).samples;  // action prompts: tree iterations in all (the Expert's)
    int innerSamples = 96;     // other prompts: samples each candidate is played out in
    int reasonSamples = 12;    // samples measuring what each choice gains
    int rounds = 8;            // the search runs in rounds: progress and cancelling between them
    std::uint64_t seed = 1;
};

// Progress in [0, 1], reported between rounds.
using HintProgress = std::function<void(double)>;

// The best `settings.count` answers to `p` (waiting on the tracker's seat) from the best down, or nullopt when
// `cancel` was set. `tracker` must have observed the game's events redacted for its seat; `s` is read only
// through the sampler (its open parts and the seat's own cards). `unit`, the action so far, lets choices inside
// an action be played to its end; without it they are ranked by how often the heuristic picks them. With it, each
// choice also says what it does, and answers with the same result are one choice (`alike`).
std::optional<std::vector<HintChoice>> expertHint(const GameState& s, const Prompt& p, const CardTracker& tracker,
                                                  const UnitSoFar* unit, const HintSettings& settings,
                                                  const HintProgress& progress = {},
                                                  const std::atomic<bool>* cancel = nullptr);

}  // namespace inno
