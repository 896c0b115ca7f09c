// The table store (issue 26.1): SQLite in WAL mode; what it keeps comes back after a restart; a commit that fails
// is never reported on disk; and a damaged store never loses an acknowledged answer silently: every loss is
// logged, the file is kept aside, and what could be read is restored.
#include "lan_test_util.h"
#include "stored_game.h"

#include "net/lan/lan_server.h"
#include "net/lan/table_store.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <memory>
#include <random>

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
    // Issue 50
    void everyAcknowledgedAnswerIsInTheFileAlone_data();
    void everyAcknowledgedAnswerIsInTheFileAlone();
    void oneDamagedPageLosesNoTable_data();
    void oneDamagedPageLosesNoTable();
    void aCutFileNamesWhatItLost();
    void aStoreOfANewerServerIsLeftAlone();
    void aBackupHoldsEveryTable();
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
    QTest::newRow("the host seat") << QByteArray("UPDATE tables SET host_seat = 8") << 1 << kAnswers
                                   << "table 1: its host seat 9 is not a seat of the table; seat 2 hosts it";
    QTest::newRow("an answer's seat") << QByteArray("UPDATE answers SET seat = 8 WHERE n = 5") << 1 << 4
                                      << "table 1: 4 acknowledged answers lost: answer 5 comes from seat 9, which the table does not have; 4 of 8 restored";
    QTest::newRow("the phase says over") << QByteArray("UPDATE tables SET phase = 'over'") << 1 << kAnswers
                                         << "table 1: its phase says its game is over, but its answers do not end it; it is restored as playing";
    QTest::newRow("the phase says lobby") << QByteArray("UPDATE tables SET phase = 'lobby'") << 1 << kAnswers
                                          << "table 1: its phase says it has not started, but it holds 8 acknowledged answers; it is restored as playing";
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

// Bytes of the file damaged (the start of the page holding the answers, its header and cell array): the check at
// start says so, and the answers, still whole further down the page, are read from it; nothing is lost silently.
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
    QVERIFY2(problems.contains("table 1: 8 of its answers were read from the file's pages"), qPrintable(problems));
    QVERIFY2(problems.contains("table 2: 8 of its answers were read from the file's pages"), qPrintable(problems));
    QVERIFY2(!problems.contains("lost"), qPrintable(problems));
    QVERIFY(s.logged());
    QCOMPARE(s.server->tableIds(), (QList<int>{1, 2}));
    QCOMPARE(answersAt(*s.server, 1), std::size_t(kAnswers));
    QCOMPARE(answersAt(*s.server, 2), std::size_t(kAnswers));
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

namespace {

// The files of a store as a SIGKILL would leave them, copied from `from` to `to`.
void copyAsACrashWould(const QString& from, const QString& to) {
    for (const char* suffix : {"", "-wal"})
        if (QFile::exists(from + suffix)) QFile::copy(from + suffix, to + suffix);
}

// A store written by the writer thread, change by change, as the lobby writes it: `tables` tables of `answers`.
std::vector<StoredTable> writeChangeByChange(TableStore& store, int tables, int answers) {
    std::vector<StoredTable> games;
    for (int id = 1; id <= tables; ++id) {
        games.push_back(storedGame(id, 100 + static_cast<std::uint64_t>(id), answers));
        StoredTable t = games.back();
        t.answers.clear();
        store.submit(change::PutTable{t});
    }
    for (int n = 0; n < answers; ++n)
        for (const StoredTable& g : games)
            if (n < static_cast<int>(g.answers.size())) store.submit(change::AddAnswer{g.id, n + 1, g.answers[static_cast<std::size_t>(n)]});
    return games;
}

}  // namespace

void TestTableStore::everyAcknowledgedAnswerIsInTheFileAlone_data() {
    QTest::addColumn<QString>("damage");
    QTest::newRow("the WAL deleted") << "delete";
    QTest::newRow("the WAL cut in half") << "cut";
    QTest::newRow("a byte of the WAL flipped") << "flip";
}

