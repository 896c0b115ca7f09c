// The engine remembers what each board shows (icons, bonus points, achievements counted beside the cards) until
// the board changes: at every decision of random games, those remembered values must be what the table shows,
// read afresh from the state, for every seat.
#include "bots/random_answer.h"
#include "core/card_set.h"
#include "core/engine.h"
#include "core/queries.h"
#include "core/setup.h"

#include <QTest>

#include <string>

using namespace inno;

namespace {

// Answers at random and, before each answer, compares the engine's remembered values with the state's.
class ComparingSource final : public AnswerSource {
public:
    explicit ComparingSource(std::uint64_t seed) : random_(seed) {}
    Answer answer(const GameState& s, const Prompt& p) override {
        compare(s);
        return random_.answer(s, p);
    }
    void compare(const GameState& s) {
        ++decisions;
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const PlayerState ps = s.player(seat);
            if (engine->boardIcons(seat) != packedBoardIcons(ps)) note("icons", seat, s);
            if (engine->scoreOf(seat) != scoreTotal(ps)) note("score", seat, s);
            if (engine->achievementsOf(seat) != achievementTotal(s, seat)) note("achievements", seat, s);
        }
    }
    Engine* engine = nullptr;
    int decisions = 0;
    std::string firstMismatch;

private:
    void note(const char* what, int seat, const GameState& s) {
        if (firstMismatch.empty())
            firstMismatch = std::string(what) + " of seat " + std::to_string(seat) + " at turn " + std::to_string(s.turnNumber);
    }
    RandomSource random_;
};

}  // namespace

class TestBoardMemo : public QObject {
    Q_OBJECT
private slots:
    void rememberedBoardValuesMatchTheTable_data() {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<bool>("teams");
        QTest::addColumn<int>("large");
        QTest::newRow("base, 2 seats") << 2 << QStringList{} << false << 0;
        QTest::newRow("base, teams") << 4 << QStringList{} << true << 0;
        QTest::newRow("Cities, 3 seats") << 3 << QStringList{"cities"} << false << 0;
        QTest::newRow("Cities, teams") << 4 << QStringList{"cities"} << true << 0;
        QTest::newRow("Echoes, 2 seats") << 2 << QStringList{"echoes"} << false << 0;
        QTest::newRow("Echoes, 5 seats, parley") << 5 << QStringList{"echoes"} << false << int(LargeGame::Parley);
        QTest::newRow("Cities and Echoes, 4 seats") << 4 << QStringList{"cities", "echoes"} << false << 0;
        QTest::newRow("Cities and Echoes, 5 seats, distant")
            << 5 << QStringList{"cities", "echoes"} << false << int(LargeGame::Distant);
    }
    void rememberedBoardValuesMatchTheTable() {
        QFETCH(int, seats);
        QFETCH(QStringList, sets);
        QFETCH(bool, teams);
        QFETCH(int, large);
        Options options;
        options.playerCount = seats;
        options.teams = teams;
        options.largeGame = static_cast<LargeGame>(large);
        for (const QString& key : sets) {
            const auto set = findSet(key.toStdString());
            if (!set) QSKIP("this build lacks the expansion");
            options.sets = static_cast<SetMask>(options.sets | (1u << *set));
        }
        QCOMPARE(QString::fromStdString(setupError(options)), QString());
        int decisions = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            GameState s = newGameState(options, seed);
            ComparingSource source(seed);
            Engine engine(s, source, nullptr);
            source.engine = &engine;
            try {
                while (!s.over()) engine.runUnit();
            } catch (const GameEnded&) {
            }
            source.compare(s);  // the last position too
            QVERIFY2(source.firstMismatch.empty(), ("seed " + std::to_string(seed) + ": " + source.firstMismatch).c_str());
            decisions += source.decisions;
        }
        QVERIFY(decisions > 60 * 50);  // the games were played, not stopped at their first decision
    }
};

QTEST_GUILESS_MAIN(TestBoardMemo)
#include "test_board_memo.moc"
