// Replays in the client: finished games kept in the history, the Replays list, the viewer's steps and keys, whose
// view is shown (and "All cards" only for finished games), and clear errors for files that cannot be replayed.
#include "text/words.h"
#include "model/game_controller.h"
#include "replay/game_history.h"
#include "widgets/log_panel.h"
#include "screens/main_window.h"
#include "replay/replay_window.h"
#include "table/table_scene.h"
#include "table/table_items.h"
#include "table/painted_texts.h"
#include "replay/replays_dialog.h"
#include "settings.h"
#include "net/host/table_host.h"

#include "bots/random_answer.h"
#include "core/game.h"
#include "json/json_io.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSplitter>

#include <random>

using namespace inno;
using namespace inno::client;
using net::SeatSpec;

namespace {
int hiddenCards(const PlayerModel& p) {
    return static_cast<int>(std::count_if(p.hand.begin(), p.hand.end(), [](const CardRef& r) { return r.id < 0; }));
}

// A game of random answers, saved: finished, or stopped after `answers` answers.
QString randomSave(std::uint64_t seed, int answers = -1) {
    Game g = Game::start({{"Ada", "Babbage"}, {}, seed});
    std::mt19937_64 rng(seed);
    for (int i = 0; !g.over() && (answers < 0 || i < answers); ++i) g.answer(randomAnswer(*g.prompt(), rng));
    return QString::fromStdString(json::saveGame(g));
}

// Closes the next message box as soon as it shows, keeping its text in `text`.
void closeNextMessageBox(QString* text) {
    auto* poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, text] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->close();
            poll->deleteLater();
        }
    });
    poll->start();
}
}  // namespace

