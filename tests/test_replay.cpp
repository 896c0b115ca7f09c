// A game is reproduced exactly from its options, seed and answers.
#include "bots/random_answer.h"
#include "core/game.h"
#include "core/replay.h"

#include <QTest>

using namespace inno;

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    void twoHundredRandomGamesReplayExactly() {
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            GameSetup setup{{"A", "B", "C", "D"}, {}, seed};
            setup.players.resize(2 + seed % 3);
            setup.options.teams = setup.players.size() == 4 && seed % 2 == 0;
            Game g = Game::start(setup);
            std::mt19937_64 rng(seed * 31 + 7);
            int guard = 0;
            while (!g.over() && ++guard < 5000) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
            finished += g.over() ? 1 : 0;
            std::string error;
            auto again = Game::replay(Game::start(setup), g.answers(), &error);
            QVERIFY2(again.has_value(), error.c_str());
            QVERIFY2(again->state() == g.state(), qPrintable(QString("seed %1").arg(seed)));
            QVERIFY(again->events() == g.events());
        }
        QCOMPARE(finished, 200);
    }

    void undoReturnsToAnEarlierDecision() {
        Game g = Game::start({{"A", "B"}, {}, 42});
        std::mt19937_64 rng(1);
        std::vector<GameState> states;
        for (int i = 0; i < 30 && !g.over(); ++i) {
            states.push_back(g.state());
            g.answer(randomAnswer(*g.prompt(), rng));
        }
        for (std::size_t k = 0; k < states.size(); k += 7) {
            auto back = g.withAnswers(k);
            QVERIFY(back.has_value());
            QVERIFY(back->state() == states[k]);
        }
    }
    // ---------------------------------------------------------------- the replay viewer's positions (core/replay.h)

    void replayPositionsMatchTheLiveGame() {
        Game g = Game::start({{"A", "B", "C"}, {}, 77});
        std::mt19937_64 rng(5);
        std::vector<GameState> states{g.state()};
        std::vector<std::size_t> eventCounts{g.events().size()};
        while (!g.over()) {
            QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
            states.push_back(g.state());
            eventCounts.push_back(g.events().size());
        }
        std::string error;
        auto r = GameReplay::build(g, &error, 10);
        QVERIFY2(r.has_value(), error.c_str());
        QCOMPARE(r->positions(), states.size());
        QVERIFY(r->finished());
        QVERIFY(r->allEvents() == g.events());
        for (std::size_t k = 0; k < states.size(); ++k) {
            QVERIFY2(r->gameAt(k).state() == states[k], qPrintable(QString("position %1").arg(k)));
            QCOMPARE(r->step(k).eventEnd, eventCounts[k]);
            QCOMPARE(r->step(k).turn, states[k].turnNumber);
            QCOMPARE(r->positionOfEvent(eventCounts[k] == 0 ? 0 : eventCounts[k] - 1) <= k, true);
        }
        // Turn navigation lands on turn boundaries and covers every turn once.
        const auto turns = r->turnStarts();
        QCOMPARE(turns.front().second, std::size_t{0});
        std::size_t k = 0;
        for (std::size_t t = 1; t < turns.size(); ++t) {
            k = r->nextTurn(k);
            QCOMPARE(k, turns[t].second);
        }
        QCOMPARE(r->nextTurn(k), r->last());
        QCOMPARE(r->previousTurn(turns.back().second), turns[turns.size() - 2].second);
        QCOMPARE(r->previousTurn(turns.back().second + 1), turns.back().second);
        QCOMPARE(r->previousTurn(0), std::size_t{0});
    }

    void steppingBackThenForwardGivesTheSameState() {
        Game g = Game::start({{"A", "B"}, {}, 12});
        std::mt19937_64 rng(3);
        for (int i = 0; i < 80 && !g.over(); ++i) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        auto r = GameReplay::build(g, nullptr, 7);
        QVERIFY(r.has_value());
        QVERIFY(!r->finished() || g.over());
        for (std::size_t k = 1; k < r->positions(); k += 9) {
            const View forward = r->viewAt(k, 0);
            const View back = r->viewAt(k - 1, 0);
            QVERIFY(r->viewAt(k, 0) == forward);
            QVERIFY(r->gameAt(k - 1).state() == g.withAnswers(k - 1)->state());
            QVERIFY(back.turnNumber <= forward.turnNumber);
        }
        QVERIFY(r->gameAt(r->last()).state() == g.state());
    }

    void aSeatSeesOnlyItsOwnHand() {
        Game g = Game::start({{"A", "B"}, {}, 9});
        std::mt19937_64 rng(11);
        for (int i = 0; i < 40 && !g.over(); ++i) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        auto r = GameReplay::build(g);
        QVERIFY(r.has_value());
        const std::size_t k = r->last();
        const GameState truth = r->gameAt(k).state();
        QVERIFY(!truth.player(1).hand().empty());
        const View mine = r->viewAt(k, 0);
        QVERIFY(mine.players[0].hand.has_value());
        QVERIFY(*mine.players[0].hand == CardList(truth.player(0).hand()));
        QVERIFY(!mine.players[1].hand.has_value());
        QCOMPARE(mine.players[1].handAges.size(), truth.player(1).hand().size());
        const View open = r->openViewAt(k);
        QVERIFY(open.players[1].hand.has_value() && *open.players[1].hand == CardList(truth.player(1).hand()));
        // The opponent's draws reach seat 0 without the card's identity.
        bool sawHiddenDraw = false;
        for (const Event& e : r->eventsUpTo(k, 0))
            if (e.kind == EventKind::CardMoved && e.move == Move::Drawn && e.player == 1 && e.to.zone == Zone::Hand && !e.revealed) {
                QCOMPARE(e.card, kNoCard);
                sawHiddenDraw = true;
            }
        QVERIFY(sawHiddenDraw);
    }

    void aConcessionIsTheLastPosition() {
        Game g = Game::start({{"A", "B"}, {}, 21});
        std::mt19937_64 rng(2);
        for (int i = 0; i < 15; ++i) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        QVERIFY(g.concede(1).empty());
        auto r = GameReplay::build(g);
        QVERIFY(r.has_value());
        QCOMPARE(r->positions(), g.answers().size() + 2);
        QVERIFY(r->finished());
        QCOMPARE(r->step(r->last()).answeredBy, 1);
        QVERIFY(r->gameAt(r->last()).over());
        QVERIFY(!r->gameAt(r->last() - 1).over());
    }

    void anUnfinishedGameReplaysUpToNow() {
        Game g = Game::start({{"A", "B"}, {}, 4});
        std::mt19937_64 rng(8);
        for (int i = 0; i < 25; ++i) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        auto r = GameReplay::build(g);
        QVERIFY(r.has_value());
        QVERIFY(!r->finished());
        QCOMPARE(r->positions(), std::size_t{26});
        QVERIFY(r->gameAt(25).state() == g.state());
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "test_replay.moc"
