#include "text/words.h"
#include "sets/set_words.h"

#include "settings.h"

#include "style/palette.h"
#include "text/card_texts.h"
#include "text/html.h"

#include "core/queries.h"

#include <QRegularExpression>

namespace inno::client {

using html::esc;

QString Texts::color(Color c) {
    switch (c) {
    case Color::Red: return tr("red");
    case Color::Yellow: return tr("yellow");
    case Color::Green: return tr("green");
    case Color::Blue: return tr("blue");
    case Color::Purple: return tr("purple");
    }
    return {};
}

QString Texts::cardsColor(Color c) {
    switch (c) {
    case Color::Red: return tr("red", "the color of a player's cards, in 'splays their red cards'");
    case Color::Yellow: return tr("yellow", "the color of a player's cards, in 'splays their yellow cards'");
    case Color::Green: return tr("green", "the color of a player's cards, in 'splays their green cards'");
    case Color::Blue: return tr("blue", "the color of a player's cards, in 'splays their blue cards'");
    case Color::Purple: return tr("purple", "the color of a player's cards, in 'splays their purple cards'");
    }
    return {};
}

QString Texts::possessor(const QString& name) {
    if (AppSettings::instance().language() != QLatin1String("de") || name.isEmpty()) return name;
    // German genitive of a name: an s, or only an apostrophe after a hissing sound ("Alex’", "Hans’", "Fritz’").
    static const QRegularExpression hissing(QStringLiteral("(s|ß|x|z|ce)$"), QRegularExpression::CaseInsensitiveOption);
    return name + (hissing.match(name).hasMatch() ? QStringLiteral("’") : QStringLiteral("s"));
}

QString Texts::icon(Icon i, int count) {
    switch (i) {
    case Icon::Castle: return tr("%n castle(s)", nullptr, count);
    case Icon::Crown: return tr("%n crown(s)", nullptr, count);
    case Icon::Leaf: return tr("%n leaf/leaves", nullptr, count);
    case Icon::Lightbulb: return tr("%n lightbulb(s)", nullptr, count);
    case Icon::Factory: return tr("%n factory/factories", nullptr, count);
    case Icon::Clock: return tr("%n clock(s)", nullptr, count);
    case Icon::Hex: return tr("image");
    case Icon::None: break;
    }
    return {};
}

QString Texts::iconWord(Icon i) {
    switch (i) {
    case Icon::Castle: return tr("castle");
    case Icon::Crown: return tr("crown");
    case Icon::Leaf: return tr("leaf");
    case Icon::Lightbulb: return tr("lightbulb");
    case Icon::Factory: return tr("factory");
    case Icon::Clock: return tr("clock");
    case Icon::Hex: return tr("image");
    case Icon::None: break;
    }
    return {};
}

QString Texts::splay(Splay s) {
    switch (s) {
    case Splay::None: return tr("not splayed");
    case Splay::Left: return tr("left");
    case Splay::Right: return tr("right");
    case Splay::Up: return tr("up");
    }
    return {};
}

QString Texts::special(const QString& n) {
    if (n == "Monument") return tr("Monument");
    if (n == "Empire") return tr("Empire");
    if (n == "World") return tr("World");
    if (n == "Wonder") return tr("Wonder");
    if (n == "Universe") return tr("Universe");
    const QString ofSet = firstWords([&](const SetWords& w) { return w.specialName(n); });  // a set's
    return ofSet.isEmpty() ? n : ofSet;
}

QString Texts::specialCondition(const QString& n) {
    if (n == "Monument") return tr("Tuck six cards or score six cards during a single turn.");
    if (n == "Empire") return tr("Have at least three visible icons of each of the six kinds.");
    if (n == "World") return tr("Have at least twelve visible clocks.");
    if (n == "Wonder") return tr("Have all five colors on your board, each splayed right or up.");
    if (n == "Universe") return tr("Have five top cards, each of value 8 or higher.");
    return firstWords([&](const SetWords& w) { return w.specialCondition(n); });  // a set's
}

QString Texts::botLevel(const QString& l) {
    if (l == "random") return tr("Random");
    if (l == "easy") return tr("Easy");
    if (l == "medium") return tr("Medium");
    if (l == "hard") return tr("Hard");
    if (l == "expert") return tr("Expert");
    return l;
}

QString Texts::cardLink(int id) {
    if (id < 0) return tr("a card");
    const QColor c = palette::cardText(inno::color(static_cast<CardId>(id)));
    return QString("<a href=\"card:%1\" style=\"color:%2;text-decoration:none;font-weight:600\">%3</a>")
        .arg(id)
        .arg(c.name(), esc(cardTitle(id)));
}

QString Texts::hiddenCard(int age) { return tr("a %1").arg(age); }

QString Texts::hiddenCards(int age, int count) {
    if (count == 1) return hiddenCard(age);
    return tr("%1 %2s", "%1: how many, in words (seven); %2: their age: seven 2s", count).arg(countWord(count)).arg(age);
}

QString Texts::countWord(int count) {
    switch (count) {
    case 2: return tr("two");
    case 3: return tr("three");
    case 4: return tr("four");
    case 5: return tr("five");
    case 6: return tr("six");
    case 7: return tr("seven");
    case 8: return tr("eight");
    case 9: return tr("nine");
    case 10: return tr("ten");
    case 11: return tr("eleven");
    case 12: return tr("twelve");
    default: return QString::number(count);
    }
}

QString Texts::playerName(const TableModel& m, int p) {
    if (p < 0 || p >= m.playerCount()) return tr("someone");
    return m.players[p].name;
}

QString effectPlain(const QString& text) {
    static const QRegularExpression marker("\\[(\\w+)\\]");
    QString out = text;
    QRegularExpressionMatch mt;
    qsizetype from = 0;
    while ((mt = marker.match(out, from)).hasMatch()) {
        // The icon's word in the language the card text is shown in.
        const auto icon = parseIcon(mt.captured(1).toLower().toStdString());
        const QString word = icon && !cardTextsInEnglish() ? Texts::iconWord(*icon) : mt.captured(1).toLower();
        out.replace(mt.capturedStart(), mt.capturedLength(), word);
        from = mt.capturedStart() + word.size();
    }
    return out;
}

QString contracted(const QString& s) {
    const QString language = AppSettings::instance().language();
    QString out = s;
    if (language == QLatin1String("de")) {
        // The places are written with their article ("dem Stapel", "der Schachtel") to follow any preposition.
        // Only before a place ("bis zu dem der Stadt" stays as it is).
#define INNO_PLACE "(?=(?:<[^>]+>)*(?:eigenen )?(?:Stapel|Punktestapel|Schachtel|Hand|Auslage|Vorschau)\\b)"
        static const std::pair<QRegularExpression, QString> german[] = {
            {QRegularExpression(QStringLiteral("\\b([Vv])on dem " INNO_PLACE)), QStringLiteral("\\1om ")},
            {QRegularExpression(QStringLiteral("\\b([Zz])u dem " INNO_PLACE)), QStringLiteral("\\1um ")},
            {QRegularExpression(QStringLiteral("\\b([Zz])u der " INNO_PLACE)), QStringLiteral("\\1ur ")},
            {QRegularExpression(QStringLiteral("\\b([Ii])n dem " INNO_PLACE)), QStringLiteral("\\1m ")},
        };
#undef INNO_PLACE
        for (const auto& [from, to] : german) out.replace(from, to);
        return out;
    }
    if (language != QLatin1String("fr")) return s;
    static const QRegularExpression de(QStringLiteral("\\b([Dd])e ((?:<[^>]+>)*)(?=[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü])"));
    return out.replace(de, QStringLiteral("\\1’\\2"));
}

QString nameList(const QStringList& names) {
    if (names.size() < 2) return names.value(0);
    return names.mid(0, names.size() - 1).join(QStringLiteral(", ")) + Texts::tr(" and ") + names.back();
}

namespace html {

QString name(const TableModel& m, int p) { return bold(Texts::playerName(m, p)); }

QString place(const TableModel& m, Zone z, int p, int actor) {
    const QString owner = p >= 0 ? Texts::possessor(Texts::playerName(m, p)) : QString();
    const bool theirs = p >= 0 && p == actor;
    switch (z) {
    case Zone::Deck: return Texts::tr("the deck");
    case Zone::Hand:
        return theirs ? Texts::tr("their hand") : Texts::tr("%1's hand").arg(esc(owner));
    case Zone::Board:
        return theirs ? Texts::tr("their board") : Texts::tr("%1's board").arg(esc(owner));
    case Zone::Score:
        return theirs ? Texts::tr("their score pile") : Texts::tr("%1's score pile").arg(esc(owner));
    case Zone::Achievement: return p >= 0 ? Texts::tr("%1's achievements").arg(esc(owner)) : Texts::tr("the achievements");
    case Zone::Removed: return Texts::tr("the box");
    default: break;
    }
    // A zone a set gives every player, in its words.
    if (const SetWords* words = zoneWords(z)) return words->zonePlace(z, esc(owner), theirs);
    return {};
}

QString destination(const TableModel& m, Zone z, int p) {
    const QString owner = p >= 0 ? esc(Texts::possessor(Texts::playerName(m, p))) : QString();
    switch (z) {
    case Zone::Deck: return Texts::tr("to the deck");
    case Zone::Hand: return Texts::tr("into %1's hand").arg(owner);
    case Zone::Board: return Texts::tr("to %1's board").arg(owner);
    case Zone::Score: return Texts::tr("to %1's score pile").arg(owner);
    case Zone::Achievement: return p >= 0 ? Texts::tr("to %1's achievements").arg(owner) : Texts::tr("to the achievements");
    case Zone::Removed: return Texts::tr("into the box");
    default: break;
    }
    // A zone a set gives every player, in its words; a set that has none for it: "to" and its place.
    if (const SetWords* words = zoneWords(z)) {
        if (QString to = words->zoneDestination(z, owner); !to.isEmpty()) return to;
        if (QString at = words->zonePlace(z, owner, false); !at.isEmpty()) return Texts::tr("to %1", "a place of a card set").arg(at);
    }
    return {};
}

}  // namespace html

}  // namespace inno::client
