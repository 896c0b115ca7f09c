// The cards' effect texts, echo effects and rulings of every card set: marked for lupdate exactly as the engine has them, translated
// into German and French with the same icons and numbers, shown in English when the player asks for it; French
// spacing.
#include "sets/client_set.h"
#include "text/card_texts.h"
#include "settings.h"

#include "core/card.h"
#include "core/card_set.h"
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

using namespace inno;
using namespace inno::client;

namespace {
QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QStringList sorted(QStringList l) {
    l.sort();
    return l;
}

// Whether the texts marked for lupdate are the engine's. The marked ones are those of every set the project has, so
// a build that leaves an expansion out only finds each of its own texts among them.
bool markedAsTheEngineHasThem(const QStringList& engine, const QStringList& marked) {
    if (INNOVATION_WITH_CITIES && INNOVATION_WITH_ECHOES) return sorted(engine) == sorted(marked);
    return std::all_of(engine.begin(), engine.end(), [&](const QString& text) { return marked.contains(text); });
}

// What a translation must keep: the icon markers ([Castle]) and the numbers, in any order.
QStringList kept(const QString& text) {
    static const QRegularExpression re("\\[\\w+\\]|\\d+");
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured();
    return sorted(out);
}
// A set offered to no game yet (CardSetDef::missingEffects) has no texts to translate yet: the sources leave it out.
bool unfinishedSet(const CardDef& c) { return cardSet(c.set).missingEffects > 0; }
}  // namespace

class TestCardTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void sourcesMatchTheEngine() {
        QStringList effects, rulings, echoEffects, markedEffects, markedRulings, markedEchoEffects;
        for (const CardDef& c : everyCard()) {
            if (unfinishedSet(c)) continue;
            for (const Effect& e : c.effects) effects << q(e.text);
            for (std::string_view r : c.rulings) rulings << q(r);
            // A relic printed in another set (Safety Pin) prints that set's card's effect, marked with that card.
            if (printedSet(static_cast<int>(c.id)) != c.set) continue;
            if (const QString echo = printedEffectText(c); !echo.isEmpty()) echoEffects << echo;
        }
        for (const char* s : effectTextSources()) markedEffects << QString::fromUtf8(s);
        for (const char* s : rulingSources()) markedRulings << QString::fromUtf8(s);
        for (const char* s : printedEffectSources()) markedEchoEffects << QString::fromUtf8(s);
        QStringList choices, markedChoices;
        for (const CardDef& c : everyCard()) {
            if (unfinishedSet(c)) continue;
            for (const Effect& e : c.effects)
                for (std::string_view way : e.choices) choices << q(way);
#if INNOVATION_WITH_ECHOES
            if (echoes::isEchoesCard(c.id))
                for (std::string_view way : echoes::echoesOf(c.id).echo.choices) choices << q(way);
#endif
        }
        for (const char* s : choiceSources()) markedChoices << QString::fromUtf8(s);
        QVERIFY2(markedAsTheEngineHasThem(choices, markedChoices),
                 "app/client/text/card_text_sources.cpp is out of date with the engine: build update_translations");
        QVERIFY(!choices.isEmpty());
        QVERIFY2(markedAsTheEngineHasThem(effects, markedEffects),
                 "app/client/text/card_text_sources.cpp is out of date with the engine: build update_translations");
        QVERIFY2(markedAsTheEngineHasThem(rulings, markedRulings),
                 "app/client/text/card_text_sources.cpp is out of date with the engine: build update_translations");
        QVERIFY2(markedAsTheEngineHasThem(echoEffects, markedEchoEffects),
                 "app/client/text/card_text_sources.cpp is out of date with the engine: build update_translations");
#if INNOVATION_WITH_ECHOES
        QCOMPARE(echoEffects.size(), 57);  // the Echoes cards that print an echo effect
#endif
    }

    void everyTextIsTranslated_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << "de";
        QTest::newRow("fr") << "fr";
    }
    void everyTextIsTranslated() {
        QFETCH(QString, code);
        QTranslator t;
        QVERIFY2(t.load(":/translations/innovation_" + code), "the .qm file is not built into the client");
        QVERIFY(QCoreApplication::installTranslator(&t));
        int effects = 0, echoEffects = 0, rulings = 0, choices = 0;
        QStringList problems;
        auto check = [&](const CardDef& c, const QString& english, const QString& shown) {
            const QString where = q(c.title) + ": " + english;
            if (shown == english || shown.trimmed().isEmpty()) problems << "untranslated: " + where;
            else if (kept(shown) != kept(english))
                problems << "icons or numbers differ (" + kept(shown).join(' ') + " / " + kept(english).join(' ') +
                                "): " + where + " -> " + shown;
        };
        for (const CardDef& c : everyCard()) {
            if (unfinishedSet(c)) continue;
            for (int i = 0; i < static_cast<int>(c.effects.size()); ++i, ++effects)
                check(c, q(c.effects[i].text), effectText(c, i));
            for (int i = 0; i < static_cast<int>(c.rulings.size()); ++i, ++rulings)
                check(c, q(c.rulings[i]), ruling(c, i));
            for (int i = 0; i < static_cast<int>(c.effects.size()); ++i)
                for (int way = 1; way <= static_cast<int>(c.effects[i].choices.size()); ++way, ++choices)
                    check(c, q(c.effects[i].choices[way - 1]), choiceText(c, i, 0, way));
        }
#if INNOVATION_WITH_ECHOES
        for (const CardDef& c : cardsOf(echoes::set())) {
            const echoes::EchoEffect& echo = echoes::echoesOf(c.id).echo;
            if (!echo.printed()) continue;
            check(c, q(echo.text), printedEffectText(c));
            ++echoEffects;
            for (int way = 1; way <= static_cast<int>(echo.choices.size()); ++way, ++choices)
                check(c, q(echo.choices[way - 1]), choiceText(c, 0, echoes::kEchoTag, way));
        }
        QCOMPARE(echoEffects, 57);
#endif
        QCoreApplication::removeTranslator(&t);
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + " problems:\n" + problems.join('\n')));
        QVERIFY(effects >= 105);
        QVERIFY(rulings > 0);
        QVERIFY(choices >= 2);
    }

    void englishWhenThePlayerPrefersIt() {
        QTranslator t;
        QVERIFY(t.load(":/translations/innovation_de"));
        QVERIFY(QCoreApplication::installTranslator(&t));
        const CardDef& writing = card(*findCard("Writing"));
        AppSettings::instance().setEnglishCardTexts(true);
        QCOMPARE(effectText(writing, 0), QString("Draw a 2."));
        QCOMPARE(ruling(writing, 0), q(writing.rulings[0]));
        AppSettings::instance().setEnglishCardTexts(false);
        QCOMPARE(effectText(writing, 0), QString("Ziehe eine 2."));
        QVERIFY(ruling(writing, 0) != q(writing.rulings[0]));
        QCoreApplication::removeTranslator(&t);
        QCOMPARE(effectText(writing, 0), QString("Draw a 2."));
        QCOMPARE(effectText(writing, 5), QString());
        QCOMPARE(ruling(writing, -1), QString());
        QCOMPARE(printedEffectText(writing), QString());  // a base card prints no echo effect
    }