// Issue 50.1: acknowledged answers lived only in the WAL until a checkpoint (about 500 answers), so a WAL lost, cut or
// damaged after a crash (or a copy of tables.sqlite alone) lost them without a word. Now the file alone holds them.
void TestTableStore::everyAcknowledgedAnswerIsInTheFileAlone() {
    QFETCH(QString, damage);
    QTemporaryDir dir;
    TableStore store;
    TableStore::Contents contents;
    QVERIFY(store.open(dir.path().toStdString(), contents));
    store.startWriter();
    const std::vector<StoredTable> games = writeChangeByChange(store, 3, 30);
    QVERIFY(store.sync());  // every change acknowledged
    QTemporaryDir crash;
    copyAsACrashWould(storePath(dir), storePath(crash));
    const QString wal = storePath(crash) + "-wal";
    if (damage == "delete") {
        QFile::remove(wal);
    } else if (QFile w(wal); w.exists() && w.size() > 0 && w.open(QIODevice::ReadWrite)) {
        if (damage == "cut") w.resize(w.size() / 2);
        else {
            w.seek(w.size() / 2);
            const char c = w.read(1).at(0);
            w.seek(w.size() / 2);
            w.write(QByteArray(1, static_cast<char>(c ^ 0x5a)));
        }
    }
    TableStore restored;
    TableStore::Contents c;
    QVERIFY(restored.open(crash.path().toStdString(), c));
    QVERIFY2(c.problems.empty(), c.problems.empty() ? "" : c.problems.front().c_str());
    QCOMPARE(c.tables.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i) QVERIFY(c.tables[i] == games[i]);
}

void TestTableStore::oneDamagedPageLosesNoTable_data() {
    QTest::addColumn<QString>("where");
    QTest::newRow("16 bytes at the start of the answers' interior page") << "interior start";
    QTest::newRow("the file's header") << "header";
    QTest::newRow("both") << "header and interior start";
}

// Issue 50.2: one damaged interior page (the answers' b-tree root) lost every answer of every table, and a damaged
// header lost every table, although the pages holding the rows were sound. They are now read from those pages.
void TestTableStore::oneDamagedPageLosesNoTable() {
    QFETCH(QString, where);
    constexpr int kTables = 5, kEach = 74;
    QTemporaryDir dir;
    std::vector<StoredTable> games;
    for (int id = 1; id <= kTables; ++id) games.push_back(storedGame(id, 200 + static_cast<std::uint64_t>(id), kEach));
    QVERIFY(writeStore(dir.path(), games));
    const int page = queryText(storePath(dir), "SELECT rootpage FROM sqlite_schema WHERE name = 'answers'").toInt();
    const int pageSize = queryText(storePath(dir), "PRAGMA page_size").toInt();
    QFile f(storePath(dir));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray bytes = f.readAll();
    const qint64 start = static_cast<qint64>(page - 1) * pageSize;
    QCOMPARE(static_cast<int>(bytes.at(start)), 2);  // an interior page of an index b-tree: the answers' root
    std::mt19937 rng(50);
    if (where.contains("interior start"))
        for (int i = 0; i < 16; ++i) bytes[start + i] = static_cast<char>(rng());
    if (where.contains("header"))
        for (int i = 0; i < 100; ++i) bytes[i] = static_cast<char>(rng());
    QVERIFY(f.seek(0));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
    f.close();
    Started s(dir.path());
    QVERIFY(s.server);
    const QString problems = s.server->restoreProblems().join('\n');
    QVERIFY2(problems.contains("read from the file's pages"), qPrintable(problems));
    QVERIFY2(!problems.contains("lost"), qPrintable(problems));
    QVERIFY(s.logged());
    QCOMPARE(s.server->tableIds().size(), qsizetype(kTables));
    std::size_t total = 0;
    for (const StoredTable& g : games) {
        QCOMPARE(answersAt(*s.server, g.id), g.answers.size());
        total += g.answers.size();
    }
    QVERIFY(total > 300);
    QCOMPARE(keptCopies(dir.path()).size(), qsizetype(1));
}

