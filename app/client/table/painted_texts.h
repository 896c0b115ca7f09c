// Every word the table paints for a layout, at the size it is painted in scene pixels (the window's pixels): the
// same sizes the items and painters use, so a test reads the table as a player would.
#pragma once

#include "table/table_layout.h"

#include <QList>
#include <QRectF>
#include <QString>

namespace inno::client {

struct PaintedText {
    QString what;  // "label", "caption", "deck count", "stack count", "age", "title", "special", "plate"
    QString text;
    qreal px = 0;
    QRectF rect;  // where it is written (the item or box carrying it)
};

QList<PaintedText> paintedTexts(const Layout& l);

// The title of a board's top card as a player reads it: written on the card (perhaps shortened), or, where the
// card is too small for it, under its pile (its lines read as one).
QString topCardTitleAsRead(const Layout& l, const ItemSpec& top);

}  // namespace inno::client
