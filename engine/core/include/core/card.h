// The static description of a card: what is printed on it, its effects and its rulings.
#pragma once

#include "core/types.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace inno {

class Ctx;
using EffectFn = void (*)(Ctx&);
struct CardDef;
struct CardFacts;

constexpr int kMaxDemandRules = 2;  // kinds of demand the sets may add beside the core's

struct Effect {
    // NonDemand effects are shared; Demand effects affect the opponents with fewer icons. A set may register
    // more kinds of demand whose affected players its own rule decides (DemandRuleDef, card_set.h): its cards
    // write them as SetDemand + i for the set's i-th rule, and the registry renumbers them. Every kind beyond
    // NonDemand is a demand in every other respect.
    enum Kind : std::uint8_t { NonDemand, Demand, SetDemand };
    Kind kind = NonDemand;
    std::string_view text;  // exactly as printed, without the leading icon
    EffectFn run = nullptr;
    // An effect that asks to choose between ways of going on (Ctx::chooseBranch): what each way does, in a few
    // words, in the order of its branch numbers (the client labels the choice with them).
    std::vector<std::string_view> choices = {};
    bool isDemand() const { return kind != NonDemand; }
};

struct CardDef {
    std::string_view title;
    int age = 0;
    Color color = Color::Red;
    std::array<Icon, 4> icons{};  // top-left, bottom-left, bottom-middle, bottom-right
    std::array<Icon, 2> upper{};  // a landscape card's top-middle and top-right (as ordinary icons; None otherwise)
    Icon dogmaIcon = Icon::None;  // the featured icon of every dogma effect
    std::vector<Effect> effects;
    std::vector<std::string_view> rulings;  // the FAQ clarifications, in our own words
    // What its set says of a card that is not dealt like the others (all false for nearly every card):
    // `outsideSupply`: never dealt to a supply pile; it starts in the common zone when that zone is in play
    // (CardSetDef::commonZone), else it is not in the game. `returnsToCommon`: returned (or put back on a supply
    // pile), it goes to the common zone. `onlyCounts`: among a player's achievements it only counts (a list of
    // its own, PlayerState::countedAchievements): no rule or effect about achievement cards sees or moves it.
    bool outsideSupply = false;
    bool returnsToCommon = false;
    bool onlyCounts = false;
    // The key of the set whose card it is for every rule (the rules of that set treat it as one of theirs,
    // CardFacts::set); empty, or a set this build lacks: its own set's.
    std::string_view playsAs = {};
    CardId id = kNoCard;                    // assigned by the registry
    SetId set = kMainSet;                   // assigned by the registry

    int count(Icon icon) const;
    bool has(Icon icon) const { return count(icon) > 0; }
};

// Every registered card (card_set.h), indexed by id.
std::span<const CardDef> everyCard();
// The cards of one set, in the order it registered them.
std::span<const CardDef> cardsOf(SetId set);
namespace detail {
[[noreturn]] void noSuchCard(CardId id);
// The registry's tables, read in the rules' hot loops: set once when the sets register (card_set.cpp).
struct CardTables {
    const CardDef* cards = nullptr;
    const CardFacts* facts = nullptr;
    std::size_t count = 0;
};
extern CardTables tables;
}  // namespace detail
inline const CardDef& card(CardId id) {
    if (id >= detail::tables.count) [[unlikely]]
        detail::noSuchCard(id);
    return detail::tables.cards[id];
}
std::optional<CardId> findCard(std::string_view title);

// Marks a card set defines beside the icons, counted like icons by what a pile's splay shows (an expansion's
// marks that count as achievements, effects shown in a slot, ...). Each set that needs some is given mark numbers
// when it registers.
constexpr int kMarkKinds = 4;

// The constant marks a card shows in one position: as a top card, or covered under a splay.
struct ConstantIcons {
    std::uint8_t bestBonus = 0;  // the highest bonus shown
    std::uint8_t bonuses = 0;    // how many bonuses are shown
    std::array<std::uint8_t, kMarkKinds> marks{};
    bool any() const {
        if (bonuses) return true;
        for (auto m : marks)
            if (m) return true;
        return false;
    }
};

// What the rules read of a card in their hot loops, packed (icon counts as PackedIcons, see types.h).
struct CardFacts {
    std::uint8_t age = 0;
    std::uint8_t faceUpAge = 0;  // the value the card has face up on a board, when it is not its age (0: its age)
    Color color = Color::Red;
    SetId set = kMainSet;  // the set whose card it is for the rules (CardDef::playsAs, else its own)
    std::array<Icon, 4> icons{};
    Icon dogmaIcon = Icon::None;
    bool hasDemand = false;  // a demand of any kind
    bool hasNonDemand = false;
    std::uint8_t demandKinds = 0;  // bit per Effect::Kind of its demands (set by the registry)
    std::uint8_t effects = 0;
    bool returnsToCommon = false;  // CardDef::returnsToCommon
    bool onlyCounts = false;       // CardDef::onlyCounts
    PackedIcons all = 0;                // every slot: what a top card shows
    std::array<PackedIcons, 4> shown{};  // what the card shows under another one, by its pile's splay
    bool constant = false;               // has constant marks anywhere (then `constants` says where they show)
    std::array<ConstantIcons, 4> constants{};  // [0]: as a top card; [splay]: covered under that splay
};
// The facts of the four-slot layout of a standard card (a base card): icons shown as the base game shows them.
CardFacts standardFacts(const CardDef& def);
// Unchecked: the rules call it only with the ids of cards in the game (card() checks, for everything else).
inline const CardFacts& facts(CardId id) { return detail::tables.facts[id]; }
// A card's value face up (a top card's, for the highest top card): its age unless its set says otherwise.
inline int faceUpAge(CardId id) {
    const CardFacts& f = facts(id);
    return f.faceUpAge ? f.faceUpAge : f.age;
}

class GameState;
struct BoardShows;

// A special achievement with its printed condition, in our own words.
struct SpecialDef {
    std::string_view name;
    std::string_view condition;
    // Checked after every change for the seats whose cards changed, while the achievement is available; null for
    // an achievement claimed only when an event happens or by a card. `board`: what the seat's board shows
    // (core/queries.h), filled only when `needsBoard`.
    bool (*meets)(const GameState& s, int seat, const BoardShows& board) = nullptr;
    bool needsBoard = false;
    bool readsBoardOnly = false;  // the condition reads nothing but the seat's board (checked when the board changes)
    Special id{};                 // assigned by the registry
    SetId set = kMainSet;         // assigned by the registry
};
// Every registered special achievement, indexed by Special.
std::span<const SpecialDef> allSpecials();
// The special achievements of one set, in the order it registered them.
std::span<const SpecialDef> specialsOf(SetId set);

}  // namespace inno