class TestReplays : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        AppSettings::useTemporaryStore();
        QStandardPaths::setTestModeEnabled(true);
        QDir(GameHistory::folder()).removeRecursively();
    }

    void aFinishedGameGoesIntoTheHistory() {
        MainWindow w;
        QVERIFY(w.startGame({SeatSpec{"Ada", false, BotLevel::Random}, SeatSpec{"Babbage", false, BotLevel::Easy}},
                            Options{2, false, false}, 31)
                    .isEmpty());
        w.host()->setBotDelayMs(0);
        QTRY_VERIFY_WITH_TIMEOUT(w.host()->game()->over(), 120000);
        QTRY_COMPARE(GameHistory::entries().size(), 1);
        const HistoryEntry e = GameHistory::entries().front();
        QVERIFY(e.finished);
        QVERIFY(e.seats.contains("Ada") && e.seats.contains("Babbage"));
        QVERIFY(e.seats.contains(Texts::botLevel("easy")));
        QCOMPARE(e.turns, w.host()->game()->state().turnNumber);
        QCOMPARE(e.decisions, static_cast<int>(w.host()->game()->answers().size()));
        QVERIFY(!e.winners.isEmpty());
        // Named so a player recognises it: date, seats, winner.
        const QString file = QFileInfo(e.path).fileName();
        QVERIFY2(file.contains("Ada-Babbage") && file.contains("_won-" + e.winners.split(", ").front()), qPrintable(file));
        QVERIFY(!QFile::exists(MainWindow::autosavePath()));
        // The Replays list shows it.
        ReplaysDialog* d = w.showReplays();
        QCOMPARE(d->list()->topLevelItemCount(), 1);
        QCOMPARE(d->list()->topLevelItem(0)->text(2), e.winners);
        QCOMPARE(d->list()->topLevelItem(0)->text(3), QString::number(e.turns));
        d->close();
    }

    // A game saved from the menu has no summary: the replay window's title does not call it unfinished, since it
    // may have been played to its end ("Revoir : Ada, Babbage · … · inachevée" over a log ending "Victoire : Babbage").
    void aSavedFileIsNotCalledUnfinished() {
        QTemporaryDir dir;
        const QString path = dir.filePath("saved.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(randomSave(5).toUtf8());
        f.close();
        const QString title = GameHistory::title(path);
        QVERIFY2(!title.contains("unfinished"), qPrintable(title));
        QVERIFY2(title.contains("Ada"), qPrintable(title));
    }

    // Before any finished game the list says so, and Replay and Review wait for a game to choose.
    void anEmptyListSaysWhy() {
        QTemporaryDir dir;
        GameHistory::setFolder(dir.path());
        const auto restore = qScopeGuard([] { GameHistory::setFolder({}); });
        ReplaysDialog empty;
        empty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&empty));
        QCOMPARE(empty.list()->topLevelItemCount(), 0);
        QVERIFY(empty.findChild<QLabel*>("noReplays")->isVisible());
        QVERIFY(!empty.findChild<QPushButton*>("replayButton")->isEnabled());
        QVERIFY(!empty.findChild<QPushButton*>("reviewButton")->isEnabled());
        QVERIFY(empty.findChild<QPushButton*>("replayFileButton")->isEnabled());
        const QString save = randomSave(2);
        auto loaded = json::loadGame(save.toStdString());
        QVERIFY(loaded.game);
        GameHistory::keep(save, *loaded.game);
        empty.reload();
        QCOMPARE(empty.list()->topLevelItemCount(), 1);
        QVERIFY(!empty.findChild<QLabel*>("noReplays")->isVisible());
        QVERIFY(empty.findChild<QPushButton*>("replayButton")->isEnabled());
        QVERIFY(empty.findChild<QPushButton*>("reviewButton")->isEnabled());
    }

    void theHistoryKeepsTheLastFifty() {
        QTemporaryDir dir;
        GameHistory::setFolder(dir.path());
        const auto restore = qScopeGuard([] { GameHistory::setFolder({}); });
        const QString save = randomSave(3);
        auto loaded = json::loadGame(save.toStdString());
        QVERIFY(loaded.game);
        QStringList written;
        for (int i = 0; i < GameHistory::kLimit + 3; ++i) written << GameHistory::keep(save, *loaded.game);
        QCOMPARE(QDir(dir.path()).entryList({"*.json"}, QDir::Files).size(), GameHistory::kLimit);
        QVERIFY(!QFile::exists(written.front()));  // the oldest went first
        QVERIFY(QFile::exists(written.back()));
        QCOMPARE(GameHistory::entries().size(), GameHistory::kLimit);
    }

    void theViewerStepsForwardAndBack() {
        const QList<HistoryEntry> entries = GameHistory::entries();
        QVERIFY(!entries.isEmpty());
        MainWindow w;
        w.setAutosaveEnabled(false);
        ReplayWindow* r = w.openReplay(entries.front().path);
        QVERIFY(r);
        QVERIFY(QTest::qWaitForWindowExposed(r));
        QVERIFY(r->positions() > 20);
        QCOMPARE(r->position(), std::size_t{0});
        const TableModel start = r->model();
        QTest::keyClick(r, Qt::Key_Right);
        QCOMPARE(r->position(), std::size_t{1});
        QTest::keyClick(r, Qt::Key_Right);
        QCOMPARE(r->position(), std::size_t{2});
        const TableModel two = r->model();
        QTest::keyClick(r, Qt::Key_Left);
        QTest::keyClick(r, Qt::Key_Left);
        QCOMPARE(r->position(), std::size_t{0});
        QVERIFY(r->model() == start);
        r->setPosition(2);
        QVERIFY(r->model() == two);
        // The whole game, and turn by turn.
        QTest::keyClick(r, Qt::Key_End);
        QCOMPARE(r->position(), r->positions() - 1);
        QVERIFY(r->model().gameOver);
        QTest::keyClick(r, Qt::Key_Home);
        QCOMPARE(r->position(), std::size_t{0});
        QTest::keyClick(r, Qt::Key_PageDown);
        const std::size_t turn1 = r->position();
        QVERIFY(turn1 > 0);
        QCOMPARE(r->model().turnNumber, r->replay()->step(turn1).turn);
        QTest::keyClick(r, Qt::Key_PageDown);
        QVERIFY(r->position() > turn1);
        QVERIFY(r->model().turnNumber > r->replay()->step(turn1).turn);
        QTest::keyClick(r, Qt::Key_PageUp);
        QCOMPARE(r->position(), turn1);
        // Buttons do the same as keys.
        r->findChild<QToolButton*>("replayForward")->click();
        QCOMPARE(r->position(), turn1 + 1);
        // A turn entry and a log line jump to their point of the game.
        QVERIFY(r->turns()->count() > 3);
        QListWidgetItem* third = r->turns()->item(3);
        emit r->turns()->itemDoubleClicked(third);
        QCOMPARE(r->position(), static_cast<std::size_t>(third->data(Qt::UserRole).toULongLong()));
        const int lastLine = r->log()->document()->blockCount() - 1;
        const std::size_t target = r->positionOfLine(lastLine);
        const QRect lineRect = r->log()->cursorRect(QTextCursor(r->log()->document()->findBlockByNumber(lastLine)));
        QTest::mouseDClick(r->log()->viewport(), Qt::LeftButton, {}, lineRect.center());
        QCOMPARE(r->position(), target);
    }

    void theSeatSelectorShowsWhatEachSeatSaw() {
        QTemporaryDir dir;
        const QString path = dir.filePath("finished.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(randomSave(8).toUtf8());
        f.close();
        MainWindow w;
        w.setAutosaveEnabled(false);
        ReplayWindow* r = w.openReplay(path);
        QVERIFY(r);
        r->setPosition(0);  // the deal: two cards each, none seen by the other
        QCOMPARE(r->viewer(), 0);
        QCOMPARE(r->model().players[0].hand.size(), 2);
        QCOMPARE(hiddenCards(r->model().players[0]), 0);
        QCOMPARE(hiddenCards(r->model().players[1]), 2);
        QVERIFY(r->setViewer(1));
        QCOMPARE(hiddenCards(r->model().players[0]), 2);
        QCOMPARE(hiddenCards(r->model().players[1]), 0);
        // The seat on view is not "you": its hand is labelled like anyone's.
        const auto& labels = r->scene()->layout().labels;
        QVERIFY(labels.count(LabelKey::hand(1)));
        QVERIFY2(!labels.at(LabelKey::hand(1)).text.startsWith("Your"), qPrintable(labels.at(LabelKey::hand(1)).text));
        QVERIFY2(labels.at(LabelKey::hand(1)).text.contains('2'), qPrintable(labels.at(LabelKey::hand(1)).text));
        // The opening meld chosen at position 1: its card named for the seat that chose it, an age for the other.
        r->setPosition(1);
        const int chooser = r->replay()->step(1).answeredBy;
        auto* what = r->findChild<QLabel*>("replayWhat");
        QVERIFY(r->setViewer(chooser));
        QVERIFY2(!what->text().contains(Texts::hiddenCard(1)), qPrintable(what->text()));
        QVERIFY(r->setViewer(1 - chooser));
        QVERIFY2(what->text().contains(Texts::hiddenCard(1)), qPrintable(what->text()));
        // The selector offers each seat and, the game being over, every card.
        QComboBox* seats = r->seatSelector();
        QCOMPARE(seats->count(), 3);
        QVERIFY(r->allCardsOffered());
        QVERIFY(r->setViewer(ReplayWindow::kAllCards));
        QCOMPARE(seats->currentData().toInt(), int(ReplayWindow::kAllCards));
        QCOMPARE(hiddenCards(r->model().players[0]), 0);
        QCOMPARE(hiddenCards(r->model().players[1]), 0);
        // Later in the game too, hands in the open match the truth.
        r->setPosition(r->positions() / 2);
        const Game truth = r->replay()->gameAt(r->positions() / 2);
        for (int p = 0; p < 2; ++p) QCOMPARE(r->model().players[p].hand.size(), static_cast<qsizetype>(truth.state().player(p).hand().size()));
        QCOMPARE(hiddenCards(r->model().players[1]), 0);
    }

    // Issue 47: a five-seat replay's "All cards" in a 1280x720 window drew the boards' top cards 36 px wide, their
    // titles shortened to a letter, while the log kept a quarter of the width. There the table takes the log's
    // width: every top card's title reads whole; choosing a seat gives the log its width back.
    void allCardsAtFiveSeatsGivesTheTableTheLogsWidth() {
        Game g = Game::start(GameSetup{{"Ada", "Babbage", "Curie", "Dijkstra", "Euler"}, Options{5, false, false, LargeGame::Parley}, 7});
        std::mt19937_64 rng(7);  // a game that ends with 61 cards in hands and score piles
        while (!g.over()) g.answer(randomAnswer(*g.prompt(), rng));
        MainWindow w;
        w.setAutosaveEnabled(false);
        ReplayWindow* r = w.openReplayText(QString::fromStdString(json::saveGame(g)), "five");
        QVERIFY(r);
        r->resize(1280, 720);
        r->show();
        QVERIFY(QTest::qWaitForWindowExposed(r));
        auto* split = r->findChild<QSplitter*>("replaySplit");
        QVERIFY(split);
        QTRY_VERIFY(split->sizes().value(1) > 200);
        const int logWidth = split->sizes().value(1);
        auto cut = [r] {
            QStringList out;
            const Layout& l = r->scene()->layout();
            for (const auto& [key, s] : l.items)
                if (s.zone == Zone::Board && s.top && (topCardTitleAsRead(l, s) != cardTitle(s.card) || s.rect.width() < kLeastWholeTitleCardW))
                    out << QString("%1 (%2 px)").arg(topCardTitleAsRead(l, s)).arg(s.rect.width(), 0, 'f', 0);
            return out;
        };
        QVERIFY(r->setViewer(ReplayWindow::kAllCards));
        r->setPosition(r->positions() - 1);
        QTRY_COMPARE(split->sizes().value(1), 0);
        QTRY_VERIFY2(cut().isEmpty(), qPrintable(cut().join(", ")));
        for (const PlayerModel& pl : r->model().players) QCOMPARE(hiddenCards(pl), 0);
        QVERIFY(r->setViewer(2));
        QTRY_COMPARE(split->sizes().value(1), logWidth);
    }

    // A save that lists no seats (written by the command-line tool, as tests/review/medium_vs_expert.json) does not
    // say who was a person: its plates called every seat "Human". They say nothing of the kind; a save that lists
    // its seats still says each.
    void aSaveWithoutSeatsDoesNotCallEverySeatHuman() {
        const QString human = QCoreApplication::translate("inno::client::TableScene", "Human");
        auto plateTips = [](ReplayWindow& r) {
            QStringList tips;
            for (QGraphicsItem* item : r.scene()->items())
                if (auto* plate = dynamic_cast<PlateItem*>(item)) tips << plate->toolTip();
            tips.sort();
            return tips;
        };
        const QString save = randomSave(8);
        QVERIFY(!save.contains("\"seats\""));
        ReplayWindow bare;
        QCOMPARE(bare.open(save), QString());
        QCOMPARE(plateTips(bare), (QStringList{"Ada", "Babbage"}));
        std::string error;
        boost::json::value v = *json::parse(save.toStdString(), error);
        v.as_object()["seats"] = boost::json::array{boost::json::object{{"human", true}}, boost::json::object{{"human", false}, {"level", "easy"}}};
        ReplayWindow listed;
        QCOMPARE(listed.open(QString::fromStdString(boost::json::serialize(v))), QString());
        QCOMPARE(plateTips(listed), (QStringList{"Ada · " + human, "Babbage · " + QCoreApplication::translate("inno::client::TableScene", "Bot · %1").arg(Texts::botLevel("easy"))}));
    }

    void anUnfinishedGameReplaysUpToNowWithoutAllCards() {
        ReplayWindow r;
        QCOMPARE(r.open(randomSave(5, 30)), QString());
        QCOMPARE(r.positions(), std::size_t{31});
        QVERIFY(!r.allCardsOffered());
        QCOMPARE(r.seatSelector()->count(), 2);
        QVERIFY(!r.setViewer(ReplayWindow::kAllCards));
        r.setPosition(1000);
        QCOMPARE(r.position(), std::size_t{30});
        QVERIFY(!r.model().gameOver);
    }

    void badFilesGiveAClearMessage() {
        const QString good = randomSave(6, 40);
        ReplayWindow r;
        QVERIFY(!r.open(good.left(good.size() / 2)).isEmpty());
        QString wrong = good;
        wrong.replace(QRegularExpression("\"answers\":\\[\\[\"[^\"]*\"\\]"), "\"answers\":[[\"Nonsense\"]");
        QVERIFY(wrong != good);
        QVERIFY(r.open(wrong).contains("answer 1"));
        QString future = good;
        future.replace("\"version\":1", "\"version\":7");
        QVERIFY(r.open(future).contains("version"));
        QVERIFY(r.open("").size() > 0);
        QCOMPARE(r.positions(), std::size_t{0});  // nothing was opened
        // Through the window: a message, no viewer, no crash.
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(good.left(good.size() / 2).toUtf8());
        f.close();
        MainWindow w;
        w.setAutosaveEnabled(false);
        QString shown;
        closeNextMessageBox(&shown);
        QVERIFY(!w.openReplay(path));
        QVERIFY2(shown.contains("cannot be replayed"), qPrintable(shown));
        QVERIFY(!w.findChild<ReplayWindow*>());
    }
};

QTEST_MAIN(TestReplays)
#include "test_replays.moc"
