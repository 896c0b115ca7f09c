// The seam through which an expansion's rules join the base game: hooks the engine calls at fixed points.
// A base game has no expansion in play, so each hook point costs it one empty loop. Constant icons (bonuses and
// marks) need no hook: they are card facts (CardFacts::constants) the queries read.
#pragma once

#include "core/card_set.h"
#include "core/prompt.h"
#include "core/state.h"

#include <random>
#include <span>
#include <vector>

namespace inno {

class Engine;
struct BoardShows;

// An effect run before an activated card's own effects: a non-demand effect of some card, shared like any other.
struct LeadingEffect {
    CardId card = kNoCard;  // the card that carries it
    const Effect* effect = nullptr;
    std::uint8_t tag = 0;   // how its set labels it in events (EffectStarted::value is 0x80 | tag)
};
using LeadingEffects = std::vector<LeadingEffect>;

class Expansion {
public:
    virtual ~Expansion() = default;
    // A new game, after every supply pile is dealt and the standard achievements are set aside.
    virtual void setUp(GameState&, std::mt19937_64& /*shuffler*/) const {}
    // Whether this set has something to do at the start of `player`'s turn, before the first action (then the
    // engine calls atTurnStart as a step of its own, and the state says the turn is at its start).
    virtual bool wantsTurnStart(const GameState&, int /*player*/) const { return false; }
    virtual void atTurnStart(Engine&, int /*player*/) const {}
    // A Meld action put `c` on `player`'s board; `newColor` if it started a pile. The sets' hooks run in the order
    // of their afterMeldActionStep (lower first; equal steps in registration order), so that the rules' order
    // across expansions holds whatever order the sets registered in.
    virtual void afterMeldAction(Engine&, int /*player*/, CardId /*c*/, bool /*newColor*/) const {}
    virtual int afterMeldActionStep() const { return 0; }
    // `player` is leaving the game: the set moves what its rules keep from the seat's cards before the rest leaves.
    virtual void beforeElimination(Engine&, int /*player*/) const {}
    // Any meld (action or effect): `splayBefore` is the pile's splay as the card arrived (None if it started it).
    virtual void afterMeld(Engine&, int /*player*/, CardId /*c*/, Splay /*splayBefore*/) const {}
    virtual void afterTuck(Engine&, int /*player*/, CardId /*c*/) const {}
    // `splayer` splayed `owner`'s pile in a new direction.
    virtual void afterSplay(Engine&, int /*splayer*/, int /*owner*/, Color /*color*/) const {}
    // Extra options of the action prompt, and taking one (returns false if the choice is not its own).
    virtual void addActions(const GameState&, int /*player*/, Prompt&) const {}
    virtual bool takeAction(Engine&, int /*player*/, const Choice&) const { return false; }
    // The set whose pile a draw of age `age` for `player` comes from, when it would be the main set's.
    virtual SetId drawFrom(const GameState&, int /*player*/, int /*age*/) const { return kMainSet; }
    // Effects to run before `c`'s own when `activator` activates it, in order.
    virtual void leadingEffects(const GameState&, int /*activator*/, CardId /*c*/, LeadingEffects&) const {}
    // Whether a top card without effects of its own may still be activated (it has leading effects).
    virtual bool activatable(const GameState&, int /*player*/, CardId /*c*/) const { return false; }
    // Achievements a seat has beside the cards it holds (marks that count as achievements), read off the boards
    // alone (the engine keeps the count until a board changes); `board` is what the seat's board shows.
    virtual int extraAchievements(const GameState&, int /*player*/, const BoardShows& /*board*/) const { return 0; }
    virtual bool countsExtraAchievements() const { return false; }
    // A position rebuilt from what a seat saw (bots, hints): sets the turn flags this set keeps from one event of
    // the current turn.
    virtual void replayTurnEvent(GameState&, const struct Event&) const {}
};

}  // namespace inno
