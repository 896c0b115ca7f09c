// Bot work is fair between tables (issue 26.3): one address filling twenty tables with bots that play each other
// as fast as they can must not slow an honest table's bot. Measured as a ratio within one run (the honest bot's
// moves against the attacking tables' own moves), so a busy machine slows both sides alike and the test holds.
#include "lan_test_util.h"
#include "raw_client.h"

#include "lan_server.h"

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

std::size_t answersAt(const LanServer& s, int table) {
    const TableHost* h = s.tableHost(table);
    return h && h->game() ? h->game()->answers().size() : 0;
}

// Per table: how long each bot move took, from the moment its prompt was waiting to the answer that followed.
struct MoveClock {
    struct Watch {
        std::size_t answers = 0;
        qint64 since = -1;  // when the waiting prompt (a bot's) was first seen; -1: a person's turn
    };
    std::map<int, Watch> watches;
    std::map<int, std::vector<double>> moves;  // milliseconds
    QElapsedTimer clock;

    MoveClock() { clock.start(); }

    void look(const LanServer& server, int table) {
        const TableHost* h = server.tableHost(table);
        if (!h || !h->game()) return;
        const Game& g = *h->game();
        Watch& w = watches[table];
        const qint64 now = clock.elapsed();
        if (g.answers().size() != w.answers) {
            if (w.since >= 0) moves[table].push_back(static_cast<double>(now - w.since));
            w.answers = g.answers().size();
            w.since = -1;
        }
        if (w.since < 0 && g.prompt() && !g.over() && !h->seats().at(g.prompt()->player).human) w.since = now;
    }
};

}  // namespace

class TestBotFairness : public QObject {
    Q_OBJECT
private slots:
    void oneAddressCannotStallAnotherTablesBots();
};

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

    // The honest table, from another address: Ann against an easy bot.
    RawPlayer ann;
    QVERIFY(ann.open(server->port(), QHostAddress("127.0.0.2")));
    const auto created = ann.request(bj::object{{"type", "create"}, {"name", "Ann"}, {"players", 2}, {"botDelayMs", 0}});
    QVERIFY(created);
    const int honest = static_cast<int>(wire::intField(*created, "table"));
    QCOMPARE(ann.ask(bj::object{{"type", "start"}, {"fill", "easy"}}), QString("ok"));

    MoveClock clock;
    const bool enough = waitFor([&] {
        ann.play();
        clock.look(*server, honest);
        for (int t : attacked) clock.look(*server, t);
        std::size_t attackMoves = 0;
        for (int t : attacked) attackMoves += clock.moves[t].size();
        const TableHost* h = server->tableHost(honest);
        const bool over = h && h->game() && h->game()->over();
        return (clock.moves[honest].size() >= 40 || over) && attackMoves >= 60;
    }, 240'000);
    std::vector<double> attackMoves;
    for (int t : attacked) attackMoves.insert(attackMoves.end(), clock.moves[t].begin(), clock.moves[t].end());
    const std::vector<double>& honestMoves = clock.moves[honest];
    const double honestP99 = percentile(honestMoves, 0.99), honestMedian = percentile(honestMoves, 0.5);
    const double attackMedian = percentile(attackMoves, 0.5);
    qInfo().noquote() << QString("honest bot moves: %1, median %2 ms, p99 %3 ms; attacking tables' bot moves: %4, median %5 ms; "
                                 "honest answers %6")
                             .arg(honestMoves.size())
                             .arg(honestMedian, 0, 'f', 1)
                             .arg(honestP99, 0, 'f', 1)
                             .arg(attackMoves.size())
                             .arg(attackMedian, 0, 'f', 1)
                             .arg(answersAt(*server, honest));
    QVERIFY2(enough, "the honest table's bot (or the attack) made too few moves in four minutes");
    QVERIFY(honestMoves.size() >= 20);
    // An honest bot move waits for no queue of the attacker's moves: its slowest is well under the attacking
    // tables' typical move (each of which waits its turn among twenty tables).
    QVERIFY2(honestP99 < 0.25 * attackMedian, qPrintable(QString("p99 %1 ms against %2 ms").arg(honestP99).arg(attackMedian)));
}

QTEST_GUILESS_MAIN(TestBotFairness)
#include "test_bot_fairness.moc"
