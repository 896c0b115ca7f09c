// The seam through which an expansion's rules join the base game: hooks the engine calls at fixed points.
// A base game has no expansion in play, so each hook point costs it one empty loop. An expansion's constant
// icons (bonuses, flags, fountains) need no hook: they are card facts (CardFacts::constants) the queries read.
#pragma once

#include "core/prompt.h"
#include "core/state.h"

#include <random>
#include <span>

namespace inno {

class Engine;

class Expansion {
public:
    virtual ~Expansion() = default;
    // A new game: its supply piles and special achievements, after the base decks are dealt.
    virtual void setUp(GameState& s, std::mt19937_64& shuffler) const = 0;
    // A Meld action put `c` on `player`'s board; `newColor` if it started a pile.
    virtual void afterMeldAction(Engine&, int /*player*/, CardId /*c*/, bool /*newColor*/) const {}
    // Any meld (action or effect): `splayBefore` is the pile's splay as the card arrived (None if it started it).
    virtual void afterMeld(Engine&, int /*player*/, CardId /*c*/, Splay /*splayBefore*/) const {}
    virtual void afterTuck(Engine&, int /*player*/, CardId /*c*/) const {}
    // `player` splayed a pile in a new direction.
    virtual void afterSplay(Engine&, int /*player*/, Color /*color*/) const {}
    // Extra options of the action prompt, and taking one (returns false if the choice is not its own).
    virtual void addActions(const GameState&, int /*player*/, Prompt&) const {}
    virtual bool takeAction(Engine&, int /*player*/, const Choice&) const { return false; }
};

// The expansions a game's options put in play, in the order their hooks run (empty in a base game).
std::span<const Expansion* const> expansionsOf(const Options& o);

}  // namespace inno
