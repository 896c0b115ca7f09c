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
        // A word too long for a line: as much of the title on the first line as fits (a broken word with a hyphen),
        // the rest on the second.
        const QFontMetricsF fm(titleFont(px, kLeastTitleStretch));
        QString first = title.left(1), rest = title.mid(1);
        bool found = false;
        // Between syllables where both lines then fit, else as much on the first line as fits.
        for (const bool syllablesOnly : {true, false}) {
            for (qsizetype cut = title.size() - 1; cut > 1 && !found; --cut) {
                const QChar before = title.at(cut - 1), at = title.at(cut);
                if (before == ' ') continue;
                const bool wordBreak = at != ' ' && before != '-';
                if (syllablesOnly && wordBreak && !isSyllableBreak(title, cut)) continue;
                const QString line = title.left(cut) + (wordBreak ? QString(kBreakHyphen) : QString());
                if (fm.horizontalAdvance(line) > width) continue;
                if (syllablesOnly && fm.horizontalAdvance(title.mid(cut).trimmed()) > width) continue;
                first = line, rest = title.mid(cut).trimmed(), found = true;
            }
            if (found) break;
        }
        const QString second = fm.elidedText(rest, Qt::ElideRight, width);
        return {first + '\n' + second, kLeastTitleStretch, 2, second == rest && fm.horizontalAdvance(first) <= width};
    }
    const QFontMetricsF fm(titleFont(px, kLeastTitleStretch));
    return {fm.elidedText(title, Qt::ElideRight, width), kLeastTitleStretch, 1, false};
}

QString titleFromLines(const QString& text) {
    const QStringList lines = text.split('\n');
    QString out = lines.front();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (out.endsWith(kBreakHyphen)) out.chop(1);
        else if (!out.endsWith('-')) out += ' ';
        out += lines[i];
    }
    return out;
}

}  // namespace inno::client
