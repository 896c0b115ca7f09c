// Journals written by earlier servers (DATA/journal.jsonl) are imported once into the table store, and a damaged
// one never loses an acknowledged answer silently (issue 26.1): every record that does not fit is logged, the file
// is kept as it was, and what could be read is restored.
#include "lan_test_util.h"

#include "net/lan/lan_server.h"

#include "core/game.h"
#include "json/json_io.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

using namespace inno;
using namespace inno::net;
namespace bj = boost::json;

namespace {

constexpr quint64 kSeed = 2718;
constexpr int kAnswers = 8;

// The journal an earlier server kept of one table: Ann against a random bot, `kAnswers` answers in.
QList<QByteArray> oldJournal() {
    GameSetup setup;
    setup.players = {"Ann", "Bot 2"};
    setup.options.playerCount = 2;
    setup.seed = kSeed;
    Game game = Game::start(setup);
    std::mt19937_64 rng(3);
    QList<QByteArray> lines;
    auto line = [&](const bj::object& o) { lines << QByteArray::fromStdString(bj::serialize(o)); };
    line(bj::object{{"t", "table"}, {"table", 1}, {"name", "Ann's table"}, {"players", 2},
                    {"options", bj::object{{"teams", false}, {"extraAchievement", false}}}, {"salt", ""}, {"pw", ""},
                    {"botDelayMs", 0}, {"created", 1700000000}, {"hostSeat", 0}, {"seedFixed", false}, {"hints", false},
                    {"onConcede", "bot"}, {"fixedSeed", 0}});
    line(bj::object{{"t", "join"}, {"table", 1}, {"seat", 0}, {"name", "Ann"}, {"token", std::string(64, 'a')}});
    line(bj::object{{"t", "start"}, {"table", 1}, {"seed", kSeed},
                    {"seats", bj::array{bj::object{{"name", "Ann"}, {"kind", "human"}, {"level", "easy"}},
                                        bj::object{{"name", "Bot 2"}, {"kind", "bot"}, {"level", "random"}}}}});
    for (int n = 1; n <= kAnswers; ++n) {
        const int seat = game.prompt()->player;
        for (;;) {
            const auto picks = randomPicks(json::promptJson(*game.prompt(), game.names()), rng);
            if (game.answer(picks).empty()) break;
        }
        bj::array picks;
        for (const auto& p : game.answerTexts().back()) picks.emplace_back(p);
        line(bj::object{{"t", "answer"}, {"table", 1}, {"n", n}, {"seat", seat}, {"picks", std::move(picks)}});
    }
    return lines;
}

// Whether some file in `dir` holds exactly `bytes`.
bool keptAsItWas(const QString& dir, const QByteArray& bytes) {
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll() == bytes) return true;
    }
    return false;
}

ServerConfig configFor(const QString& dir) {
    ServerConfig c;
    c.listenAddress = QHostAddress::LocalHost;
    c.port = 0;
    c.discovery = false;
    c.dataDir = dir;
    c.botDelayMs = 0;
    return c;
}

std::size_t answersAt(const LanServer& s, int table) {
    const TableHost* h = s.tableHost(table);
    return h && h->game() ? h->game()->answers().size() : 0;
}

}  // namespace

class TestJournalImport : public QObject {
    Q_OBJECT
private slots:
    void aSoundJournalIsImportedWhole();
    void damageThatStaysValidJsonIsNeverSilent_data();
    void damageThatStaysValidJsonIsNeverSilent();
};

void TestJournalImport::aSoundJournalIsImportedWhole() {
    QTemporaryDir dir;
    const QByteArray journal = oldJournal().join('\n') + '\n';
    QFile f(QDir(dir.path()).filePath("journal.jsonl"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(journal);
    f.close();
    for (int restart = 0; restart < 2; ++restart) {
        LanServer server(configFor(dir.path()));
        QVERIFY(server.start());
        QVERIFY2(server.restoreProblems().isEmpty(), qPrintable(server.restoreProblems().join('\n')));
        QCOMPARE(server.tableIds(), QList<int>{1});
        QCOMPARE(answersAt(server, 1), std::size_t(kAnswers));
        QCOMPARE(server.tableHost(1)->game()->setup().seed, kSeed);
    }
}

void TestJournalImport::damageThatStaysValidJsonIsNeverSilent_data() {
    QTest::addColumn<int>("line");  // 0-based line of the journal changed
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<int>("tables");   // tables restored
    QTest::addColumn<int>("answers");  // answers restored
    // The start record's kind: the game cannot be dealt again, so its answers are lost (and said to be).
    QTest::newRow("start -> starV") << 2 << QByteArray(R"("t":"start")") << QByteArray(R"("t":"starV")") << 1 << 0;
    // The table record's kind: nothing of the table can be restored.
    QTest::newRow("table -> tabme") << 0 << QByteArray(R"("t":"table")") << QByteArray(R"("t":"tabme")") << 0 << 0;
    // The last answer's table id: that acknowledged answer belongs to no table.
    QTest::newRow("last answer's table id") << 2 + kAnswers << QByteArray(R"("table":1)") << QByteArray(R"("table":7)") << 1
                                            << kAnswers - 1;
    // An answer's number: it no longer follows the one before it.
    QTest::newRow("an answer's number") << 5 << QByteArray(R"("n":3)") << QByteArray(R"("n":4)") << 1 << 2;
}

void TestJournalImport::damageThatStaysValidJsonIsNeverSilent() {
    QFETCH(int, line);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(int, tables);
    QFETCH(int, answers);
    QTemporaryDir dir;
    QList<QByteArray> lines = oldJournal();
    QVERIFY(lines[line].contains(from));
    lines[line].replace(from, to);
    const QByteArray journal = lines.join('\n') + '\n';
    QFile f(QDir(dir.path()).filePath("journal.jsonl"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(journal);
    f.close();
    for (int restart = 0; restart < 2; ++restart) {
        LanServer server(configFor(dir.path()));
        QStringList log;
        connect(&server, &LanServer::logLine, this, [&](const QString& l) { log << l; });
        QVERIFY(server.start());
        QCOMPARE(server.tableIds().size(), qsizetype(tables));
        if (tables) QCOMPARE(answersAt(server, 1), std::size_t(answers));
        if (restart == 0) {
            // The damaged record is named, with every acknowledged answer that could not be restored...
            const QString problems = server.restoreProblems().join('\n');
            QVERIFY2(problems.contains(QString("line %1").arg(line + 1)), qPrintable(problems));
            if (answers < kAnswers)
                QVERIFY2(problems.contains(QString("%1 acknowledged answer").arg(kAnswers - answers)), qPrintable(problems));
            // ...in the log too,
            for (const QString& p : server.restoreProblems()) QVERIFY2(log.join('\n').contains(p), qPrintable(p));
        }
        // ...and the journal is kept as it was, also after the next restart.
        QVERIFY(keptAsItWas(dir.path(), journal));
    }
}

QTEST_GUILESS_MAIN(TestJournalImport)
#include "test_journal_import.moc"
