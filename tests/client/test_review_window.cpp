// The game review in the client: opened from the end of a game and from Replays, its progress reaching the end,
// the graph and the costliest decisions in words, a click on either moving the replay there, Cancel and closing
// stopping the review (keeping the decisions found so far), Esc closing the window, and a size that fits 1280x720.
#include "model/game_controller.h"
#include "replay/game_history.h"
#include "game/game_screen.h"
#include "screens/main_window.h"
#include "game/overlays.h"
#include "replay/replay_window.h"
#include "replay/replays_dialog.h"
#include "review/review_chart.h"
#include "review/review_runner.h"
#include "review/review_window.h"
#include "settings.h"
#include "net/host/table_host.h"

#include "bots/random_answer.h"
#include "core/game.h"
#include "json/json_io.h"

#include <QDir>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTest>
#include <QTreeWidget>
#include <QValueAxis>

#include <random>

using namespace inno;
using namespace inno::client;
using net::SeatSpec;

namespace {
// Budgets small enough for a test (the figures mean the same, only rougher).
ReviewSettings smallSettings() {
    ReviewSettings s;
    s.graphSamples = 4;
    s.actionIterations = 200;
    s.playedIterations = 100;
    s.innerSamples = 16;
    return s;
}

// Budgets that take many seconds over a whole game, each decision well under a minute: the review is still at its
// first decisions when the test cancels it right after the graph.
ReviewSettings slowSettings() {
    ReviewSettings s;
    s.actionIterations = 30000;
    s.playedIterations = 15000;
    return s;
}

// Budgets that take a while over each decision: the review is still going when its first costly decision is found.
ReviewSettings steadySettings() {
    ReviewSettings s;
    s.graphSamples = 4;
    s.actionIterations = 3000;
    s.playedIterations = 1500;
    s.innerSamples = 32;
    return s;
}

// A finished game of random answers, saved as a table saves it: Ada a bot, Babbage a person.
QString randomSave(std::uint64_t seed) {
    Game g = Game::start({{"Ada", "Babbage"}, {}, seed});
    std::mt19937_64 rng(seed);
    while (!g.over()) g.answer(randomAnswer(*g.prompt(), rng));
    std::string error;
    boost::json::object save = json::parse(json::saveGame(g), error)->as_object();
    save["seats"] = boost::json::array{boost::json::object{{"human", false}, {"level", "random"}},
                                       boost::json::object{{"human", true}}};
    return QString::fromStdString(boost::json::serialize(save));
}

ReplayWindow* replayOf(MainWindow& w) { return w.findChild<ReplayWindow*>(); }

void clickItem(QListWidget* list, int row) {
    QListWidgetItem* item = list->item(row);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
}
}  // namespace

class TestReviewWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        AppSettings::useTemporaryStore();
        QStandardPaths::setTestModeEnabled(true);
        QDir(GameHistory::folder()).removeRecursively();
    }

    // A game against a bot ends; "Review this game" reviews it for the seat on view, the progress reaches the end,
    // the graph and the three decisions show, and a click on a point or a decision moves the replay there.
    void theReviewOpensFromAFinishedGame() {
        ReviewWindow::setDefaultSettings(smallSettings());
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.setObserverSeat(1);
        QVERIFY(w.startGame({SeatSpec{"Ada", false, BotLevel::Easy}, SeatSpec{"Babbage", false, BotLevel::Random}},
                            Options{2, false, false}, 17)
                    .isEmpty());
        w.host()->setBotDelayMs(0);
        QTRY_VERIFY_WITH_TIMEOUT(w.host()->game()->over(), 120000);
        QTRY_VERIFY(!w.gameScreen()->gameOverPanel()->isHidden());
        auto* button = w.gameScreen()->gameOverPanel()->findChild<QPushButton*>("reviewButton");
        QVERIFY(button && !button->isHidden());
        button->click();
        ReviewWindow* rw = w.findChild<ReviewWindow*>();
        QVERIFY(rw);
        QVERIFY(QTest::qWaitForWindowExposed(rw));
        QCOMPARE(rw->seat(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(rw->progressBar()->value(), rw->progressBar()->maximum(), 120000);
        QTRY_VERIFY(!rw->runner()->running());
        QVERIFY(rw->status().contains("Done"));
        const GameReview& review = *rw->runner()->review();
        const std::size_t positions = w.host()->game()->answers().size() + 1;
        QCOMPARE(review.points.size(), positions);

        // The graph: a line per seat over every position, 0-100% up the side, the worst decisions marked.
        for (int seat = 0; seat < 2; ++seat) {
            QLineSeries* line = rw->chart()->seatLine(seat);
            QVERIFY(line && line->isVisible());
            QCOMPARE(static_cast<std::size_t>(line->count()), positions);
            QCOMPARE(line->name(), QString(seat == 0 ? "Ada" : "Babbage"));
            QCOMPARE(line->at(static_cast<int>(positions / 2)).y(), review.points[positions / 2].chances[seat] * 100.0);
        }
        auto* y = qobject_cast<QValueAxis*>(rw->chart()->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(y && y->min() == 0 && y->max() == 100);
        QCOMPARE(static_cast<std::size_t>(rw->chart()->worstMarks()->count()), review.worst.size());
        QVERIFY(!rw->chart()->turnLabels().isEmpty());
        for (const auto& [turn, position] : rw->chart()->turnLabels()) QCOMPARE(review.points[position].turn, turn);
        QVERIFY(rw->chart()->pointText(positions - 1).contains("Babbage: "));

        // The costliest decisions, in words, each naming what was chosen and what the Expert would have chosen.
        QVERIFY(!review.worst.empty());
        QCOMPARE(rw->worstList()->count(), static_cast<int>(review.worst.size()));
        for (int i = 0; i < rw->worstList()->count(); ++i) {
            const QString text = rw->worstList()->item(i)->text();
            QVERIFY2(text.contains("Babbage chose: ") && text.contains("The Expert would have chosen: ") &&
                         text.contains("%"),
                     qPrintable(text));
        }

        // A click on a point opens the replay there, seen by the reviewed seat.
        const std::size_t k = positions / 3;
        QTest::mouseClick(rw->chart()->viewport(), Qt::LeftButton, {}, rw->chart()->pointOf(k));
        QTRY_VERIFY(replayOf(w));
        ReplayWindow* replay = replayOf(w);
        QCOMPARE(replay->position(), k);
        QCOMPARE(replay->viewer(), 1);
        // A click on a decision: the same replay, at the moment right after it.
        clickItem(rw->worstList(), 0);
        QCOMPARE(replay->position(), review.decisions[review.worst[0]].position + 1);
        QCOMPARE(w.findChildren<ReplayWindow*>().size(), 1);
    }

    // From Replays: the kept game reviewed for the seat a person played.
    void theReviewOpensFromReplays() {
        ReviewWindow::setDefaultSettings(smallSettings());
        QTemporaryDir dir;
        GameHistory::setFolder(dir.path());
        const auto restore = qScopeGuard([] { GameHistory::setFolder({}); });
        const QString save = randomSave(5);
        QVERIFY(!GameHistory::keep(save, *json::loadGame(save.toStdString()).game).isEmpty());
        MainWindow w;
        ReplaysDialog* d = w.showReplays();
        QCOMPARE(d->list()->topLevelItemCount(), 1);
        d->findChild<QPushButton*>("reviewButton")->click();
        ReviewWindow* rw = w.findChild<ReviewWindow*>();
        QVERIFY(rw);
        // Its title names the game in words, not by its file name ("2026-12-06_17-30-00_Ada-Babbage_won-Ada").
        QVERIFY2(rw->windowTitle().contains("Ada (") && rw->windowTitle().contains("), Babbage") && !rw->windowTitle().contains("_"), qPrintable(rw->windowTitle()));
        QCOMPARE(rw->seat(), 1);  // Babbage, the person
        QTRY_VERIFY_WITH_TIMEOUT(!rw->runner()->running(), 120000);
        QCOMPARE(rw->progressBar()->value(), rw->progressBar()->maximum());
        // Another seat: reviewed anew, from Ada's view.
        rw->reviewSeat(0);
        QVERIFY(rw->runner()->running());
        QTRY_VERIFY_WITH_TIMEOUT(!rw->runner()->running(), 120000);
        QCOMPARE(rw->runner()->review()->seat, 0);
        d->close();
    }

    // Cancel stops the review (and offers it again); closing the window stops it too.
    void cancelAndCloseStopTheReview() {
        ReviewWindow::setDefaultSettings(slowSettings());
        auto* rw = new ReviewWindow;
        rw->setAttribute(Qt::WA_DeleteOnClose);
        QPointer<ReviewWindow> alive(rw);
        QCOMPARE(rw->open(randomSave(7)), QString());
        rw->show();
        QTRY_VERIFY(rw->runner()->review().has_value());  // the graph is there; the decisions take long
        QVERIFY(rw->runner()->running());
        QCOMPARE(rw->chart()->seatLine(0)->count(), static_cast<int>(rw->replay()->positions()));
        rw->cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!rw->runner()->running(), 60000);  // it stops after the decision it is at
        // Quick decisions may have been gone through by then (cancelKeepsTheDecisionsFoundSoFar checks that case).
        QVERIFY2(rw->status() == "The review was stopped." || rw->status().startsWith("Stopped after "),
                 qPrintable(rw->status()));
        QVERIFY(rw->progressBar()->value() < rw->progressBar()->maximum());
        QCOMPARE(rw->cancelButton()->text(), QString("Review again"));
        rw->cancelButton()->click();
        QVERIFY(rw->runner()->running());
        QSignalSpy stopped(rw->runner(), &ReviewRunner::cancelled);
        rw->close();
        QCOMPARE(stopped.count(), 1);
        QTRY_VERIFY(!alive);
    }

    // Cancel keeps the decisions already gone through: the costliest of them listed, and a note that the review is
    // partial.
    void cancelKeepsTheDecisionsFoundSoFar() {
        ReviewWindow::setDefaultSettings(steadySettings());
        ReviewWindow rw;
        QCOMPARE(rw.open(randomSave(7)), QString());
        rw.show();
        QTRY_VERIFY_WITH_TIMEOUT(rw.runner()->review() && !worstDecisions(rw.runner()->review()->decisions).empty(),
                                 120000);
        QVERIFY(rw.runner()->running());
        rw.cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!rw.runner()->running(), 60000);
        const GameReview& review = *rw.runner()->review();
        const std::size_t reviewed = rw.runner()->decisionsReviewed();
        QVERIFY(reviewed > 0 && reviewed < review.decisions.size());
        QVERIFY(!review.worst.empty());
        QCOMPARE(rw.worstList()->count(), static_cast<int>(review.worst.size()));
        for (int i = 0; i < rw.worstList()->count(); ++i)
            QVERIFY2(rw.worstList()->item(i)->text().contains("Babbage chose: "), qPrintable(rw.worstList()->item(i)->text()));
        QCOMPARE(rw.status(), QString("Stopped after %1 of %2 decisions: only those are judged.")
                                  .arg(reviewed)
                                  .arg(review.decisions.size()));
        QCOMPARE(static_cast<std::size_t>(rw.chart()->worstMarks()->count()), review.worst.size());
    }

    // A playtest read "62%, 11 percentage points more" after "50%": the gain was the rounded difference of the exact
    // chances. It is the difference of the two chances as shown, and where they show alike, less than a point.
    void theGainAgreesWithTheShownChances() {
        QTranslator english;  // for the plural forms
        QVERIFY(english.load(":/translations/innovation_en"));
        QVERIFY(QCoreApplication::installTranslator(&english));
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });
        ReviewDecision d;
        d.playedChance = 0.504, d.expertChance = 0.616;
        QCOMPARE(ReviewChart::percentText(d.playedChance), QString("50%"));
        QCOMPARE(ReviewWindow::expertText(d, "Draw"), QString("The Expert would have chosen: Draw (62%, 12 percentage points more)"));
        d.playedChance = 0.496, d.expertChance = 0.509;
        QCOMPARE(ReviewWindow::expertText(d, "Draw"), QString("The Expert would have chosen: Draw (51%, 1 percentage point more)"));
        d.playedChance = 0.501, d.expertChance = 0.503;
        QCOMPARE(ReviewWindow::expertText(d, "Draw"), QString("The Expert would have chosen: Draw (50% too, under one percentage point more)"));
    }

    // The window fits a 1280x720 screen and Esc closes it; a file that is no game is refused, the window unchanged.
    void fitsTheScreenAndClosesWithEsc() {
        ReviewWindow::setDefaultSettings(smallSettings());
        ReviewWindow rw;
        QCOMPARE(rw.open(randomSave(9), 0), QString());
        QVERIFY(!rw.open("{\"format\": \"innovation-save\"}").isEmpty());
        QCOMPARE(rw.seat(), 0);
        rw.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rw));
        const QSize room = rw.screen()->availableGeometry().size();
        QVERIFY(rw.width() <= room.width() && rw.height() <= room.height() - 30);  // the screen it opens on, title bar too
        QVERIFY(rw.minimumSizeHint().width() <= 1280 && rw.minimumSizeHint().height() <= 690);
        QTRY_VERIFY_WITH_TIMEOUT(!rw.runner()->running(), 120000);
        rw.activateWindow();
        QTest::keyClick(&rw, Qt::Key_Escape);
        QTRY_VERIFY(!rw.isVisible());
    }
};

QTEST_MAIN(TestReviewWindow)
#include "test_review_window.moc"
