// Where a card's title breaks into two lines: shared by the card faces and the titles written under piles.
#pragma once

#include <QStringList>

class QFontMetricsF;

namespace inno::client {

// The two lines `title` splits into at a space, the longer as short as it can be in `fm`; empty without a space.
QStringList splitTitleAtSpace(const QString& title, const QFontMetricsF& fm);

}  // namespace inno::client
