#include "style/title_split.h"

#include <QFontMetricsF>

#include <algorithm>

namespace inno::client {

QStringList splitTitleAtSpace(const QString& title, const QFontMetricsF& fm) {
    QStringList best;
    qreal bestWidth = 1e9;
    for (qsizetype i = title.indexOf(' '); i > 0; i = title.indexOf(' ', i + 1)) {
        const QStringList lines{title.left(i), title.mid(i + 1)};
        const qreal w = std::max(fm.horizontalAdvance(lines[0]), fm.horizontalAdvance(lines[1]));
        if (w < bestWidth) bestWidth = w, best = lines;
    }
    return best;
}

}  // namespace inno::client
