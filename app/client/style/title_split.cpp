#include "style/title_split.h"

#include <QFontMetricsF>

#include "style/text_size.h"

#include <algorithm>
#include <cstring>

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

namespace {
bool isVowel(QChar c) { return QStringLiteral("aeiouy").contains(c.toLower()); }
}  // namespace

bool isSyllableBreak(const QString& title, qsizetype cut) {
    if (cut < 3 || cut > title.size() - 3) return false;
    const QChar before = title.at(cut - 1), at = title.at(cut), next = title.at(cut + 1);
    if (!before.isLetter() || !at.isLetter()) return false;
    const QString rest = title.mid(cut).section(' ', 0, 0).toLower();
    for (const char* ending : {"tion", "sion", "ing", "ment", "ness", "ture", "ism", "ity", "ics", "ogy", "ship", "ance", "ence"})
        if (rest == QLatin1String(ending) || (rest.startsWith(QLatin1String(ending)) && rest.size() == qsizetype(std::strlen(ending)) + 1 && rest.endsWith('s')))
            return true;
    if (!next.isLetter()) return false;
    if (isVowel(before) && !isVowel(at) && isVowel(next)) return true;  // V-CV
    if (isVowel(before) || isVowel(at)) return false;
    if (before.toLower() == at.toLower()) return true;  // a doubled consonant splits ("Cot-ton")
    static const QStringList oneSound{"ch", "ck", "sh", "th", "ph", "wh", "gh", "qu", "ng"};
    return !oneSound.contains(QString(before).toLower() + QString(at).toLower());
}

QStringList breakTitleInWord(const QString& title, const std::function<bool(const QString&)>& fits) {
    for (const bool syllablesOnly : {true, false})
        for (qsizetype cut = title.size() - 3; cut >= 3; --cut) {
            if (title.at(cut - 1) == ' ' || title.at(cut) == ' ') continue;
            const bool afterHyphen = title.at(cut - 1) == '-';
            if (syllablesOnly && !afterHyphen && !isSyllableBreak(title, cut)) continue;
            const QString first = title.left(cut) + (afterHyphen ? QString() : QString(kBreakHyphen));
            if (fits(first) && fits(title.mid(cut))) return {first, title.mid(cut)};
        }
    return {};
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
