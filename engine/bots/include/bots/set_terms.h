// What a card set brings to the bots, the way a set brings its rules to the core (core/expansion.h): its own terms
// of the position evaluation with their hand-set weights, the cards it keeps beside a seat's hand that count like
// cards in hand, the Expert's weights for the tables it is in, its share of the quick action values (a Meld
// action, the action it adds), and what the card tracker learns from the events of its own cause. Each set's terms live in its folder under engine/bots/sets/, built only when the
// build has the set, and one file there registers them (addBuiltSetTerms). The evaluation asks only the sets a game
// puts in play (setTermsInPlay): in a base game it loops over nothing.
#pragma once

#include "bots/evaluate.h"
#include "core/card_set.h"
#include "core/prompt.h"
#include "core/state.h"

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace inno {

class CardTracker;
struct Event;

class SetTerms {
public:
    virtual ~SetTerms() = default;
    // The set in the engine's registry (asked once the card sets are registered).
    virtual SetId set() const = 0;
    // Its terms, in order: their names (for `innovation-cli positions`) and hand-set weights (EvalWeights::sets).
    virtual std::span<const char* const> termNames() const = 0;
    virtual std::span<const double> handSetWeights() const = 0;

    // Cards the seat holds beside its hand that the evaluation values like cards in hand: adds their number and
    // the sum of their ages.
    virtual void heldLikeHand(const PlayerState&, int& /*cards*/, int& /*ages*/) const {}
    // The seat's value from this set's terms, `w` their weights (in termNames() order).
    virtual double value(const GameState& s, int seat, std::span<const double> w) const = 0;
    // The terms themselves, for fitting the weights: each times its weight adds up to value() (out has one slot
    // per term, zero on entry).
    virtual void terms(const GameState& s, int seat, std::span<double> out) const = 0;

    // The Expert's weights for every table this set is in, when it has weights of its own (fitted to its games);
    // the caller sets the temperature for three seats or more.
    virtual std::optional<EvalWeights> expertWeights() const { return std::nullopt; }

    // What the quick policy adds to a Meld action of `card` beyond the base game's value.
    virtual double meldActionValue(const GameState&, const PlayerState&, CardId /*card*/) const { return 0; }
    // The quick policy's value of the action this set adds (Choice::SetAction).
    virtual double setActionValue(const GameState&, const Choice&) const { return 0; }
    // The quick policy's answer to a prompt asked by a card of this set (Prompt::source) of a kind the base game never
    // asks (display, set, number) or that the policy answers at random otherwise; nullopt leaves it to the policy.
    virtual std::optional<Answer> quickAnswer(const GameState&, const Prompt&) const { return std::nullopt; }
    // The weights (this set's, in termNames() order) that a choice this set asks at the start of a turn is played
    // out with (a prompt of kind `kind`): a term valuing what the choice is about (a card kept for later) would
    // otherwise always outweigh using it now.
    virtual void weightsForTurnStartChoice(PromptKind /*kind*/, std::span<double> /*w*/) const {}

    // The card tracker (tracker.h): a cause of this set whose events tell a seat more than each event alone (the
    // rule says where unshown cards go), and the reading of one such event; returns true if it took the event
    // (the tracker then reads nothing more of it). Between the events it may follow cards (CardTracker::followed()).
    virtual std::optional<Trigger> trackedCause() const { return std::nullopt; }
    virtual bool observeTracked(CardTracker&, const Event&) const { return false; }
};

// A registered set's terms: where its weights and terms start among every set's (EvalWeights::sets, and after the
// base game's terms in evaluationTerms()).
struct SetTermsEntry {
    const SetTerms* terms = nullptr;
    int firstTerm = 0;
    int termCount = 0;
};

// Every registered set's terms, in registration order (the order their values add up in).
std::span<const SetTermsEntry> registeredSetTerms();
// The number of terms of every registered set.
int setTermCount();
// The terms of the sets these options put in play, in registration order: one list per combination of sets,
// built once (empty in a base game).
using SetTermsInPlay = std::span<const SetTermsEntry* const>;
SetTermsInPlay setTermsOfSetsInPlay(const Options& o);
// A base game: no set in play beside the main one.
inline bool baseGame(const Options& o) { return (o.sets & ~(1u << kMainSet)) == 0; }
inline SetTermsInPlay setTermsInPlay(const Options& o) {
    if (baseGame(o)) [[likely]] return {};  // not even a call
    return setTermsOfSetsInPlay(o);
}
// The terms of one set, if it registered any.
const SetTerms* setTermsOf(SetId set);
// A set's weights inside a whole set of weights.
std::span<double> weightsOf(EvalWeights& w, const SetTerms& terms);
std::span<const double> weightsOf(const EvalWeights& w, const SetTermsEntry& e);

// Defined by engine/bots/sets/register_sets.cpp, the one file that names the sets: the terms of every set the
// build has, in the order they register.
void addBuiltSetTerms(std::vector<const SetTerms*>& out);

}  // namespace inno
