// Bot work is fair between tables (issue 26.3): one address filling twenty tables with bots that play each other
// as fast as they can must not slow an honest table's bot. Measured as a ratio within one run (the honest bot's
// moves against the attacking tables' own moves), so a busy machine slows both sides alike and the test holds.
#include "lan_test_util.h"
#include "raw_client.h"

#include "net/host/bot_scheduler.h"
#include "net/lan/lan_server.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

using namespace inno;
using namespace inno::net;
using inno::net::test::Raw;
using inno::net::test::RawPlayer;
using inno::net::test::waitFor;
namespace bj = boost::json;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// How long each bot move of a table took: from the moment the table asked for it to its answer (the wait for a
// worker and the decision).
struct MoveClock {
    std::map<int, std::vector<double>> moves;  // milliseconds, per table
    std::map<int, qint64> asked;
    QElapsedTimer clock;

    MoveClock() { clock.start(); }
    void watch(const LanServer& server, int table, QObject* context) {
        const TableHost* host = server.tableHost(table);
        if (!host) return;
        QObject::connect(host, &TableHost::botThinking, context, [this, table](int, bool thinking) {
            if (thinking) asked[table] = clock.elapsed();
            else if (asked.count(table)) moves[table].push_back(static_cast<double>(clock.elapsed() - asked[table]));
        });
    }
};

}  // namespace

class TestBotFairness : public QObject {
    Q_OBJECT
private slots:
    void theQueueGivesTurnsFairly();
    void busyTablesFromManyAddressesKeepAWorkerFree();
    void oneAddressCannotStallAnotherTablesBots();
};

// The choice of the next decision, alone: people before bots-only tables, a worker kept from bots-only tables and
// from any one address, and the least-used address first.
void TestBotFairness::theQueueGivesTurnsFairly() {
    FairQueue q(2);
    const auto a1 = q.push(BotShare{"10.0.0.1", 1, false});
    const auto a2 = q.push(BotShare{"10.0.0.1", 2, false});
    const auto honest = q.push(BotShare{"10.0.0.2", 9, true});
    QCOMPARE(q.next(0), std::optional(honest));  // queued last, goes first: a person plays there
    QCOMPARE(q.next(0), std::optional(a1));
    QCOMPARE(q.next(0), std::nullopt);  // both workers busy
    q.finished(honest, 0.01, 1);
    QCOMPARE(q.next(1), std::nullopt);  // the free worker stays for tables with people: bots-only tables hold one
    const auto again = q.push(BotShare{"10.0.0.2", 9, true});
    QCOMPARE(q.next(1), std::optional(again));
    q.finished(a1, 2.0, 2);
    q.finished(again, 0.01, 2);
    QCOMPARE(q.next(2), std::optional(a2));

    // One address holds at most all workers but one, whatever it plays.
    FairQueue r(3);
    const auto m1 = r.push(BotShare{"10.0.0.1", 1, true});
    const auto m2 = r.push(BotShare{"10.0.0.1", 2, true});
    const auto m3 = r.push(BotShare{"10.0.0.1", 3, true});
    QCOMPARE(r.next(0), std::optional(m1));
    QCOMPARE(r.next(0), std::optional(m2));
    QCOMPARE(r.next(0), std::nullopt);
    const auto other = r.push(BotShare{"10.0.0.2", 4, true});
    QCOMPARE(r.next(0), std::optional(other));
    // The address that used the least lately goes first, even when it asked last.
    r.finished(m1, 5.0, 1);
    r.finished(other, 0.1, 1);
    const auto late = r.push(BotShare{"10.0.0.2", 4, true});
    QCOMPARE(r.next(1), std::optional(late));
    QCOMPARE(r.next(1), std::optional(m3));
}

// Issue 50.6: from three addresses, tables with a scripted person answering at once among Expert bots counted as
// tables with people and took every worker in turn, so an honest table's bot waited for their decisions (p99 561 ms,
// 2 ms alone); the cap per address does not bound several addresses. A table over its budget of bot time now plays
// as bots-only: such tables go last and never take the worker kept for the others, from ten addresses as from one.
void TestBotFairness::busyTablesFromManyAddressesKeepAWorkerFree() {
    FairQueue q(2);
    std::vector<BotShare> busy;
    for (int i = 0; i < 10; ++i) busy.push_back(BotShare{QString("10.0.1.%1").arg(i + 1), 100 + i, true});
    // Each table's bots have worked hard lately: five seconds each.
    for (const BotShare& s : busy) {
        QVERIFY(!q.heavy(s));
        const auto id = q.push(s);
        QCOMPARE(q.next(0), std::optional(id));
        q.finished(id, 5.0, 0);
        QVERIFY(q.heavy(s));
    }
    std::vector<FairQueue::Id> waiting;
    for (const BotShare& s : busy) waiting.push_back(q.push(s));
    const auto first = q.next(0);
    QVERIFY(first.has_value());
    QCOMPARE(q.next(0), std::nullopt);  // one worker is kept: ten addresses, one cap for all of them
    const auto honest = q.push(BotShare{"10.0.0.2", 9, true});
    QCOMPARE(q.next(0), std::optional(honest));
    // A table within its budget goes before the busy ones waiting, even when it asked last.
    q.finished(*first, 1.0, 0.5);
    q.finished(honest, 0.01, 0.5);
    const auto again = q.push(BotShare{"10.0.0.2", 9, true});
    QCOMPARE(q.next(0.5), std::optional(again));
    // Use fades: a busy table that rests a minute is within its budget again.
    QVERIFY(q.heavy(busy.back()));
    q.finished(again, 0.01, 60);
    QVERIFY(!q.heavy(busy.back()));
}

