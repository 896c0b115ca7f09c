// A game is reproduced exactly from its options, seed and answers.
#include "bots/random_answer.h"
#include "core/game.h"

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
};

QTEST_APPLESS_MAIN(TestReplay)
#include "test_replay.moc"
