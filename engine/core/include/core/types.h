// Basic vocabulary of the game: colors, icons, splays, zones and card lists.
#pragma once

#include <boost/container/static_vector.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace inno {

// Card sets (the base game and each expansion) register their cards (core/card_set.h); a card's id is its place
// in that registry.
constexpr int kMaxSets = 6;       // the base game and up to five expansions
constexpr int kMaxCards = 640;    // every card of every registered set
constexpr int kMaxPlayers = 5;    // five seats need a large-game rule (see Options::largeGame)
constexpr int kAges = 10;
constexpr int kColors = 5;

using CardId = std::uint16_t;
constexpr CardId kNoCard = 0xFFFF;

// Which registered card set a card belongs to; 0 is the set registered first, whose piles decide the age of a
// draw and give the standard achievements (the rules' "base" piles).
using SetId = std::uint8_t;
constexpr SetId kMainSet = 0;
using SetMask = std::uint8_t;  // bit per SetId

// A list of cards held by value (a choice's candidates, a pile in a client's view). It copies without
// allocating; the game state keeps its own lists elsewhere (state.h) and hands them out as CardSpan.
using CardSpan = std::span<const CardId>;
struct CardList : boost::container::static_vector<CardId, kMaxCards> {
    using static_vector::static_vector;
    CardList() = default;
    CardList(CardSpan cards) : static_vector(cards.begin(), cards.end()) {}  // NOLINT: a list from a view
};

enum class Color : std::uint8_t { Red, Yellow, Green, Blue, Purple };
constexpr std::array<Color, kColors> kAllColors{Color::Red, Color::Yellow, Color::Green, Color::Blue,
                                                Color::Purple};

enum class Icon : std::uint8_t { None, Hex, Castle, Crown, Leaf, Lightbulb, Factory, Clock };
constexpr int kIconKinds = 8;
constexpr std::array<Icon, 6> kResourceIcons{Icon::Castle, Icon::Crown,   Icon::Leaf,
                                             Icon::Lightbulb, Icon::Factory, Icon::Clock};

using IconCounts = std::array<int, kIconKinds>;  // by Icon

// Icon counts packed one byte per kind (Icon's value is the byte's index), so that adding up the icons of a
// board is adding integers. A board shows far fewer than 256 icons of one kind.
using PackedIcons = std::uint64_t;
inline PackedIcons packIcon(Icon i) { return PackedIcons{1} << (8 * static_cast<int>(i)); }
inline int unpackIcon(PackedIcons n, Icon i) { return static_cast<int>((n >> (8 * static_cast<int>(i))) & 0xFF); }

enum class Splay : std::uint8_t { None, Left, Right, Up };

// Where a card can be. Board piles are identified by the card's color. An expansion may give every player
// up to two zones of its own (kExtraZones); it names them and says who sees their cards (card_set.h). `Common` is
// a public zone of the table that no seat owns, which one set may declare and name (CardSetDef::commonZone).
enum class Zone : std::uint8_t { Deck, Hand, Board, Score, Achievement, Removed, Extra1, Extra2, Common };
constexpr int kExtraZones = 2;
inline bool isExtraZone(Zone z) { return z >= Zone::Extra1 && z < Zone::Common; }
namespace detail {
extern std::array<bool, kExtraZones> publicExtraZones;  // set when the sets register (card_set.cpp)
}
// Whether everyone may see the cards of an extra zone (its set declared it so); otherwise only its owner.
inline bool isPublicExtraZone(Zone z) {
    return isExtraZone(z) && detail::publicExtraZones[static_cast<int>(z) - static_cast<int>(Zone::Extra1)];
}
// Hands, score piles and extra zones not declared public: each card's identity is its owner's alone.
inline bool isPrivateZone(Zone z) {
    return z == Zone::Hand || z == Zone::Score || (isExtraZone(z) && !isPublicExtraZone(z));
}

// A special achievement: its place among the registered ones (each card set registers its own, see card_set.h).
enum class Special : std::uint8_t {};
constexpr int kMaxSpecials = 32;
using SpecialMask = std::uint32_t;  // bit per Special
inline SpecialMask specialBit(Special s) { return SpecialMask{1} << static_cast<int>(s); }

std::string_view colorName(Color c);
std::string_view iconName(Icon i);
std::string_view splayName(Splay s);
std::string_view zoneName(Zone z);  // an extra zone by the name its card set gave it
std::string_view specialName(Special s);

std::optional<Color> parseColor(std::string_view s);
std::optional<Icon> parseIcon(std::string_view s);
std::optional<Splay> parseSplay(std::string_view s);
std::optional<Zone> parseZone(std::string_view s);
std::optional<Special> parseSpecial(std::string_view s);

inline int index(Color c) { return static_cast<int>(c); }
inline int index(Icon i) { return static_cast<int>(i); }
inline int index(Special s) { return static_cast<int>(s); }

}  // namespace inno
