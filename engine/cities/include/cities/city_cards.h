// The Cities of Destiny (edition III) cards and special achievements: printed data only, no rules.
#pragma once

#include "core/types.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace inno::cities {

// What one of a City's six icon positions holds.
enum class SlotKind : std::uint8_t {
    Standard,  // an ordinary icon (castle ... clock)
    Hex,       // the image hexagon, no icon
    Search,    // an ordinary icon with a magnifying glass: counts as that icon, and searches when melded
    Plus,      // when melded by a Meld action: draw a card of value age + 1
    Arrow,     // when melded by a Meld action: splay the City's color in the arrow's direction
    Flag,      // while visible: an achievement unless an opponent shows more cards of the flag's color
    Fountain,  // while visible: an achievement
    Bonus,     // while visible: points (the highest bonus its value, every other one 1)
};

struct Slot {
    SlotKind kind = SlotKind::Hex;
    Icon icon = Icon::None;      // Standard and Search
    Splay arrow = Splay::None;   // Arrow
    Color flag = Color::Red;     // Flag (always the City's own color)
    int bonus = 0;               // Bonus

    // The icon this slot counts as while visible (None for hex and the special icons).
    constexpr Icon countsAs() const {
        return kind == SlotKind::Standard || kind == SlotKind::Search ? icon : Icon::None;
    }
    constexpr bool immediate() const {
        return kind == SlotKind::Search || kind == SlotKind::Plus || kind == SlotKind::Arrow;
    }
};

constexpr Slot standard(Icon i) { return {SlotKind::Standard, i}; }
constexpr Slot hex() { return {SlotKind::Hex}; }
constexpr Slot search(Icon i) { return {SlotKind::Search, i}; }
constexpr Slot plus() { return {SlotKind::Plus}; }
constexpr Slot arrow(Splay d) { return {SlotKind::Arrow, Icon::None, d}; }
constexpr Slot flag(Color c) { return {SlotKind::Flag, Icon::None, Splay::None, c}; }
constexpr Slot fountain() { return {SlotKind::Fountain}; }
constexpr Slot bonus(int n) { return {SlotKind::Bonus, Icon::None, Splay::None, Color::Red, n}; }

// The six positions of a (landscape) City: top row left, middle, right; bottom row left, middle, right.
enum SlotPos : int { TL, TM, TR, BL, BM, BR };
constexpr int kCitySlots = 6;

// Which positions a covered City shows under its pile's splay (a top City shows all six):
// left: tr br; right: tl bl; up: bl bm br; unsplayed: none.
constexpr bool shownWhenCovered(int pos, Splay s) {
    switch (s) {
        case Splay::Left: return pos == TR || pos == BR;
        case Splay::Right: return pos == TL || pos == BL;
        case Splay::Up: return pos == BL || pos == BM || pos == BR;
        case Splay::None: return false;
    }
    return false;
}

struct CityCard {
    std::string_view title;
    int age = 0;
    Color color = Color::Red;
    std::array<Slot, kCitySlots> icons{};  // the six positions in SlotPos order ("slots" is a Qt keyword)
    Icon featured = Icon::None;            // the most frequent ordinary icon, search icons included

    int count(SlotKind k) const;
    int count(Icon i) const;  // ordinary and search icons of that kind
    bool has(SlotKind k) const { return count(k) > 0; }
};

// The 105 Cities, ordered by age, then as the import listed them.
std::span<const CityCard> allCityCards();
const CityCard* findCityCard(std::string_view title);

// A slot as written in the source data: "castle", "hex", "search:leaf", "plus", "arrow:left",
// "flag:red", "fountain", "bonus:7".
std::string slotText(const Slot& s);
std::optional<Slot> parseSlot(std::string_view text);

// The five Cities special achievements (edition III).
enum class CitySpecial : std::uint8_t { Legend, Repute, Fame, Glory, Victory };
struct CitySpecialDef {
    CitySpecial which;
    std::string_view name;
    std::string_view condition;  // in our own words
};
std::span<const CitySpecialDef> allCitySpecials();

}  // namespace inno::cities