void TestBotFairness::oneAddressCannotStallAnotherTablesBots() {
    ServerConfig c;
    c.name = "Fairness test";
    c.listenAddress = QHostAddress::LocalHost;
    c.port = 0;
    c.discovery = false;
    c.botDelayMs = 0;
    auto server = std::make_unique<LanServer>(c);
    QVERIFY(server->start());

    // The attack: 7 connections from one address open 20 four-seat tables of bots with no pause between moves,
    // and concede, so that bots play every seat.
    std::vector<std::unique_ptr<Raw>> attackers;
    std::vector<int> attacked;
    for (int i = 0; i < 7 && attacked.size() < 20; ++i) {
        attackers.push_back(std::make_unique<Raw>());
        Raw& a = *attackers.back();
        QVERIFY(a.open(server->port()));
        for (int k = 0; k < 3 && attacked.size() < 20; ++k) {
            const auto r = a.request(bj::object{{"type", "create"}, {"name", "Mallory"}, {"players", 4}, {"botDelayMs", 0}});
            QVERIFY(r && wire::stringField(*r, "type") == "ok");
            const int table = static_cast<int>(wire::intField(*r, "table"));
            QCOMPARE(a.ask(bj::object{{"type", "start"}, {"fill", "hard"}}), QString("ok"));
            QCOMPARE(a.ask(bj::object{{"type", "concede"}}), QString("ok"));
            attacked.push_back(table);
        }
    }
    QCOMPARE(attacked.size(), std::size_t(20));

    MoveClock clock;
    for (int t : attacked) clock.watch(*server, t, this);
    // The measure starts once the attack is in full swing: every attacking table past its opening melds.
    QVERIFY(waitFor([&] {
        return std::all_of(attacked.begin(), attacked.end(), [&](int t) { return clock.moves[t].size() >= 6; });
    }, 240'000));
    for (int t : attacked) clock.moves[t].clear();

    // The honest table, from another address: Ann against two easy bots (a new table when a game ends).
    RawPlayer ann;
    QVERIFY(ann.open(server->port(), QHostAddress("127.0.0.2")));
    int honest = 0;
    std::vector<double> honestMoves;
    QString honestProblem;
    auto openHonestTable = [&] {
        if (honest) honestMoves.insert(honestMoves.end(), clock.moves[honest].begin(), clock.moves[honest].end());
        const auto created = ann.requestWithinRate(bj::object{{"type", "create"}, {"name", "Ann"}, {"players", 3}, {"botDelayMs", 0}});
        honest = created && wire::stringField(*created, "type") == "ok" ? static_cast<int>(wire::intField(*created, "table")) : 0;
        if (!honest) honestProblem = "create: " + (created ? QString::fromStdString(bj::serialize(*created)) : QString("no reply"));
        else if (const QString started = ann.askWithinRate(bj::object{{"type", "start"}, {"fill", "easy"}}); started != "ok") honestProblem = "start: " + started;
        else clock.watch(*server, honest, this);
        return honestProblem.isEmpty();
    };
    QVERIFY2(openHonestTable(), qPrintable(honestProblem));
    bool busy = false;  // a request's own wait runs this check too: not again while it is inside
    const bool enough = waitFor([&] {
        if (busy) return false;
        busy = true;
        ann.play();
        const TableHost* h = server->tableHost(honest);
        const bool opened = !(h && h->game() && h->game()->over()) || openHonestTable();
        busy = false;
        if (!opened) return true;
        std::size_t attackMoves = 0;
        for (int t : attacked) attackMoves += clock.moves[t].size();
        return honestMoves.size() + clock.moves[honest].size() >= 60 && attackMoves >= 60;
    }, 240'000);
    QVERIFY2(honestProblem.isEmpty(), qPrintable(honestProblem));
    honestMoves.insert(honestMoves.end(), clock.moves[honest].begin(), clock.moves[honest].end());
    std::vector<double> attackMoves;
    for (int t : attacked) attackMoves.insert(attackMoves.end(), clock.moves[t].begin(), clock.moves[t].end());
    const double honestP99 = percentile(honestMoves, 0.99), honestP90 = percentile(honestMoves, 0.9),
                 honestMedian = percentile(honestMoves, 0.5);
    const double attackMedian = percentile(attackMoves, 0.5);
    qInfo().noquote() << QString("honest bot moves: %1, median %2 ms, p90 %3 ms, p99 %4 ms; attacking tables' bot moves: %5, "
                                 "median %6 ms")
                             .arg(honestMoves.size())
                             .arg(honestMedian, 0, 'f', 1)
                             .arg(honestP90, 0, 'f', 1)
                             .arg(honestP99, 0, 'f', 1)
                             .arg(attackMoves.size())
                             .arg(attackMedian, 0, 'f', 1);
    QVERIFY2(enough, "the honest table's bot (or the attack) made too few moves in four minutes");
    QVERIFY(honestMoves.size() >= 60);
    // An honest bot move waits for no queue of the attacker's moves: nine in ten of them take well under half the
    // attacking tables' typical move (each of which waits its turn among twenty tables). Without fair turns they
    // wait in the same queue, and the two are alike. (A ratio within one run: a busy machine slows both; the tail
    // itself is printed above, and `innovation-cli attack` measures it with Expert bots.)
    QVERIFY2(honestP90 < 0.5 * attackMedian, qPrintable(QString("p90 %1 ms against %2 ms").arg(honestP90).arg(attackMedian)));
}

QTEST_GUILESS_MAIN(TestBotFairness)
#include "test_bot_fairness.moc"
