// The main window's menus and windows as a player meets them: replacing a game in progress, the Game menu after
// the end, where the rules window opens, the review window's title.
#include "replay/game_history.h"
#include "replay/replays_dialog.h"
#include "screens/main_window.h"
#include "screens/new_game_dialog.h"
#include "screens/start_screen.h"
#include "screens/turn_alert.h"
#include "screens/bot_record.h"
#include "settings.h"
#include "net/host/table_host.h"

#include "bots/random_answer.h"
#include "core/game.h"
#include "json/json_io.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

#include <random>

using namespace inno;
using namespace inno::client;
using net::SeatSpec;

namespace {

// A two-player game of random answers stopped after `answers` answers.
QString unfinishedSave(std::uint64_t seed, int answers) {
    Game g = Game::start({{"Ada", "Babbage"}, {}, seed});
    std::mt19937_64 rng(seed);
    for (int i = 0; !g.over() && i < answers; ++i) g.answer(randomAnswer(*g.prompt(), rng));
    return QString::fromStdString(json::saveGame(g));
}

void writeAutosave(const QString& text) {
    QDir().mkpath(QFileInfo(MainWindow::autosavePath()).absolutePath());
    QFile f(MainWindow::autosavePath());
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
}

// Answers the next question with `button` as soon as it shows, keeping its text in `text`; then (after Yes, or
// when no question comes) closes the New game dialog that opens.
void answerNextQuestion(QMessageBox::StandardButton button, QString* text) {
    auto* poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, text] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal); box && text->isEmpty()) {
            *text = box->text();
            box->button(button)->click();
            if (button != QMessageBox::Yes) poll->deleteLater();
        } else if (auto* d = qobject_cast<NewGameDialog*>(modal)) {
            d->reject();
            poll->deleteLater();
        }
    });
    poll->start();
}

// A Game menu entry by the words it shows.
QAction* menuEntry(const MainWindow& w, const QString& text) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

QList<HistoryEntry> unfinishedEntries() {
    QList<HistoryEntry> out;
    for (const HistoryEntry& e : GameHistory::entries())
        if (!e.finished) out << e;
    return out;
}

