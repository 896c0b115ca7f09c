// Basic vocabulary of the game: colors, icons, splays, zones and card lists.
#pragma once

#include <boost/container/static_vector.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace inno {

constexpr int kBaseCardCount = 105;           // the base game's cards: ids 0-104
constexpr int kCardCount = 2 * kBaseCardCount;  // every card id of every deck (the Cities follow the base cards)
constexpr int kListCapacity = kCardCount;       // what one list of cards can hold: every card of the game
constexpr int kMaxPlayers = 5;  // five seats need a large-game rule (see Options::largeGame)
constexpr int kAges = 10;
constexpr int kColors = 5;

using CardId = std::uint8_t;
constexpr CardId kNoCard = 0xFF;

// A fixed-capacity vector keeps the game state a flat value that copies without allocating (copying only the
// cards a list holds). Any list can hold every card: Fission can remove most of a Cities game from it.
using CardList = boost::container::static_vector<CardId, kListCapacity>;

// Cards of an expansion deck have ids after the base cards.
inline bool isCity(CardId c) { return c >= kBaseCardCount && c != kNoCard; }

enum class Color : std::uint8_t { Red, Yellow, Green, Blue, Purple };
constexpr std::array<Color, kColors> kAllColors{Color::Red, Color::Yellow, Color::Green, Color::Blue,
                                                Color::Purple};

enum class Icon : std::uint8_t { None, Hex, Castle, Crown, Leaf, Lightbulb, Factory, Clock };
constexpr int kIconKinds = 8;
constexpr std::array<Icon, 6> kResourceIcons{Icon::Castle, Icon::Crown,   Icon::Leaf,
                                             Icon::Lightbulb, Icon::Factory, Icon::Clock};

// Icon counts packed one byte per kind (Icon's value is the byte's index), so that adding up the icons of a
// board is adding integers. A board shows far fewer than 256 icons of one kind: there are 105 cards.
using PackedIcons = std::uint64_t;
inline PackedIcons packIcon(Icon i) { return PackedIcons{1} << (8 * static_cast<int>(i)); }
inline int unpackIcon(PackedIcons n, Icon i) { return static_cast<int>((n >> (8 * static_cast<int>(i))) & 0xFF); }

enum class Splay : std::uint8_t { None, Left, Right, Up };

// Where a card can be. Board piles are identified by the card's color.
enum class Zone : std::uint8_t { Deck, Hand, Board, Score, Achievement, Removed };

// The base game's five special achievements, then those of Cities of Destiny.
enum class Special : std::uint8_t { Monument, Empire, World, Wonder, Universe, Legend, Repute, Fame, Glory, Victory };
constexpr int kBaseSpecialCount = 5;
constexpr int kSpecialCount = 10;
using SpecialMask = std::uint16_t;  // bit per Special
constexpr SpecialMask kBaseSpecials = 0x1F;
constexpr SpecialMask kCitySpecials = 0x3E0;
constexpr std::array<Special, kBaseSpecialCount> kConditionSpecials{Special::Monument, Special::Empire, Special::World,
                                                                    Special::Wonder, Special::Universe};
constexpr std::array<Special, kSpecialCount> kAllSpecials{Special::Monument, Special::Empire, Special::World,
                                                          Special::Wonder,   Special::Universe, Special::Legend,
                                                          Special::Repute,   Special::Fame,     Special::Glory,
                                                          Special::Victory};

std::string_view colorName(Color c);
std::string_view iconName(Icon i);
std::string_view splayName(Splay s);
std::string_view zoneName(Zone z);
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
