// The least size of any word painted on the table or a card: about 9 pt at 96 dpi. The layout makes room for it
// and the painters never go below it; where a word cannot fit at that size it is shortened (the hover preview or
// a tooltip says it whole) or, for a decoration that another label already says, left out.
#pragma once

#include <QChar>
#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace inno::client {

constexpr qreal kMinTextPx = 12;
inline qreal readablePx(qreal px) { return std::max(kMinTextPx, px); }

// A card's title too long for its box at the least size is narrowed before it is shortened or broken: the font's
// width in these steps (DejaVu's condensed face is 75; below it Qt stretches the glyphs), never under the last.
constexpr int kTitleStretches[] = {100, 90, 80, 75, 70, 65};
constexpr int kLeastTitleStretch = 65;
// Ends the first part of a title's word broken across two lines.
inline constexpr QChar kBreakHyphen = QChar(0x2010);

// How much the words beside the table (and on the start screen) grow in a window of width x height: with the
// window from 1280x700, in steps of a tenth so that a small resize changes nothing, from 1 to 2.
inline qreal windowTextScale(int width, int height) {
    return std::clamp(std::floor(std::min(width / 1280.0, height / 700.0) * 10) / 10, 1.0, 2.0);
}

}  // namespace inno::client
