#include "english_plurals.h"

#include <QRegularExpression>

namespace inno::client {

QString EnglishPlurals::apply(const QString& text, int n) {
    static const QRegularExpression optionalS("(\\w)\\(s\\)");
    static const QRegularExpression pair("\\b([A-Za-z]+)/([A-Za-z]+)\\b");
    QString out = text;
    out.replace(optionalS, n == 1 ? "\\1" : "\\1s");
    out.replace(pair, n == 1 ? "\\1" : "\\2");
    return out;
}

QString EnglishPlurals::translate(const char*, const char* sourceText, const char*, int n) const {
    if (n < 0 || !sourceText) return {};
    const QString source = QString::fromUtf8(sourceText);
    if (!source.contains("%n")) return {};
    const QString out = apply(source, n);
    return out == source ? QString() : out;
}

}  // namespace inno::client
