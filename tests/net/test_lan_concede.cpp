// Conceding at a LAN table, both of the host's choices: the game ends for everyone with the concession said, or
// a bot takes the conceder's seat and the game goes on to its normal end (the conceder watching). The table store
// keeps either across a server restart, with the table's options (hints, the concession choice); a concession
// that does not fit is refused with the game unchanged.
#include "net/lan/lan_server.h"
#include "lan_test_util.h"
#include "net/host/table_host.h"

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

// Ann hosts a two-seat table (`botOnConcede`, `hints`: the host's choices), Ben joins, the game starts with `seed`.
bool seatAndStart(LanServer& server, Player& ann, Player& ben, quint64 seed, bool botOnConcede = false, bool hints = false) {
    ann.transport->connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = ann.name;
    ct.options.playerCount = 2;
    ct.seed = seed;
    ct.botOnConcede = botOnConcede;
    ct.hints = hints;
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
        QVERIFY(seatAndStart(*server, ann, ben, 77, /*botOnConcede=*/false));
        QCOMPARE(wire::stringField(ann.seatsMessages.back(), "onConcede"), std::string_view("end"));
        QVERIFY(!wire::boolField(ann.seatsMessages.back(), "hints", true));
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

        // The table store keeps it: a server started again on the same folder has the same conceded game.
        QVERIFY(server->syncStore());
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

    void aBotTakesTheConcedersSeatAndTheGameGoesOnAcrossARestart() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto server = makeServer(dir.path());
        Player ann("Ann", 71), ben("Ben", 72);
        bj::object annOver, benTable, benNotice;
        QObject::connect(ann.transport, &ClientTransport::messageReceived, &ann, [&](const bj::object& m) {
            if (wire::stringField(m, "type") == msg::GameOver) annOver = m;
        });
        QObject::connect(ben.transport, &ClientTransport::messageReceived, &ben, [&](const bj::object& m) {
            if (wire::stringField(m, "type") == msg::Table) benTable = m;
        });
        QObject::connect(ben.transport, &TcpTransport::sessionMessage, &ben, [&](const bj::object& m) {
            if (wire::stringField(m, "type") == "notice") benNotice = m;
        });
        QVERIFY(seatAndStart(*server, ann, ben, 78, /*botOnConcede=*/true, /*hints=*/true));
        // Every seated client hears the host's choices (the hint menu depends on it).
        QVERIFY(waitFor([&] { return !ben.seatsMessages.isEmpty() && wire::stringField(ben.seatsMessages.back(), "phase") == "playing"; }, 5000));
        for (const Player* p : {&ann, &ben}) {
            QVERIFY(wire::boolField(p->seatsMessages.back(), "hints"));
            QCOMPARE(wire::stringField(p->seatsMessages.back(), "onConcede"), std::string_view("bot"));
        }
        QVERIFY(waitFor([&] { return ann.viewAnswers >= 6; }, 20'000));
        ben.autoAnswer = false;
        const int table = server->tableIds().front();
        const TableHost* host = server->tableHost(table);

        // Ben concedes: the engine's game goes on, Ben's seat is a bot's (at least Hard), Ben is told and watches.
        bool okSeen = false;
        ben.transport->request(bj::object{{"type", "concede"}}, [&](const bj::object& r) { okSeen = wire::stringField(r, "type") == "ok"; });
        QVERIFY(waitFor([&] { return okSeen && wire::stringField(benNotice, "code") == "conceded"; }, 5000));
        host = server->tableHost(table);
        QVERIFY(!host->game()->over());
        QCOMPARE(host->game()->concededBy(), -1);
        QVERIFY(!host->seats()[1].human);
        QCOMPARE(host->seats()[1].level, BotLevel::Hard);
        const int at = host->seats()[1].concededAt;
        QVERIFY(at > 0);
        QVERIFY(waitFor([&] { return benTable.contains("seats") && wire::arrayField(benTable, "seats").empty(); }, 5000));
        // Everyone's table names the concession and where it happened; the seats say a bot plays there now.
        const bj::object& benAsPlayer = wire::objectOf(wire::arrayField(benTable, "players")[1]);
        QCOMPARE(wire::intField(benAsPlayer, "concededAt"), at);
        QVERIFY(!wire::boolField(benAsPlayer, "human", true));
        QVERIFY(waitFor([&] {
            const bj::object& seat1 = wire::objectOf(wire::arrayField(ann.seatsMessages.back(), "seats")[1]);
            return wire::boolField(seat1, "conceded") && wire::stringField(seat1, "kind") == "bot";
        }, 5000));
        // A second concession from the watcher is refused.
        const int refusals = ben.refusals;
        ben.transport->send(bj::object{{"type", "concede"}});
        QVERIFY(waitFor([&] { return ben.refusals > refusals; }, 5000));

        // The bot plays Ben's seat.
        const auto answeredByBen = [&] {
            const auto& by = server->tableHost(table)->answeredBy();
            return std::count(by.begin(), by.end(), 1);
        };
        const auto before = answeredByBen();
        QVERIFY(waitFor([&] { return answeredByBen() > before || server->tableHost(table)->game()->over(); }, 60'000));

        // A restart keeps the options, the bot in the seat and the concession; Ben comes back watching.
        QVERIFY(server->syncStore());
        const quint16 port = server->port();
        const std::size_t answers = server->tableHost(table)->game()->answers().size();
        server.reset();
        benTable = {};
        server = makeServer(dir.path(), port);
        QCOMPARE(server->tableIds(), QList<int>{table});
        const bj::object summary = server->tableSummaries().front().as_object();
        QVERIFY(wire::boolField(summary, "hints"));
        QCOMPARE(wire::stringField(summary, "onConcede"), std::string_view("bot"));
        host = server->tableHost(table);
        QVERIFY(host->game()->answers().size() >= answers);
        QVERIFY(!host->seats()[1].human);
        QCOMPARE(host->seats()[1].concededAt, at);
        QCOMPARE(host->game()->concededBy(), -1);
        QVERIFY(waitFor([&] { return benTable.contains("seats") && wire::arrayField(benTable, "seats").empty(); }, 20'000));
        // Again, from the store the first restart wrote.
        QVERIFY(server->syncStore());
        server.reset();
        server = makeServer(dir.path(), port);
        QCOMPARE(server->tableIds(), QList<int>{table});
        QVERIFY(wire::boolField(server->tableSummaries().front().as_object(), "hints"));
        QCOMPARE(wire::stringField(server->tableSummaries().front().as_object(), "onConcede"), std::string_view("bot"));
        QVERIFY(!server->tableHost(table)->seats()[1].human);
        QCOMPARE(server->tableHost(table)->seats()[1].concededAt, at);

        // The game goes on to its normal end: not a concession.
        QVERIFY(waitFor([&] { return ann.over; }, 300'000));
        QVERIFY(wire::stringField(annOver, "reason") != std::string_view("conceded"));
        QVERIFY(!annOver.contains("conceded"));
    }

    void theOptionsAreCheckedAtCreate() {
        auto server = makeServer({});
        Player ann("Ann", 81);
        ann.transport->connectToServer("127.0.0.1", server->port());
        bj::object reply;
        ann.transport->request(bj::object{{"type", "create"}, {"name", "Ann"}, {"players", 2}, {"onConcede", "maybe"}},
                               [&](const bj::object& r) { reply = r; });
        QVERIFY(waitFor([&] { return !reply.empty(); }, 5000));
        QCOMPARE(wire::stringField(reply, "code"), std::string_view("badField"));
        QVERIFY(server->tableIds().isEmpty());
        // Left out: no hints, and a bot takes a conceder's seat.
        reply = {};
        ann.transport->request(bj::object{{"type", "create"}, {"name", "Ann"}, {"players", 2}}, [&](const bj::object& r) { reply = r; });
        QVERIFY(waitFor([&] { return !reply.empty(); }, 5000));
        QCOMPARE(wire::stringField(reply, "type"), std::string_view("ok"));
        const bj::object summary = server->tableSummaries().front().as_object();
        QVERIFY(!wire::boolField(summary, "hints", true));
        QCOMPARE(wire::stringField(summary, "onConcede"), std::string_view("bot"));
    }
};

QTEST_GUILESS_MAIN(TestLanConcede)
#include "test_lan_concede.moc"