// Issue 50.2: a file cut short lost every table with one line ("the list of tables could not be read in full").
// What the pages left still hold is restored, and every table that lost answers is named with their count.
void TestTableStore::aCutFileNamesWhatItLost() {
    constexpr int kTables = 5, kEach = 74;
    QTemporaryDir dir;
    std::vector<StoredTable> games;
    for (int id = 1; id <= kTables; ++id) games.push_back(storedGame(id, 300 + static_cast<std::uint64_t>(id), kEach));
    QVERIFY(writeStore(dir.path(), games));
    QFile f(storePath(dir));
    const qint64 full = QFileInfo(f).size();
    const qint64 pageSize = queryText(storePath(dir), "PRAGMA page_size").toLongLong();
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.resize(full - pageSize));  // the last page, one of the answers' leaves, is gone
    f.close();
    Started s(dir.path());
    QVERIFY(s.server);
    const QStringList problems = s.server->restoreProblems();
    QVERIFY(!problems.isEmpty());
    QVERIFY(s.logged());
    QVERIFY2(s.server->tableIds().size() == kTables, qPrintable(problems.join('\n')));  // the rows' page is among the first
    std::size_t kept = 0, all = 0;
    for (const StoredTable& g : games) {
        const std::size_t restored = answersAt(*s.server, g.id);
        QVERIFY(restored <= g.answers.size());
        kept += restored;
        all += g.answers.size();
        if (restored < g.answers.size()) {
            const QString said = QString("table %1: %2 acknowledged answer").arg(g.id).arg(g.answers.size() - restored);
            QVERIFY2(problems.join('\n').contains(said), qPrintable(said + "\n" + problems.join('\n')));
        }
    }
    QVERIFY2(kept > 0 && kept < all, qPrintable(QString("%1 of %2").arg(kept).arg(all)));
}

// Issue 50.5: a store whose schema says 99 was read as if it were this server's.
void TestTableStore::aStoreOfANewerServerIsLeftAlone() {
    QTemporaryDir dir;
    QVERIFY(writeStore(dir.path(), {storedGame(1, 5, kAnswers)}));
    QVERIFY(damage(storePath(dir), "UPDATE meta SET value = '99' WHERE key = 'schema'"));
    QFile before(storePath(dir));
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    LanServer server(configFor(dir.path()));
    QString why;
    QVERIFY(!server.start(&why));
    QVERIFY2(why.contains("newer version") && why.contains("99"), qPrintable(why));
    QFile after(storePath(dir));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
    QVERIFY(keptCopies(dir.path()).isEmpty());
}

// Issue 50.1: the store can be copied while the server writes to it; the copy is one file holding every table.
void TestTableStore::aBackupHoldsEveryTable() {
    QTemporaryDir dir, elsewhere;
    TableStore store;
    TableStore::Contents contents;
    QVERIFY(store.open(dir.path().toStdString(), contents));
    store.startWriter();
    const std::vector<StoredTable> games = writeChangeByChange(store, 2, 20);
    QVERIFY(store.sync());
    const std::string copy = QDir(elsewhere.path()).filePath("backup.sqlite").toStdString();
    std::string why;
    QVERIFY2(TableStore::backup(dir.path().toStdString(), copy, &why), why.c_str());
    QVERIFY(!TableStore::backup(dir.path().toStdString(), copy, &why));  // never over an existing file
    QVERIFY(why.find("exists") != std::string::npos);
    QVERIFY(!QFile::exists(QString::fromStdString(copy) + "-wal"));
    // The copy is a store of its own: opened as one, it has every table.
    QTemporaryDir restoredDir;
    QVERIFY(QFile::copy(QString::fromStdString(copy), storePath(restoredDir)));
    TableStore restored;
    TableStore::Contents c;
    QVERIFY(restored.open(restoredDir.path().toStdString(), c));
    QVERIFY(c.problems.empty());
    QCOMPARE(c.tables.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i) QVERIFY(c.tables[i] == games[i]);
}

QTEST_GUILESS_MAIN(TestTableStore)
#include "test_table_store.moc"
