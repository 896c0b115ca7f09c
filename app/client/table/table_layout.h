// Where everything goes on the table, for one model and one window size: a pure function, so the scene only
// has to move items to their places (and animate the difference).
#pragma once

#include "model/table_model.h"
#include "table/item_key.h"

#include <QColor>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <map>

namespace inno::client {

struct ItemSpec {
    enum Kind { Face, Back, Special, Deck, Achievement };
    Kind kind = Face;
    int card = -1;      // Face
    int age = 0;        // Back, Deck, Achievement
    QString name;       // Special
    bool namedBelow = false;  // Special: a label under the tile names it, so the tile shows only its star
    QRectF rect;        // in scene coordinates (the card's natural aspect, scaled)
    qreal z = 0;
    int owner = -1;     // the player whose zone holds it (-1: the supply)
    Zone zone = Zone::Deck;
    int count = 0;      // Deck: cards left
    bool agedAbove = false;  // Deck: a label over the age's piles says the age, so the count takes the tile's middle
    bool tracked = false;  // a hidden card this seat knows
    bool top = false;   // a top card of a board pile
    bool covered = false;  // entirely under the top card of an unsplayed pile: not drawn
    int set = 0;           // Back, Deck: the set whose back it shows (a set may have its own)
    bool swatch = false;   // Face: a small swatch (colour and age) in a list, a label beside it writing its title
    bool titledBeside = false;  // Face: a board's top card too small for its title, which a label by its pile writes
    bool splayEdge = false;  // Face: a covered card of a pile splayed left or right: its edge shows too little of a title
};

struct PlateSpec {
    int player = -1;
    QRectF rect;
    qreal scale = 1;
    bool own = false;
};

struct SlotSpec {
    int player = -1;
    Color color = Color::Red;
    QRectF rect;       // where the pile's top card sits (the whole pile when empty)
    QRectF pileRect;   // the whole pile
    QRectF caption;    // below the pile
    int count = 0;
    Splay splay = Splay::None;
    qreal scale = 1;
    qreal captionPx = 12;  // the caption's font, in scene pixels (style/text_size.h); 0: not written (its tooltip says it)
};

struct LabelSpec {
    QString text;
    QRectF rect;
    qreal px = 12;  // the font, in scene pixels: never under kMinTextPx (style/text_size.h); rect is as tall as it
    QString tip;  // the hover text (with a set's bonuses: what a score or achievement total is made of)
    int stretch = 100;  // the font's width in percent: a card's title under its pile may be narrowed (title_lines.h)
    QColor ink = {};  // the words' colour; none: the table's soft ink
};

struct PanelSpec {
    int player = -1;
    QRectF rect;
    bool own = false;
    qreal scale = 1;
};

struct Layout {
    std::map<ItemKey, ItemSpec> items;
    std::map<int, PlateSpec> plates;
    std::map<ItemKey, SlotSpec> pileSlots;  // slotKey(player, color)
    std::map<LabelKey, LabelSpec> labels;
    std::map<int, PanelSpec> panels;
    std::map<int, QRectF> boards;  // each player's board area, for drops
    QRectF supply;
};

struct LayoutOptions {
    qreal ownShare = 0.42;  // of the height, for the seat on view
    bool showOwnHand = true;  // false while a hot-seat cover hides the table
};

// The least width of an opponent's top card the table gives up for whole titles: the size of the top cards at five
// seats in a 1280x720 window (icons about 8.5 px), which a player of that table already reads.
constexpr qreal kLeastWholeTitleCardW = 50;

Layout computeLayout(const TableModel& m, QSizeF size, const LayoutOptions& options);

// The key of the item showing the card an event moved, in the model before or after it.
ItemKey keyForMove(const TableModel& m, Zone zone, int player, int card, int age, bool after, int set = 0);

}  // namespace inno::client
