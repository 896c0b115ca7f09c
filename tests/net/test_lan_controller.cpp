// The client's GameController over TCP: the same controller a local game uses, driven through TcpTransport
// against the LAN server; both players' controllers reach the end of the game, and what each shows matches what
// a LocalTransport on the server's own table shows for that seat.
#include "lan_test_util.h"
#include "random_picks.h"

#include "lan/lobby_dialog.h"
#include "model/game_controller.h"
#include "net/lan/lan_server.h"
#include "net/host/local_transport.h"
#include "net/host/table_host.h"

#include <QLabel>
#include <QTest>

#include <random>

using namespace inno;
using namespace inno::net;
using inno::client::GameController;
using inno::client::randomPicks;
using inno::net::test::waitFor;

namespace {

// Answers every prompt of its controller with a random legal-looking choice (the server has the last word).
class AutoPlayer : public QObject {
public:
    AutoPlayer(GameController* c, quint64 seed) : controller(c), rng(seed) {
        connect(c, &GameController::promptChanged, this, [this] { QTimer::singleShot(0, this, [this] { play(); }); });
        connect(c, &GameController::answerRefused, this, [this] {
            ++refusals;
            QTimer::singleShot(0, this, [this] { play(); });
        });
    }
    void play() {
        const auto& p = controller->prompt();
        if (!p || controller->awaitingReply() || refusals > 2000) return;
        QStringList picks = randomPicks(*p, rng);
        if (controller->answer(picks)) ++answers;
    }
    GameController* controller;
    std::mt19937_64 rng;
    int answers = 0, refusals = 0;
};

}  // namespace

class TestLanController : public QObject {
    Q_OBJECT
private slots:
    void controllersPlayOverTcpAsLocally();
    void theLobbyShowsTheLargeGameRule();
};

void TestLanController::controllersPlayOverTcpAsLocally() {
    ServerConfig c;
    c.listenAddress = QHostAddress::LocalHost;
    c.port = 0;
    c.discovery = false;
    c.botDelayMs = 0;
    LanServer server(c);
    QVERIFY(server.start());
    TcpTransport ta, tb;
    GameController ca(&ta), cb(&tb);
    AutoPlayer pa(&ca, 1), pb(&cb, 2);
    ta.connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = "Ann";
    ct.options.playerCount = 3;
    ct.seed = 2024;
    ta.createTable(ct, [&](const boost::json::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    QVERIFY(waitFor([&] { return table > 0; }, 5000));
    tb.connectToServer("127.0.0.1", server.port());
    tb.joinTable(table, "Ben");
    QVERIFY(waitFor([&] { return tb.table() == table; }, 5000));
    bool started = false;
    ta.request(boost::json::object{{"type", "start"}, {"fill", "easy"}},
               [&](const boost::json::object& r) { started = wire::stringField(r, "type") == "ok"; });
    QVERIFY(waitFor([&] { return started; }, 5000));
    QVERIFY(waitFor([&] { return ca.isOver() && cb.isOver(); }, 240'000));
    QVERIFY(pa.answers > 0 && pb.answers > 0);
    qInfo() << "answers by Ann" << pa.answers << "by Ben" << pb.answers << "in all" << server.tableHost(table)->game()->answers().size()
            << "log lines" << ca.logLines().size();
    QCOMPARE(ca.result()->winners, cb.result()->winners);

    // The same seat seen through a LocalTransport on the server's table shows the same log and table.
    auto* host = const_cast<TableHost*>(server.tableHost(table));
    QVERIFY(host);
    LocalTransport local(host, {ta.seat()});
    GameController cl(&local);
    local.flush();
    QVERIFY(cl.isOver());
    QCOMPARE(ca.logLines(), cl.logLines());
    QCOMPARE(ca.model().players.size(), cl.model().players.size());
    QCOMPARE(ca.viewSeat(), cl.viewSeat());
}

// Issue 46: the lobby says which large-game rule the table plays, to its host and to whoever joins (it read the
// rule from the `seats` message, which never carries it).
void TestLanController::theLobbyShowsTheLargeGameRule() {
    ServerConfig c;
    c.listenAddress = QHostAddress::LocalHost;
    c.port = 0;
    c.discovery = false;
    LanServer server(c);
    QVERIFY(server.start());
    TcpTransport host, guest;
    host.connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = "Ann";
    ct.options.playerCount = 5;
    ct.options.largeGame = LargeGame::Distant;
    host.createTable(ct, [&](const boost::json::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    QVERIFY(waitFor([&] { return table > 0; }, 5000));
    const auto saysTheRule = [](const QDialog& lobby) {
        for (const QLabel* l : lobby.findChildren<QLabel*>())
            if (l->text().contains("Large-game rule: distant players")) return true;
        return false;
    };
    client::LobbyDialog hostLobby(&host, "127.0.0.1");
    hostLobby.show();
    QVERIFY(waitFor([&] { return saysTheRule(hostLobby); }, 5000));
    guest.connectToServer("127.0.0.1", server.port());
    guest.joinTable(table, "Ben");
    client::LobbyDialog guestLobby(&guest, {});
    guestLobby.show();
    QVERIFY(waitFor([&] { return saysTheRule(guestLobby); }, 5000));
}

QTEST_MAIN(TestLanController)
#include "test_lan_controller.moc"
