// A card's title written whole in a narrow box (under a pile whose top card is too small to carry it): one line,
// else two, always at the least readable size; narrowed (DejaVu's condensed face, then a horizontal stretch) down
// to kLeastTitleStretch (style/text_size.h) before a word is broken, and a word broken only where no line can hold it.
#pragma once

#include "style/text_size.h"
#include "style/title_split.h"

#include <QFont>
#include <QString>

namespace inno::client {

struct FittedTitle {
    QString text;       // the lines, joined by '\n'; a word broken across them ends its first part with kBreakHyphen
    int stretch = 100;  // of the font (QFont::setStretch)
    int lines = 1;
    bool whole = true;  // false: even two lines could not hold it, and the last is shortened
};

// The title in `width` scene pixels at `px`, in at most `maxLines` lines.
FittedTitle fitTitle(const QString& title, qreal width, qreal px, int maxLines = 2);
// The font a fitted title is written in.
QFont titleFont(qreal px, int stretch);

}  // namespace inno::client
