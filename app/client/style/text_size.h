// The least size of any word painted on the table or a card: about 9 pt at 96 dpi. The layout makes room for it
// and the painters never go below it; where a word cannot fit at that size it is shortened (the hover preview or
// a tooltip says it whole) or, for a decoration that another label already says, left out.
#pragma once

#include <QtGlobal>

#include <algorithm>

namespace inno::client {

constexpr qreal kMinTextPx = 12;
inline qreal readablePx(qreal px) { return std::max(kMinTextPx, px); }

}  // namespace inno::client
