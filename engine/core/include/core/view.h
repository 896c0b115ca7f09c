// What one seat may see of a game (or a spectator, seat -1): boards in full, other hidden cards as ages.
// The table sends it as a snapshot; the client builds its model from it.
#pragma once

#include "core/game.h"

#include <optional>
#include <vector>

namespace inno {

// A zone a set gives every player, as one seat sees it: every card's age and set are public; the cards
// themselves are the owner's alone, or everyone's in a zone its set declared public (ZoneVisibility).
struct HiddenZone {
    std::vector<std::uint8_t> ages;
    std::vector<SetId> sets;        // the set of each card; empty when every card is the main set's
    std::optional<CardList> cards;  // the viewer's own, or anyone's in a public zone
    CardList known = {};            // else the cards in it every seat knows (knownToAll), in the zone's order
    bool operator==(const HiddenZone&) const = default;
};

struct PlayerView {
    std::array<Pile, kColors> board;
    std::vector<std::uint8_t> handAges, scoreAges;
    std::vector<SetId> handSets, scoreSets;  // the set of each hidden card (public); empty when all are the main set's
    std::optional<CardList> hand, score;  // only the viewer's own
    CardList handKnown, scoreKnown;       // of another's: the cards every seat knows (knownToAll), in their order
    std::array<HiddenZone, kExtraZones> zones;  // the zones the sets in play give every player
    IconCounts icons{};                   // the six resource icons visible on the board
    int scoreTotal = 0;
    std::vector<std::uint8_t> achievementAges;  // standard achievements claimed, by age
    CardList countedAchievements = {};             // achievements that only count (face up, PlayerState's)
    SpecialMask specials = 0;                   // bit per Special claimed
    int achievementTotal = 0;                   // claimed, plus what the sets in play count beside them
    std::array<std::uint8_t, 1> setBytes{};     // what the sets in play keep for this seat (SeatCounters::setBytes)
    bool eliminated = false;                    // left the game
    bool operator==(const PlayerView&) const = default;
};

struct View {
    int viewer = -1;
    Options options;
    std::vector<PlayerView> players;
    std::array<std::array<int, kAges>, kMaxSets> supplySizes{};  // per set in play and age: cards in its pile
    const std::array<int, kAges>& deckSizes() const { return supplySizes[kMainSet]; }
    std::vector<std::uint8_t> availableAges;  // standard achievements still set aside, by age
    SpecialMask availableSpecials = 0;
    CardList common = {};  // the common zone, when a set in play declares it (public)
    int current = 0;
    int actionsLeft = 0;
    int turnNumber = 0;
    bool atTurnStart = false;  // the current turn has not passed its start (GameState::atTurnStart)
    bool gameOver = false;
    std::uint8_t winners = 0;  // when over
    EndReason endReason = EndReason::None;
    std::optional<Prompt> prompt;  // the viewer's own decision
    int waitingFor = -1;           // someone else's decision: whose, and of which kind
    PromptKind waitingKind = PromptKind::Action;
    bool operator==(const View&) const = default;
};

View makeView(const Game& g, int viewer);

}  // namespace inno
