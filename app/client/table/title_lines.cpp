#include "table/title_lines.h"

#include "style/title_split.h"
#include "table/table_items.h"

#include <QFontMetricsF>
#include <QStringList>

namespace inno::client {

QFont titleFont(qreal px, int stretch) {
    QFont f = uiPx(px, QFont::DemiBold);
    f.setStretch(stretch);
    return f;
}

FittedTitle fitTitle(const QString& title, qreal width, qreal px, int maxLines) {
    for (const int stretch : kTitleStretches)
        if (QFontMetricsF(titleFont(px, stretch)).horizontalAdvance(title) <= width) return {title, stretch, 1, true};
    if (maxLines >= 2) {
        for (const int stretch : kTitleStretches) {
            const QFontMetricsF fm(titleFont(px, stretch));
            const QStringList lines = splitTitleAtSpace(title, fm);
            if (!lines.isEmpty() && fm.horizontalAdvance(lines[0]) <= width && fm.horizontalAdvance(lines[1]) <= width)
                return {lines.join('\n'), stretch, 2, true};
        }
        // A word too long for a line: broken where both parts fit (between syllables if it can), else as much of the
        // title on the first line as fits (a broken word with a hyphen), the rest shortened on the second.
        const QFontMetricsF fm(titleFont(px, kLeastTitleStretch));
        if (const QStringList lines = breakTitleInWord(title, [&](const QString& l) { return fm.horizontalAdvance(l) <= width; }); !lines.isEmpty())
            return {lines.join('\n'), kLeastTitleStretch, 2, true};
        QString first = title.left(1), rest = title.mid(1);
        for (qsizetype cut = title.size() - 1; cut > 1; --cut) {
            const QChar before = title.at(cut - 1), at = title.at(cut);
            if (before == ' ') continue;
            const QString line = title.left(cut) + (at == ' ' || before == '-' ? QString() : QString(kBreakHyphen));
            if (fm.horizontalAdvance(line) > width) continue;
            first = line, rest = title.mid(cut).trimmed();
            break;
        }
        const QString second = fm.elidedText(rest, Qt::ElideRight, width);
        return {first + '\n' + second, kLeastTitleStretch, 2, second == rest && fm.horizontalAdvance(first) <= width};
    }
    const QFontMetricsF fm(titleFont(px, kLeastTitleStretch));
    return {fm.elidedText(title, Qt::ElideRight, width), kLeastTitleStretch, 1, false};
}

}  // namespace inno::client
