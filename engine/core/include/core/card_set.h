// Card sets: the base game and each expansion register their cards, supply piles, special achievements, actions,
// event causes, zones and rules here, once, before the first game (catalogue::install() does it for the
// program). The core knows no set by name: it deals the supply piles of the sets a game's options put in play and
// calls the rules of those sets at its hook points (expansion.h).
#pragma once

#include "core/card.h"
#include "core/state.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace inno {

class Expansion;

// An action a card set adds to the action prompt ("endorse <title>"). The core's own actions come first.
enum class ActionKind : std::uint8_t { Draw, Meld, Dogma, Achieve, Parley };
constexpr int kCoreActionKinds = 5;
// What caused an event when it was not a plain action or effect: the core's own causes, then those of the sets.
enum class Trigger : std::uint8_t { None, ParleyPayment, ParleyShare, ParleyEscape };
constexpr int kCoreTriggers = 4;

// Who a set's own kind of demand affects (Effect::SetDemand + i): decided once per seat when a dogma starts,
// from the core's reading of the icon counts. `shares`: the seat shows enough icons to share (distant seats under
// the distant rule need twice as many); `vulnerable`: it shows too few to resist a demand. The core's demand
// affects the vulnerable opponents.
struct DemandRuleDef {
    std::string_view word;  // as printed after "I": "compel"
    bool (*affects)(const Options& o, int activator, int seat, bool shares, bool vulnerable) = nullptr;
};

// Who may see the cards in a zone a set gives every player.
enum class ZoneVisibility : std::uint8_t { Owner, Everyone };
struct ZoneDef {
    std::string_view name;
    ZoneVisibility visibility = ZoneVisibility::Owner;
};

struct CardSetDef {
    std::string_view key;        // in options and scenario files, lower case; the main set's is "base"
    std::string_view name;       // for players: the expansion's printed name
    std::string_view pileLabel;  // its supply piles and hidden cards: "<label> 3"; empty for the main set
    std::vector<CardDef> cards;  // ids are given in this order, after the sets registered before
    CardFacts (*facts)(const CardDef&) = nullptr;  // null: the standard four-slot layout (standardFacts)
    std::vector<SpecialDef> specials;
    std::vector<std::string_view> actions;   // words of the actions it adds ("endorse")
    std::vector<std::string_view> triggers;  // names of the event causes it adds ("plus")
    std::vector<ZoneDef> zones;              // the zones it gives every player ("forecast", seen by its owner)
    std::vector<DemandRuleDef> demandRules;  // its own kinds of demand, numbered from Effect::SetDemand
    int markKinds = 0;                       // constant marks its cards show (ConstantIcons::marks)
    int turnFlags = 0;                       // bytes of GameState::turnFlags it keeps
    int seatBytes = 0;                       // bytes of every seat's SeatCounters::setBytes it keeps
    // The table's common zone (Zone::Common, public, owned by no seat), if this set declares it: its name, and the
    // option of the set (an index into `options`) that puts it in play, -1 for always with the set. The set's
    // cards with CardDef::outsideSupply start there. At most one set declares it.
    std::string_view commonZone = {};
    int commonZoneOption = -1;
    std::vector<std::string_view> options = {};  // its own game options ("relics"): only valid with the set in play
    const Expansion* rules = nullptr;        // its hooks; null for a set that only adds cards
    int missingEffects = 0;                  // effects without rules yet: such a set is offered to no game
};

// Where a registered set's numbers start.
struct RegisteredSet {
    SetId id = kMainSet;
    CardId firstCard = 0;
    int cardCount = 0;
    int firstSpecial = 0;
    int firstAction = 0;   // ActionKind of its first action
    int firstTrigger = 0;  // Trigger of its first cause
    int firstZone = 0;     // Zone of its first zone
    int firstMark = 0;
    int firstFlag = 0;
    int firstSeatByte = 0;
    int firstDemandRule = 0;  // index among every set's demand rules (demandRule())
    int firstOption = 0;      // bit of Options::setOptions of its first option
    int option(int i) const { return firstOption + i; }
    Special special(int i) const { return static_cast<Special>(firstSpecial + i); }
    ActionKind action(int i) const { return static_cast<ActionKind>(firstAction + i); }
    Trigger trigger(int i) const { return static_cast<Trigger>(firstTrigger + i); }
    Zone zone(int i) const { return static_cast<Zone>(firstZone + i); }
    Effect::Kind demandKind(int i) const { return static_cast<Effect::Kind>(Effect::SetDemand + firstDemandRule + i); }
    bool owns(CardId c) const { return c >= firstCard && c < firstCard + cardCount; }
};

// Registers a set; the first one registered is the main set. Throws std::logic_error after the first game
// started reading the registry, or when the set would not fit (kMaxSets, kMaxCards, kMaxSpecials, ...).
const RegisteredSet& registerCardSet(CardSetDef def);

int setCount();
const CardSetDef& cardSet(SetId id);
const RegisteredSet& registeredSet(SetId id);
std::optional<SetId> findSet(std::string_view key);
// The set a card belongs to.
inline SetId setOf(CardId c) { return card(c).set; }

std::string_view actionKindName(ActionKind a);
int actionKindCount();  // the core's own and every set's
std::optional<ActionKind> parseActionKind(std::string_view s);
std::string_view triggerName(Trigger t);
std::optional<Trigger> parseTrigger(std::string_view s);
// The set that added an action kind (kMainSet for the core's own).
SetId setOfAction(ActionKind a);
// Why a game with these options cannot be offered to players: a set in play whose rules are not finished in this
// build (its scenarios still run). Empty if it can.
std::string unfinishedSetsError(const Options& o);
// Whether an extra zone belongs to a set the options put in play; the common zone, whether its set and option are.
bool zoneInPlay(const Options& o, Zone zone);
// The sets' own options: how many, each one's key and set, and an option by its key.
int setOptionCount();
std::string_view setOptionName(int option);
SetId setOfOption(int option);
std::optional<int> findSetOption(std::string_view key);
// A set's demand rule by its effect kind (kind >= Effect::SetDemand), and how many are registered.
const DemandRuleDef& demandRule(Effect::Kind kind);
int demandRuleCount();
// The word a demand of this kind is printed with: "demand", or a set's ("compel").
std::string_view demandWord(Effect::Kind kind);
std::optional<Effect::Kind> parseDemandWord(std::string_view word);

// The rules of the sets a game's options put in play, in registration order (empty in a base game).
std::span<const Expansion* const> expansionsOf(const Options& o);
// The same in the order their afterMeldAction hooks run (Expansion::afterMeldActionStep).
std::span<const Expansion* const> afterMeldActionOrder(const Options& o);
// The special achievements of the sets in play that are claimed by a condition, those whose condition reads
// what a board shows (SpecialDef::needsBoard), and those whose condition reads nothing but the board
// (SpecialDef::readsBoardOnly).
SpecialMask conditionSpecials(const Options& o);
SpecialMask boardSpecials(const Options& o);
SpecialMask boardOnlySpecials(const Options& o);

}  // namespace inno
