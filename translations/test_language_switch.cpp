// Switching the language in the settings dialog, and what the built-in translations then show: the start
// screen's buttons, a plural, a log line, a card text and the rules reference in German and French.
#include "paint/paint_util.h"
#include "table/table_items.h"
#include "text/card_texts.h"
#include "screens/main_window.h"
#include "settings.h"
#include "screens/settings_dialog.h"
#include "screens/start_screen.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTest>
#include <QTranslator>

using namespace inno::client;

namespace {
QStringList buttonTexts(QWidget& w) {
    QStringList out;
    for (QAbstractButton* b : w.findChildren<QAbstractButton*>()) out << b->text();
    return out;
}
}  // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void settingsDialogSetsTheLanguage_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << "de";
        QTest::newRow("fr") << "fr";
        QTest::newRow("en") << "en";
    }
    void settingsDialogSetsTheLanguage() {
        QFETCH(QString, code);
        SettingsDialog d;
        QComboBox* language = nullptr;
        for (QComboBox* c : d.findChildren<QComboBox*>())
            if (c->findData("de") >= 0) language = c;
        QVERIFY(language);
        QCOMPARE(language->count(), 3);
        language->setCurrentIndex(language->findData(code));
        auto* box = d.findChild<QDialogButtonBox*>();
        QVERIFY(box);
        box->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(AppSettings::instance().language(), code);
    }

    void settingsDialogSetsEnglishCardTexts() {
        for (bool english : {true, false}) {
            SettingsDialog d;
            auto* cardTexts = d.findChild<QComboBox*>("cardTexts");
            QVERIFY(cardTexts);
            QCOMPARE(cardTexts->count(), 2);
            cardTexts->setCurrentIndex(cardTexts->findData(english));
            d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
            QCOMPARE(AppSettings::instance().englishCardTexts(), english);
        }
    }

    void translationsShowUp_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("newGame");
        QTest::addColumn<QString>("settings");
        QTest::addColumn<QString>("threeCards");
        QTest::addColumn<QString>("oneCard");
        QTest::addColumn<QString>("rulesTitle");
        QTest::addColumn<QString>("writing");  // the effect of the card Writing
        QTest::newRow("de") << "de" << "Neues Spiel" << "Einstellungen" << "3 Karten" << "1 Karte" << "So spielt man Innovation"
                            << "Ziehe eine 2.";
        QTest::newRow("fr") << "fr" << "Nouvelle partie" << "Paramètres" << "3 cartes" << "1 carte" << "Comment jouer à Innovation"
                            << "Piochez un 2.";
    }
    void translationsShowUp() {
        QFETCH(QString, code);
        QFETCH(QString, newGame);
        QFETCH(QString, settings);
        QFETCH(QString, threeCards);
        QFETCH(QString, oneCard);
        QFETCH(QString, rulesTitle);
        QFETCH(QString, writing);
        const inno::CardDef& writingCard = inno::card(*inno::findCard("Writing"));
        QTranslator t;
        QVERIFY2(t.load(":/translations/innovation_" + code), "the .qm file is not built into the client");
        QVERIFY(QApplication::installTranslator(&t));
        StartScreen start;
        const QStringList buttons = buttonTexts(start);
        QVERIFY2(buttons.contains(newGame), qPrintable(buttons.join(" | ")));
        QVERIFY2(buttons.contains(settings), qPrintable(buttons.join(" | ")));
        QCOMPARE(QCoreApplication::translate("Texts", "%n card(s)", nullptr, 3), threeCards);
        QCOMPARE(QCoreApplication::translate("Texts", "%n card(s)", nullptr, 1), oneCard);
        QVERIFY(QCoreApplication::translate("Texts", "%1 draws %2.") != "%1 draws %2.");
        QVERIFY(QCoreApplication::translate("TableLayout", "Decks") != "Decks");
        QCOMPARE(effectText(writingCard, 0), writing);
        QFile rules(":/rules/rules_" + code + ".html");
        QVERIFY(rules.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(rules.readAll()).contains(rulesTitle));
        // A narrow plate says the actions left in fewer letters rather than cutting the words ("noch 2 Aktion").
        const QFont plateFont = paint::uiFont(11, QFont::DemiBold);
        const QString whole = actionsLeftFitting(2, plateFont, 1000);
        const qreal narrow = QFontMetricsF(plateFont).horizontalAdvance(whole) - 1;
        const QString fitted = actionsLeftFitting(2, plateFont, narrow);
        QVERIFY2(fitted != whole && fitted.contains("2") && !fitted.contains(QChar(0x2026)), qPrintable(fitted));
        QVERIFY(QFontMetricsF(plateFont).horizontalAdvance(fitted) <= narrow);
        QApplication::removeTranslator(&t);
        StartScreen english;
        QVERIFY(buttonTexts(english).contains("New game"));
        QCOMPARE(effectText(writingCard, 0), QString("Draw a 2."));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "test_language_switch.moc"
