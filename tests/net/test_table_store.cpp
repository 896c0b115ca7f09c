// The table store (issue 26.1): SQLite in WAL mode; what it keeps comes back after a restart; a commit that fails
// is never reported on disk; and a damaged store never loses an acknowledged answer silently: every loss is
// logged, the file is kept aside, and what could be read is restored.
#include "lan_test_util.h"
#include "stored_game.h"

#include "lan_server.h"
#include "table_store.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <memory>

using namespace inno;
using namespace inno::net;
using inno::net::test::storedGame;

namespace {

constexpr int kAnswers = 8;

QString storePath(const QTemporaryDir& dir) { return QDir(dir.path()).filePath(TableStore::kFileName); }

// Writes `tables` into a new store in `dir`.
bool writeStore(const QString& dir, const std::vector<StoredTable>& tables) {
    TableStore store;
    TableStore::Contents contents;
    return store.open(dir.toStdString(), contents) && contents.problems.empty() && store.replaceAll(tables, {});
}

// Runs SQL on the store's file, as a damage from outside would.
bool damage(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    const bool ok = sqlite3_open(path.toUtf8().constData(), &db) == SQLITE_OK && sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

QString queryText(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    QString out;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
            out = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return out;
}

QStringList keptCopies(const QString& dir) { return QDir(dir).entryList({"tables-damaged-*.sqlite"}); }

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

// A server started on `dir`, with its log.
struct Started {
    std::unique_ptr<LanServer> server;
    QStringList log;
    explicit Started(const QString& dir) : server(std::make_unique<LanServer>(configFor(dir))) {
        QObject::connect(server.get(), &LanServer::logLine, server.get(), [this](const QString& l) { log << l; });
        if (!server->start()) server.reset();
    }
    // Every problem of the start is in the log too.
    bool logged() const {
        const QString all = log.join('\n');
        return std::all_of(server->restoreProblems().begin(), server->restoreProblems().end(), [&](const QString& p) { return all.contains(p); });
    }
};

}  // namespace

class TestTableStore : public QObject {
    Q_OBJECT
private slots:
    void keepsEveryChangeInOrder();
    void aFailedCommitIsNeverOnDisk();
    void damageThatStaysReadableIsNeverSilent_data();
    void damageThatStaysReadableIsNeverSilent();
    void aDamagedFileKeepsWhatCanBeRead();
    void aFileThatIsNotADatabaseIsKeptAside();
};

void TestTableStore::keepsEveryChangeInOrder() {
    QTemporaryDir dir;
    const StoredTable game = storedGame(1, 99, kAnswers);
    {
        TableStore store;
        TableStore::Contents contents;
        QVERIFY(store.open(dir.path().toStdString(), contents));
        QVERIFY(contents.tables.empty() && contents.problems.empty());
        store.startWriter();
        StoredTable t = game;
        t.answers.clear();
        store.submit(change::PutTable{t});
        for (int i = 0; i < kAnswers; ++i) store.submit(change::AddAnswer{1, i + 1, game.answers[static_cast<std::size_t>(i)]});
        store.submit(change::KeepAnswers{1, kAnswers - 2});  // an undo
        store.submit(change::AddAnswer{1, kAnswers - 1, game.answers[kAnswers - 2]});
        StoredTable other = storedGame(2, 5, 0);
        store.submit(change::PutTable{other});
        store.submit(change::DropTable{2});
        const auto last = store.submit(change::PutGuesses{StoredGuesses{"10.0.0.9", 1.5, 1234}});
        QVERIFY(store.sync());
        QCOMPARE(store.durableTicket(), last);
        QVERIFY(store.commitCount() >= 1);
    }
    // Written in WAL mode.
    QCOMPARE(queryText(storePath(dir), "PRAGMA journal_mode"), QString("wal"));
    TableStore store;
    TableStore::Contents contents;
    QVERIFY(store.open(dir.path().toStdString(), contents));
    QVERIFY(contents.problems.empty());
    QCOMPARE(contents.tables.size(), std::size_t(1));
    StoredTable expected = game;
    expected.answers.resize(kAnswers - 1);
    QVERIFY(contents.tables.front() == expected);
    QCOMPARE(contents.guesses.size(), std::size_t(1));
    QVERIFY((contents.guesses.front() == StoredGuesses{"10.0.0.9", 1.5, 1234}));
}

// A full disk: a write that stops half-way, then refusals. Nothing is reported on disk, the file keeps only what
// was committed, and once the disk takes writes again the changes kept follow, in order.
void TestTableStore::aFailedCommitIsNeverOnDisk() {
    QTemporaryDir dir;
    const StoredTable game = storedGame(1, 7, 3);
    TableStore store;
    TableStore::Contents contents;
    QVERIFY(store.open(dir.path().toStdString(), contents));
    store.startWriter();
    StoredTable t = game;
    t.answers.clear();
    store.submit(change::PutTable{t});
    store.submit(change::AddAnswer{1, 1, game.answers[0]});
    QVERIFY(store.sync());
    const std::uint64_t before = store.durableTicket();
    std::atomic<bool> full{true};
    std::atomic<int> calls{0};
    store.setWriteFault([&](std::size_t size) -> std::optional<std::size_t> {
        if (!full) return std::nullopt;
        return calls++ == 0 ? size / 2 : 0;  // a torn piece reaches the disk, then nothing
    }, 5);
    std::atomic<int> failures{0}, recoveries{0};
    store.setStatusCallback([&](bool failing, const std::string&) { ++(failing ? failures : recoveries); });
    store.submit(change::AddAnswer{1, 2, game.answers[1]});
    store.submit(change::AddAnswer{1, 3, game.answers[2]});
    QVERIFY(!store.sync());  // gives up waiting: the writer is failing
    QVERIFY(store.failing());
    QCOMPARE(store.durableTicket(), before);
    QTRY_COMPARE(failures.load(), 1);
    QTRY_VERIFY(calls >= 3);  // it keeps trying
    // The files as a crash would leave them now hold the committed answer only.
    QTemporaryDir crash;
    for (const char* suffix : {"", "-wal"})
        QFile::copy(storePath(dir) + suffix, storePath(crash) + suffix);
    {
        TableStore copy;
        TableStore::Contents c;
        QVERIFY(copy.open(crash.path().toStdString(), c));
        QVERIFY(c.problems.empty());
        QCOMPARE(c.tables.size(), std::size_t(1));
        QCOMPARE(c.tables.front().answers.size(), std::size_t(1));
    }
    full = false;
    QTRY_COMPARE(store.durableTicket(), before + 2);
    QTRY_COMPARE(recoveries.load(), 1);
    QVERIFY(!store.failing());
    store.close();
    TableStore again;
    TableStore::Contents c;
    QVERIFY(again.open(dir.path().toStdString(), c));
    QVERIFY(c.tables.front() == game);
}

void TestTableStore::damageThatStaysReadableIsNeverSilent_data() {
    QTest::addColumn<QByteArray>("sql");
    QTest::addColumn<int>("tables");   // restored
    QTest::addColumn<int>("answers");  // restored at table 1
    QTest::addColumn<QString>("said");  // in the problems
    QTest::newRow("the last answer's table id") << QByteArray("UPDATE answers SET table_id = 7 WHERE n = 8") << 1 << kAnswers - 1
                                                << "1 acknowledged answer of table 7, which the store does not have, lost";
    QTest::newRow("the last answer deleted") << QByteArray("DELETE FROM answers WHERE n = 8") << 1 << kAnswers - 1
                                             << "table 1: 1 acknowledged answer lost";
    QTest::newRow("a middle answer deleted") << QByteArray("DELETE FROM answers WHERE n = 3") << 1 << 2
                                             << "table 1: 6 acknowledged answers lost (answer 3 is missing)";
    QTest::newRow("an answer that no longer fits") << QByteArray(R"(UPDATE answers SET picks = '["meld Nothing"]' WHERE n = 4)") << 1
                                                   << 3 << "table 1: 5 acknowledged answers lost: answer 4 no longer fits";
    QTest::newRow("an unreadable answer") << QByteArray("UPDATE answers SET picks = '[' WHERE n = 5") << 1 << 4
                                          << "table 1: 4 acknowledged answers lost (answer 5 cannot be read)";
    QTest::newRow("the phase") << QByteArray("UPDATE tables SET phase = 'playinV'") << 1 << kAnswers
                               << "table 1: its phase \"playinV\" is unknown";
    QTest::newRow("the seats") << QByteArray("UPDATE tables SET seats = '[{'") << 0 << 0
                               << "table 1 could not be restored: its seats cannot be read; 8 acknowledged answers lost";
    QTest::newRow("the options") << QByteArray(R"(UPDATE tables SET options = '{"teams":5}')") << 0 << 0
                                 << "table 1 could not be restored: its options cannot be read";
    QTest::newRow("a seat's kind") << QByteArray(R"(UPDATE tables SET seats = replace(seats, '"human"', '"humaV"'))") << 1 << kAnswers
                                   << "table 1: seat 1 had an unknown kind (\"humaV\"); it is restored as human";
}

void TestTableStore::damageThatStaysReadableIsNeverSilent() {
    QFETCH(QByteArray, sql);
    QFETCH(int, tables);
    QFETCH(int, answers);
    QFETCH(QString, said);
    QTemporaryDir dir;
    QVERIFY(writeStore(dir.path(), {storedGame(1, 4321, kAnswers)}));
    QVERIFY(damage(storePath(dir), sql.constData()));
    {
        Started s(dir.path());
        QVERIFY(s.server);
        QCOMPARE(s.server->tableIds().size(), qsizetype(tables));
        if (tables) QCOMPARE(answersAt(*s.server, 1), std::size_t(answers));
        const QString problems = s.server->restoreProblems().join('\n');
        QVERIFY2(problems.contains(said), qPrintable(problems));
        QVERIFY(s.logged());
        // The store as it was is kept aside, damage and all.
        const QStringList kept = keptCopies(dir.path());
        QCOMPARE(kept.size(), qsizetype(1));
        QVERIFY(problems.contains(kept.front()));
    }
    // The next start finds the store it wrote after the damage: nothing more is lost, nothing said again, and the
    // copy stays.
    Started s(dir.path());
    QVERIFY(s.server);
    QVERIFY2(s.server->restoreProblems().isEmpty(), qPrintable(s.server->restoreProblems().join('\n')));
    QCOMPARE(s.server->tableIds().size(), qsizetype(tables));
    if (tables) QCOMPARE(answersAt(*s.server, 1), std::size_t(answers));
    QCOMPARE(keptCopies(dir.path()).size(), qsizetype(1));
}

// Bytes of the file damaged (the page holding the answers): the check at start says so, the tables are
// restored with what can still be read, and every answer lost is counted.
void TestTableStore::aDamagedFileKeepsWhatCanBeRead() {
    QTemporaryDir dir;
    QVERIFY(writeStore(dir.path(), {storedGame(1, 11, kAnswers), storedGame(2, 12, kAnswers)}));
    const int page = queryText(storePath(dir), "SELECT rootpage FROM sqlite_schema WHERE name = 'answers'").toInt();
    const int pageSize = queryText(storePath(dir), "PRAGMA page_size").toInt();
    QVERIFY(page > 1 && pageSize > 0);
    QFile f(storePath(dir));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(static_cast<qint64>(page - 1) * pageSize));
    f.write(QByteArray(64, '\xff'));
    f.close();
    QVERIFY(QFileInfo(storePath(dir) + "-wal").size() == 0);  // everything is in the file damaged
    QFile damaged(storePath(dir));
    QVERIFY(damaged.open(QIODevice::ReadOnly));
    const QByteArray bytes = damaged.readAll();
    Started s(dir.path());
    QVERIFY(s.server);
    const QString problems = s.server->restoreProblems().join('\n');
    QVERIFY2(problems.contains("the database failed its check"), qPrintable(problems));
    QVERIFY2(problems.contains("table 1: 8 acknowledged answers lost"), qPrintable(problems));
    QVERIFY2(problems.contains("table 2: 8 acknowledged answers lost"), qPrintable(problems));
    QVERIFY(s.logged());
    // What could be read: both tables, their games dealt again from the start.
    QCOMPARE(s.server->tableIds(), (QList<int>{1, 2}));
    QCOMPARE(answersAt(*s.server, 1), std::size_t(0));
    QFile kept(QDir(dir.path()).filePath(keptCopies(dir.path()).value(0)));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
}

void TestTableStore::aFileThatIsNotADatabaseIsKeptAside() {
    QTemporaryDir dir;
    QFile f(storePath(dir));
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray junk(8192, 'j');
    f.write(junk);
    f.close();
    {
        Started s(dir.path());
        QVERIFY(s.server);
        QVERIFY(!s.server->restoreProblems().isEmpty());
        QVERIFY(s.logged());
        QVERIFY(s.server->tableIds().isEmpty());
        QFile kept(QDir(dir.path()).filePath(keptCopies(dir.path()).value(0)));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), junk);
    }
    Started s(dir.path());
    QVERIFY(s.server);
    QVERIFY(s.server->restoreProblems().isEmpty());
}

QTEST_GUILESS_MAIN(TestTableStore)
#include "test_table_store.moc"
