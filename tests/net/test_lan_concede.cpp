// Conceding at a LAN table: the game ends for everyone with the concession said, the journal keeps it across a
// server restart, and a concession that does not fit is refused with the game unchanged.
#include "lan_server.h"
#include "lan_test_util.h"
#include "table_host.h"

#include "json/json_io.h"

#include <QTemporaryDir>
#include <QTest>

using namespace inno;
using namespace inno::net;
using inno::net::test::Player;
using inno::net::test::waitFor;
namespace bj = boost::json;

namespace {

std::unique_ptr<LanServer> makeServer(const QString& dataDir, quint16 port = 0) {
    ServerConfig c;
    c.listenAddress = QHostAddress::LocalHost;
    c.port = port;
    c.discovery = false;
    c.dataDir = dataDir;
    c.botDelayMs = 0;
    auto s = std::make_unique<LanServer>(c);
    QString error;
    if (!s->start(&error)) qWarning() << error;
    return s;
}

// Ann hosts a two-seat table, Ben joins, the game starts with `seed`.
bool seatAndStart(LanServer& server, Player& ann, Player& ben, quint64 seed) {
    ann.transport->connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = ann.name;
    ct.players = 2;
    ct.seed = seed;
    ann.transport->createTable(ct, [&](const bj::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    if (!waitFor([&] { return table > 0; }, 5000)) return false;
    ben.transport->connectToServer("127.0.0.1", server.port());
    ben.transport->joinTable(table, ben.name);
    if (!waitFor([&] { return ben.transport->table() > 0; }, 5000)) return false;
    bool started = false;
    ann.transport->request(bj::object{{"type", "start"}}, [&](const bj::object& r) { started = wire::stringField(r, "type") == "ok"; });
    return waitFor([&] { return started; }, 5000);
}

}  // namespace

class TestLanConcede : public QObject {
    Q_OBJECT
private slots:
    void aConcessionEndsTheTableAndSurvivesARestart() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto server = makeServer(dir.path());
        Player ann("Ann", 61), ben("Ben", 62);
        bj::object annOver, benOver;
        auto keepOver = [](bj::object& into) {
            return [&into](const bj::object& m) {
                if (wire::stringField(m, "type") == msg::GameOver) into = m;
            };
        };
        QObject::connect(ann.transport, &ClientTransport::messageReceived, &ann, keepOver(annOver));
        QObject::connect(ben.transport, &ClientTransport::messageReceived, &ben, keepOver(benOver));
        QVERIFY(seatAndStart(*server, ann, ben, 77));
        QVERIFY(waitFor([&] { return ann.viewAnswers >= 6; }, 20'000));
        ann.autoAnswer = ben.autoAnswer = false;
        const int table = server->tableIds().front();
        const TableHost* host = server->tableHost(table);
        QVERIFY(!host->game()->over());

        // A seat that is not the connection's is refused; nothing changes.
        const int refusals = ben.refusals;
        ben.transport->send(bj::object{{"type", "concede"}, {"seat", 0}});
        QVERIFY(waitFor([&] { return ben.refusals > refusals; }, 5000));
        QVERIFY(!host->game()->over());

        // Ben concedes: both hear that the game is over, that Ben conceded and that Ann won.
        ben.transport->send(bj::object{{"type", "concede"}});
        QVERIFY(waitFor([&] { return ann.over && ben.over; }, 5000));
        for (const bj::object* o : {&annOver, &benOver}) {
            QCOMPARE(wire::stringField(*o, "reason"), std::string_view("conceded"));
            QCOMPARE(wire::stringField(*o, "conceded"), std::string_view("Ben"));
            QCOMPARE(qstringsOf(wire::arrayField(*o, "winners")), QStringList{"Ann"});
        }
        QCOMPARE(host->game()->concededBy(), 1);
        // The last event each seat got says who conceded.
        QCOMPARE(wire::stringField(ann.events.back(), "type"), std::string_view("gameEnded"));
        QCOMPARE(wire::stringField(ann.events.back(), "player"), std::string_view("Ben"));

        // Once over, another concession is refused.
        const int annRefusals = ann.refusals;
        ann.transport->send(bj::object{{"type", "concede"}});
        QVERIFY(waitFor([&] { return ann.refusals > annRefusals; }, 5000));

        // The journal keeps it: a server started again on the same folder has the same conceded game.
        QVERIFY(server->syncJournal());
        const std::string before = json::saveGame(*host->game());
        const quint16 port = server->port();
        server.reset();
        server = makeServer(dir.path(), port);
        QCOMPARE(server->tableIds(), QList<int>{table});
        const Game* again = server->tableHost(table)->game();
        QVERIFY(again->over());
        QCOMPARE(again->concededBy(), 1);
        QCOMPARE(json::saveGame(*again), before);
    }
};

QTEST_GUILESS_MAIN(TestLanConcede)
#include "test_lan_concede.moc"
