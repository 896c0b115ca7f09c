// An Echoes card as printed: four positions that may hold an icon, the hexagon, the echo effect or a bonus, the
// echo effect's text and rules beside the dogma effects.
#pragma once

#include "core/card.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace inno::echoes {

struct Slot {
    enum Kind : std::uint8_t { Icon, Hex, Echo, Bonus };
    Kind kind = Hex;
    inno::Icon icon = inno::Icon::None;  // Kind Icon: which
    std::uint8_t bonus = 0;              // Kind Bonus: its value
};
constexpr Slot icon(inno::Icon i) { return {Slot::Icon, i, 0}; }
constexpr Slot bonus(int value) { return {Slot::Bonus, inno::Icon::None, static_cast<std::uint8_t>(value)}; }
constexpr Slot hexagon{Slot::Hex, inno::Icon::Hex, 0};
constexpr Slot echoSlot{Slot::Echo, inno::Icon::None, 0};

// An echo effect: a non-demand effect printed in a slot, run before the dogma effects of the pile it shows in.
struct EchoEffect {
    std::string_view text;
    EffectFn run = nullptr;
    std::vector<std::string_view> choices = {};  // as Effect::choices
    bool printed() const { return !text.empty(); }
};

struct EchoesCardDef {
    std::string_view title;
    int age = 0;
    Color color = Color::Red;
    std::array<Slot, 4> positions{};  // top-left, bottom-left, bottom-middle, bottom-right
    inno::Icon featured = inno::Icon::None;
    bool musicNote = false;  // its hexagon shows a music note (what Saxophone counts)
    EchoEffect echo = {};
    std::vector<Effect> effects;
    std::vector<std::string_view> rulings = {};  // clarifications, in our own words

    int bonusValue() const;  // 0 without a bonus
    int slotOf(Slot::Kind k) const;  // the position holding it, -1 if none
};

// Every Echoes card, by age as the set lists them.
std::span<const EchoesCardDef> allEchoesCards();

}  // namespace inno::echoes
