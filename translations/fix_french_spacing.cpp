// Puts French typographic spaces into the translations of a .ts file: one no-break space (U+00A0) before : ; ! ? »
// and after «, replacing a plain or narrow space or filling a missing one, so a translator may type a plain space in
// Qt Linguist. Only the text of <translation> and <numerusform> elements changes, and the file keeps the form lupdate
// writes (which spells those spaces "&#xa0;" and "&#x202f;"). Left alone: "%1:%2" (host:port), "*.json;;" (file
// filters) and the other entities ("&lt;", "&apos;").
//   fix_french_spacing translations/innovation_fr.ts     (the update_translations target runs it)
#include <QFile>
#include <QRegularExpression>
#include <QString>

#include <cstdio>

namespace {

const QChar kNoBreakSpace(0x00a0);

QString fixed(QString text) {
    constexpr auto unicode = QRegularExpression::UseUnicodePropertiesOption;
    static const QRegularExpression spaced(QStringLiteral("[ \\x{a0}\\x{202f}]+([:;!?»])"));
    // A mark that closes a word or a parenthesis, followed by a space, the end, a tag ("&lt;" in the file), ")", ".",
    // "," or "»".
    static const QRegularExpression bare(QStringLiteral("([\\w)])([:;!?])(?=\\s|$|&lt;|\\)|[.,»])"), unicode);
    // "&lt;" in the file, or "&amp;lt;" where the text itself holds an entity (rich text written as such).
    static const QRegularExpression entityBefore(QStringLiteral("&(amp;)?#?\\w+$"), unicode);
    static const QRegularExpression closing(QStringLiteral("(\\S)»"), unicode);
    static const QRegularExpression opening(QStringLiteral("«[ \\x{a0}\\x{202f}]*"));
    text.replace(QStringLiteral("&#xa0;"), kNoBreakSpace).replace(QStringLiteral("&#x202f;"), QChar(0x202f));
    text.replace(spaced, QString(kNoBreakSpace) + QStringLiteral("\\1"));
    QString out;
    qsizetype from = 0;
    for (auto it = bare.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedEnd(1) - from);
        const bool closesEntity = m.captured(2) == u";" && entityBefore.match(text.left(m.capturedEnd(1))).hasMatch();
        if (!closesEntity) out += kNoBreakSpace;
        from = m.capturedEnd(1);
    }
    out += text.mid(from);
    out.replace(closing, QStringLiteral("\\1") + kNoBreakSpace + QStringLiteral("»"));
    out.replace(opening, QStringLiteral("«") + kNoBreakSpace);
    return out.replace(kNoBreakSpace, QStringLiteral("&#xa0;")).replace(QChar(0x202f), QStringLiteral("&#x202f;"));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: fix_french_spacing translations/innovation_fr.ts\n", stderr);
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    const QString before = QString::fromUtf8(file.readAll());
    file.close();
    // The element text holds no "<" (lupdate writes it as "&lt;"), so [^<]* is the whole text of one element.
    static const QRegularExpression element(
        QStringLiteral("(<translation(?: [^>]*)?>|<numerusform>)([^<]*)(</translation>|</numerusform>)"));
    QString after;
    qsizetype from = 0;
    for (auto it = element.globalMatch(before); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        after += before.mid(from, m.capturedStart(2) - from) + fixed(m.captured(2));
        from = m.capturedEnd(2);
    }
    after += before.mid(from);
    if (after == before) return 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(after.toUtf8()) < 0) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
