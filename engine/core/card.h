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

struct Effect {
    enum Kind : std::uint8_t { NonDemand, Demand };
    Kind kind = NonDemand;
    std::string_view text;  // exactly as printed, without the leading icon
    EffectFn run = nullptr;
    bool isDemand() const { return kind == Demand; }
};

struct CardDef {
    std::string_view title;
    int age = 0;
    Color color = Color::Red;
    std::array<Icon, 4> icons{};  // top-left, bottom-left, bottom-middle, bottom-right
    std::array<Icon, 2> upper{};  // a City's top-middle and top-right (as ordinary icons; None on base cards)
    Icon dogmaIcon = Icon::None;  // the featured icon of every dogma effect (a City's featured icon)
    std::vector<Effect> effects;
    std::vector<std::string_view> rulings;  // the FAQ clarifications, in our own words
    CardId id = kNoCard;                    // assigned by the registry

    int count(Icon icon) const;
    bool has(Icon icon) const { return count(icon) > 0; }
};

// The 105 base cards, ordered by age and then by title; a card's id is its index.
std::span<const CardDef> allCards();
// The 105 Cities (ids 105-209), in the order of their data table.
std::span<const CardDef> cityCards();
// Every card of every deck, indexed by id.
std::span<const CardDef> everyCard();
namespace detail {
[[noreturn]] void noSuchCard(CardId id);
}  // namespace detail
// Inlined into the rules' hot loops: the catalogue is built on first use (a function-local static).
inline const CardDef& card(CardId id) {
    static const std::span<const CardDef> all = everyCard();
    if (id >= all.size()) [[unlikely]]
        detail::noSuchCard(id);
    return all[id];
}
std::optional<CardId> findCard(std::string_view title);

// The constant icons (Cities) a card shows in one position: as a top card, or covered under a splay.
struct ConstantIcons {
    std::uint8_t bestBonus = 0;  // the highest bonus shown
    std::uint8_t bonuses = 0;    // how many bonuses are shown
    std::uint8_t flags = 0;      // flags shown (a flag has its card's color)
    std::uint8_t fountains = 0;  // fountains shown
    bool any() const { return bonuses || flags || fountains; }
};

// What the rules read of a card in their hot loops, packed (icon counts as PackedIcons, see types.h).
struct CardFacts {
    std::uint8_t age = 0;
    Color color = Color::Red;
    std::array<Icon, 4> icons{};
    Icon dogmaIcon = Icon::None;
    bool hasDemand = false;
    bool hasNonDemand = false;
    std::uint8_t effects = 0;
    PackedIcons all = 0;                // every slot: what a top card shows
    std::array<PackedIcons, 4> shown{};  // what the card shows under another one, by its pile's splay
    bool constant = false;               // has constant icons anywhere (then `constants` says where they show)
    std::array<ConstantIcons, 4> constants{};  // [0]: as a top card; [splay]: covered under that splay
};
namespace detail {
const CardFacts* factsTable();  // built on first use
}  // namespace detail
inline const CardFacts& facts(CardId id) {
    static const CardFacts* const all = detail::factsTable();
    if (id >= kCardCount) [[unlikely]]
        detail::noSuchCard(id);
    return all[id];
}

// The special achievements with their printed condition, in our own words (the base five, then the Cities five).
struct SpecialDef {
    Special which;
    std::string_view name;
    std::string_view condition;
};
std::span<const SpecialDef> allSpecials();   // the base five
std::span<const SpecialDef> citySpecials();  // Legend, Repute, Fame, Glory, Victory

}  // namespace inno