#if INNOVATION_WITH_ECHOES
    void echoEffectInEnglishWhenThePlayerPrefersIt() {
        QTranslator t;
        QVERIFY(t.load(":/translations/innovation_fr"));
        QVERIFY(QCoreApplication::installTranslator(&t));
        const CardDef& bangle = card(*findCard("Bangle"));
        const QString english = q(echoes::echoesOf(bangle.id).echo.text);
        AppSettings::instance().setEnglishCardTexts(true);
        QCOMPARE(printedEffectText(bangle), english);
        AppSettings::instance().setEnglishCardTexts(false);
        const QString french = printedEffectText(bangle);
        QVERIFY2(french != english && french.contains("rouge"), qPrintable(french));
        QCOMPARE(printedEffectText(card(*findCard("Dice"))), QString());  // an Echoes card without an echo effect
        QCoreApplication::removeTranslator(&t);
        QCOMPARE(printedEffectText(bangle), english);
    }
#endif

    // French puts one no-break space (U+00A0) before : ; ! ? » and after «; never a plain or a narrow one, and
    // never none (in the .ts file and in the rules reference).
    void frenchSpacingIsConsistent() {
        QFile f(TS_DIR "/innovation_fr.ts");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        static const QRegularExpression wrong("[ \\x{202f}][:;!?»]|«[ \\x{202f}]|«\\S|[\\w)][;!?:](\\s|$|»)|\\S»",
                                              QRegularExpression::UseUnicodePropertiesOption);
        QStringList problems;
        int checked = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() != u"translation" && xml.name() != u"numerusform") continue;
            static const QRegularExpression entity("&#?\\w+;");  // "&lt;" in rich text is no punctuation
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).remove(entity);
            ++checked;
            if (wrong.match(text).hasMatch()) problems << "innovation_fr.ts: " + text;
        }
        QVERIFY(!xml.hasError());
        QVERIFY(checked > 500);
        // The French rules reference follows the same rule (its text, without the tags).
        QFile rules(":/rules/rules_fr.html");
        QVERIFY(rules.open(QIODevice::ReadOnly));
        static const QRegularExpression tag("<[^>]*>");
        const QString text = QString::fromUtf8(rules.readAll()).remove(tag).replace("&nbsp;", QString(QChar(0xa0)));
        for (auto it = wrong.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            problems << "rules_fr.html: …" + text.mid(m.capturedStart() - 30, 40) + "…";
        }
        // The update_translations target puts the spaces into the .ts file; rules_fr.html is written with them.
        QVERIFY2(problems.isEmpty(), qPrintable("French spacing (build update_translations for the .ts file):\n" +
                                                problems.join('\n')));
    }
};

QTEST_MAIN(TestCardTexts)
#include "test_card_texts.moc"
