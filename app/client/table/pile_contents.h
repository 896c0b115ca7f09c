// What the pile browser lists: every pile on the table (boards, hands, score piles, achievements, the decks)
// and, for one pile, its cards in order as the seat on view may see them. No widgets: tests check it directly.
#pragma once

#include "table/table_layout.h"
#include "model/table_model.h"

#include <QList>
#include <QString>

#include <optional>

namespace inno::client {

struct PileRef {
    enum Kind { Board, Hand, Score, Achievements, Deck, Available };
    Kind kind = Hand;
    int player = -1;        // Board, Hand, Score, Achievements
    Color color = Color::Red;  // Board
    int age = 0;            // Deck
    bool operator==(const PileRef&) const = default;
};

// One card of a pile as the seat on view may see it.
struct PileCard {
    enum Kind { Face, Back, AchievementBack, Special };
    Kind kind = Back;
    int card = -1;    // Face
    int age = 0;      // Back, AchievementBack (and Face)
    QString special;  // Special
    bool tracked = false;  // an opponent's hidden card this seat knows
    bool operator==(const PileCard&) const = default;
};

// Every pile in table order: each player's five board piles, hand, score pile and achievements, then the ten
// decks and the achievements still available.
QList<PileRef> browsablePiles(const TableModel& m);
// The pile's cards, top or first card first. Hidden cards show their face only to their owner, or when this seat
// has tracked them; a deck is only backs.
QList<PileCard> pileCards(const TableModel& m, const PileRef& pile);
// "Ada's hand", "Your red pile (splayed right)", "Age 3 deck".
QString pileTitle(const TableModel& m, const PileRef& pile);
// The pile a table item belongs to (a card on a board, a stack in a hand, a deck…), if any.
std::optional<PileRef> pileOfItem(const TableModel& m, const ItemSpec& item);
// The pile whose caption or empty place is a board slot (slotKey), if the key is one.
std::optional<PileRef> pileOfSlot(const ItemKey& key);

}  // namespace inno::client