// Alex (a person) against Ada (a random bot), the deal of seed 15: the alert tests' game.
bool startAlexAgainstARandomBot(MainWindow& w) {
    return w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}},
                       Options{2, false, false}, 15)
        .isEmpty();
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        AppSettings::useTemporaryStore();
        QStandardPaths::setTestModeEnabled(true);
    }

    void cleanup() {
        QFile::remove(MainWindow::autosavePath());
        GameHistory::setFolder({});
        AppSettings::instance().setConfirmLeave(false);
        AppSettings::instance().setFlashOnTurn(true);
    }

    // Issue 47: after a restart the game in progress waits behind Continue; New game from the start screen asks
    // before replacing it, and it is kept in the history whatever the answer.
    void newGameFromTheStartScreenAsksAndKeepsTheGameBehindContinue_data() {
        QTest::addColumn<int>("answer");
        QTest::addRow("yes") << int(QMessageBox::Yes);
        QTest::addRow("no") << int(QMessageBox::No);
    }
    void newGameFromTheStartScreenAsksAndKeepsTheGameBehindContinue() {
        QFETCH(int, answer);
        QTemporaryDir history;
        GameHistory::setFolder(history.path());
        AppSettings::instance().setConfirmLeave(true);
        writeAutosave(unfinishedSave(7, 55));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* start = w.startScreen();
        QVERIFY(start->isVisible());
        QVERIFY(start->findChild<QPushButton*>("continueButton")->isEnabled());
        QString question;
        answerNextQuestion(static_cast<QMessageBox::StandardButton>(answer), &question);
        QTest::mouseClick(start->findChild<QPushButton*>("newGameButton"), Qt::LeftButton);
        QTRY_VERIFY(!question.isEmpty());
        QVERIFY2(question.contains("in progress"), qPrintable(question));
        QTRY_COMPARE(unfinishedEntries().size(), 1);
        QCOMPARE(unfinishedEntries().front().decisions, 55);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        // The game behind Continue is still there: nothing was started in its place.
        QVERIFY(start->findChild<QPushButton*>("continueButton")->isEnabled());
        // The Replays list shows it, as unfinished.
        ReplaysDialog* replays = w.showReplays();
        QCOMPARE(replays->list()->topLevelItemCount(), 1);
        QCOMPARE(replays->list()->topLevelItem(0)->text(2), QString("(unfinished)"));
        replays->close();
    }

    // A game at the table, the player gone back to the start screen: asked, and kept.
    void newGameFromTheStartScreenKeepsTheGameAtTheTable() {
        QTemporaryDir history;
        GameHistory::setFolder(history.path());
        AppSettings::instance().setConfirmLeave(true);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}},
                            Options{2, false, false}, 12)
                    .isEmpty());
        w.showStart();
        QString question;
        answerNextQuestion(QMessageBox::Yes, &question);
        QTest::mouseClick(w.startScreen()->findChild<QPushButton*>("newGameButton"), Qt::LeftButton);
        QTRY_VERIFY(!question.isEmpty());
        QTRY_COMPARE(unfinishedEntries().size(), 1);
        QTRY_VERIFY(!QApplication::activeModalWidget());
    }

    // Without the question (unticked in Settings) the game is replaced at once, but still kept.
    void withoutTheQuestionTheGameIsStillKept() {
        QTemporaryDir history;
        GameHistory::setFolder(history.path());
        MainWindow w;
        QVERIFY(w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}},
                            Options{2, false, false}, 13)
                    .isEmpty());
        w.showStart();
        QString question;
        answerNextQuestion(QMessageBox::Yes, &question);  // only the New game dialog opens
        QTest::mouseClick(w.startScreen()->findChild<QPushButton*>("newGameButton"), Qt::LeftButton);
        QTRY_COMPARE(unfinishedEntries().size(), 1);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QVERIFY(question.isEmpty());
    }

    // Issue 47: after the end Undo, Concede and the hint are greyed out (they were drawn as enabled and did nothing).
    void theGameMenuGreysOutWhatCannotActAfterTheEnd() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        QVERIFY(w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}},
                            Options{2, false, false}, 14)
                    .isEmpty());
        QAction* undo = menuEntry(w, "&Undo my last decision");
        QAction* concede = menuEntry(w, "&Concede…");
        QVERIFY(undo && concede);
        QTRY_VERIFY(w.controller()->prompt().has_value());
        QTRY_VERIFY(concede->isEnabled());
        QVERIFY(w.hintAction()->isEnabled());
        QVERIFY(w.controller()->concede());
        QTRY_VERIFY(w.controller()->isOver());
        QTRY_VERIFY(!concede->isEnabled());
        QVERIFY(!w.hintAction()->isEnabled());
        QVERIFY(!undo->isEnabled());
    }

    // Issue 47: a decision that arrives while the window is in the background (never shown here, so never active)
    // flashes the taskbar once, however often the same prompt is announced again.
    void aDecisionInTheBackgroundAlertsOnce() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        QVERIFY(startAlexAgainstARandomBot(w));
        QTRY_VERIFY(w.controller()->prompt().has_value());
        QTRY_COMPARE(w.turnAlert()->alertCount(), 1);
        emit w.controller()->promptChanged();
        QCOMPARE(w.turnAlert()->alertCount(), 1);
    }

    // Bots playing among themselves, watched (demo): their decisions never alert.
    void theBotsDecisionsDoNotAlert() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.setObserverSeat(0);
        QVERIFY(w.startGame({SeatSpec{"Ada", false, BotLevel::Random}, SeatSpec{"Babbage", false, BotLevel::Random}},
                            Options{2, false, false}, 16)
                    .isEmpty());
        QTRY_VERIFY(w.controller()->answersSoFar() >= 4);
        QCOMPARE(w.turnAlert()->alertCount(), 0);
    }

    // With the flash and the beep unticked in Settings, nothing alerts.
    void noAlertWhenTheSettingIsOff() {
        AppSettings::instance().setFlashOnTurn(false);
        MainWindow w;
        w.setAutosaveEnabled(false);
        QVERIFY(startAlexAgainstARandomBot(w));
        QTRY_VERIFY(w.controller()->prompt().has_value());
        QCOMPARE(w.turnAlert()->alertCount(), 0);
    }

    // Issue 47: games against the bots count per level of the strongest bot at the table; a concession is a loss.
    // The buttons of a column are one width in every language: in French "Héberger une partie en réseau local" and
    // "Ouvrir une partie enregistrée…" stood out of the left column's edge, each as wide as its words.
    void theStartScreenButtonsOfAColumnAreOneWidth() {
        QTranslator translator;
        QVERIFY(translator.load(":/translations/innovation_fr"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        StartScreen start;
        start.resize(1280, 680);
        start.show();
        QVERIFY(QTest::qWaitForWindowExposed(&start));
        const QStringList left{"newGameButton", "continueButton", "loadButton", "replaysButton", "hostButton", "joinButton"};
        const QStringList right{"learnButton", "catalogueButton", "rulesButton", "settingsButton", "quitButton"};
        for (const QStringList& column : {left, right}) {
            auto* first = start.findChild<QPushButton*>(column.first());
            QVERIFY(first);
            for (const QString& name : column) {
                auto* b = start.findChild<QPushButton*>(name);
                QVERIFY(b);
                QVERIFY2(b->width() == first->width() && b->x() == first->x(),
                         qPrintable(QString("%1 is %2 px wide at %3, %4 %5 px at %6").arg(b->text()).arg(b->width()).arg(b->x()).arg(first->text()).arg(first->width()).arg(first->x())));
                QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text() + " is cut"));
            }
        }
    }

    void theStartScreenShowsTheRecordAgainstTheBots() {
        AppSettings::useTemporaryStore();  // a fresh record: the games of the tests above counted too
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.showStart();
        QVERIFY(w.startScreen()->recordText().isEmpty());
        QVERIFY(w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Easy},
                             SeatSpec{"Babbage", false, BotLevel::Medium}},
                            Options{3, false, false}, 17)
                    .isEmpty());
        QTRY_VERIFY(w.controller()->canConcede());
        QVERIFY(w.controller()->concede());
        QTRY_VERIFY(w.controller()->isOver());
        // A second game, won: the table's result names the person among the winners.
        GameResult won;
        won.winners << "Alex";
        BotRecord::recordGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Easy}}, won);
        // Hot-seat games do not count.
        BotRecord::recordGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", true, BotLevel::Random}}, won);
        w.showStart();
        QCOMPARE(w.startScreen()->recordText(), QString("Your record: Easy 1–0 · Medium 0–1"));
    }

    // Issue 47: the rules window opens over the main window, not in the screen's top-left corner.
    void theRulesWindowOpensOverTheMainWindow() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.setGeometry(500, 300, 1100, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showRules();
        QWidget* rules = w.rulesWindow();
        QVERIFY(rules);
        QVERIFY(QTest::qWaitForWindowExposed(rules));
        const QPoint off = rules->frameGeometry().center() - w.frameGeometry().center();
        QVERIFY2(off.manhattanLength() < 40, qPrintable(QString("the rules window's centre is %1, %2 px from the main window's")
                                                            .arg(off.x()).arg(off.y())));
        rules->close();
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
