// Sampling the hidden cards: a full game state consistent with what one seat knows.
#pragma once

#include "bots/tracker.h"

#include <random>

namespace inno {

using CardMap = std::array<CardId, kMaxCards>;

// Copies the open parts of `s` (boards, counts, splays, turn) and the seat's own hand and score pile, then deals
// the cards the seat does not know uniformly at random into the hidden places, keeping every card the tracker
// knows where it is known to be. Nothing hidden from the seat is read from `s`: the unknown identities are
// collected per age in ascending order and the hidden slots in a fixed order before shuffling with `rng`, so the
// true arrangement cannot leak into the sample. The game's own random engine is reseeded from `rng` too.
// `tracker` must have been reconciled with `s` (CardTracker::reconcile); it may forget identities of an age
// when they cannot be made consistent.
GameState determinize(const GameState& s, CardTracker& tracker, std::mt19937_64& rng);

// Fixed per-seat view used by the searches: the tracker's hidden lists laid out once, so that each sample only
// shuffles. Build it once per decision, then call sample() as often as needed.
class Sampler {
public:
    Sampler(const GameState& s, CardTracker& tracker);
    GameState sample(std::mt19937_64& rng) const;
    void sampleInto(GameState& out, std::mt19937_64& rng) const;
    // The same, and where every card of the position the sampler was built from went: `fromReal[c]` is the
    // card that stands in the sample where `c` stands in that position (itself for every card the seat knows).
    // Resuming a half-played action in the sample needs this (see resume.h); it maps only among the cards the
    // seat cannot tell apart, so it tells the search nothing the sample does not.
    void sampleInto(GameState& out, std::mt19937_64& rng, CardMap& fromReal) const;

private:
    struct Hole {
        ListId list;  // the state's list
        std::uint8_t pos;
    };
    GameState base_;  // open parts, known cards in place, unknown slots holding kNoCard
    // Per public age (CardTracker::publicAge: a card's set is public too):
    std::array<std::vector<Hole>, CardTracker::kPublicAges + 1> holes_;     // the unknown slots, in a fixed order
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> unknown_;  // the unknown identities, ascending
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> realAtHole_;  // the position's own card in each
};

}  // namespace inno
