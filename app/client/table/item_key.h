// What a table item shows, as a typed key: the scene keeps one item per key, so a visible card keeps its item
// wherever it moves and travels instead of being drawn anew. Clicks, highlights and the pile browser name items
// by these keys too.
#pragma once

#include "core/card_set.h"
#include "core/types.h"

#include <QString>

#include <compare>

namespace inno::client {

struct ItemKey {
    enum Kind : std::uint8_t {
        None,
        Card,             // a visible card, wherever it is (value: the card)
        Hidden,           // a stack of hidden cards of one age in a hand or score pile
        Deck,             // an age's supply pile of a set (value: the age; set: the set, the main set's decks 0)
        Achievement,      // a standard achievement still available (value: its age)
        Special,          // a special achievement still available (value: index(Special))
        HeldAchievement,  // an achievement a player holds (value: its age; ordinal among alike)
        SetAction,        // a set action's badge on a top card (value: the card; ordinal: the ActionKind)
        Slot,             // a board pile's place and caption (value: index(Color))
        Plate,            // a player's plate
        Flying,           // a card crossing the table for a moment (into a deck, out of the game)
    };
    Kind kind = None;
    int player = -1;  // Hidden, HeldAchievement, Slot, Plate
    int value = 0;
    int ordinal = 0;  // Hidden, HeldAchievement: which of several alike
    Zone zone = Zone::Hand;  // Hidden: hand, score pile or a set's zone
    int set = 0;             // Hidden: the cards' set (kept apart from other sets' cards of the same age); Deck

    auto operator<=>(const ItemKey&) const = default;
    bool isNull() const { return kind == None; }
    // A place in the supply that stays where it is while cards go into it.
    bool isSupply() const { return kind == Deck || kind == Achievement; }
    // For logs and test messages.
    QString toString() const;
};

ItemKey cardKey(int id);
ItemKey hiddenKey(int player, Zone zone, int age, int ordinal, int set = 0);
ItemKey deckKey(int age, int set = 0);
ItemKey setActionKey(ActionKind action, int card);
// An available achievement by its label: "3" for a standard one, a special's name ("Monument").
ItemKey achievementKey(const QString& label);
ItemKey heldAchievementKey(int player, int age, int ordinal);
ItemKey slotKey(int player, Color color);
ItemKey plateKey(int player);

// The text labels of the table.
struct LabelKey {
    enum Kind : std::uint8_t { Hand, Score, Achievements, SupplyDecks, SupplyAchievements, SupplySpecials, SupplyCommon, SpecialName, DeckAge, CardTitle, ExtraZone };
    Kind kind = Hand;
    int player = -1;  // Hand, Score, Achievements; SpecialName: the special's place in the supply; DeckAge: the age
    int zone = 0;     // ExtraZone: which (a Zone)
    auto operator<=>(const LabelKey&) const = default;
    static LabelKey hand(int p) { return {Hand, p}; }
    static LabelKey score(int p) { return {Score, p}; }
    static LabelKey achievements(int p) { return {Achievements, p}; }
    static LabelKey specialName(int i) { return {SpecialName, i}; }
    static LabelKey deckAge(int age) { return {DeckAge, age}; }  // over an age's piles in the supply
    static LabelKey cardTitle(int card) { return {CardTitle, card}; }  // beside a card's swatch in a list
    static LabelKey extraZone(int p, Zone z) { return {ExtraZone, p, static_cast<int>(z)}; }  // a zone a set gives every player
};

}  // namespace inno::client
