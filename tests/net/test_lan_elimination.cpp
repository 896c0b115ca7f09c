// A seat eliminated at a LAN table (Artifacts of History: Exxon Valdez makes the compelled player lose) stays at
// the table: its client is told, is asked nothing more, sees the game go on and sees its end. The table waits for
// nobody who left the game, and a bot standing in for that seat is never asked either.
#include "eliminating_game.h"
#include "lan_test_util.h"

#include "net/host/table_host.h"
#include "net/lan/lan_server.h"

#include "core/event.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace inno;
using namespace inno::net;
using inno::net::test::Player;
using inno::net::test::waitFor;
namespace bj = boost::json;

namespace {

// The first deal the search tries; the search goes on from it, so an engine change that alters the games still
// finds one.
constexpr std::uint64_t kFirstSeed = 1;

std::unique_ptr<LanServer> makeServer() {
    ServerConfig c;
    c.listenAddress = QHostAddress::LocalHost;
    c.port = 0;
    c.discovery = false;
    c.botDelayMs = 0;
    auto s = std::make_unique<LanServer>(c);
    QString error;
    if (!s->start(&error)) qWarning() << error;
    return s;
}

// The players, in seat order, sit at a new table with the game's deal and options; the first one hosts.
bool seatAndStart(LanServer& server, const std::vector<Player*>& players, const test::EliminatingGame& game) {
    Player* host = players.front();
    host->transport->connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = host->name;
    ct.options = game.options;
    ct.seed = game.seed;
    host->transport->createTable(ct, [&](const bj::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    if (!waitFor([&] { return table > 0; }, 5000)) return false;
    for (std::size_t i = 1; i < players.size(); ++i) {
        players[i]->transport->connectToServer("127.0.0.1", server.port());
        players[i]->transport->joinTable(table, players[i]->name);
        if (!waitFor([&] { return players[i]->transport->seat() == static_cast<int>(i); }, 5000)) return false;
    }
    bool started = false;
    host->transport->request(bj::object{{"type", "start"}}, [&](const bj::object& r) { started = wire::stringField(r, "type") == "ok"; });
    return waitFor([&] { return started; }, 5000);
}

// Each player answers its part of the game's answers (then at random).
void script(const std::vector<Player*>& players, const test::EliminatingGame& game) {
    for (std::size_t i = 0; i < game.answers.size(); ++i)
        players[static_cast<std::size_t>(game.answeredBy[i])]->script[static_cast<qint64>(i)] = game.answers[i];
}

std::vector<bj::object> messagesOf(const Player& p, std::string_view type) {
    std::vector<bj::object> out;
    for (const QByteArray& f : p.frames) {
        boost::system::error_code ec;
        const bj::value v = bj::parse(std::string_view(f.constData(), static_cast<std::size_t>(f.size())), ec);
        if (!ec && v.is_object() && wire::stringField(v.get_object(), "type") == type) out.push_back(v.get_object());
    }
    return out;
}

bool names(const bj::object& event, std::string_view key, std::string_view player) {
    const bj::value* list = event.if_contains(key);
    return list && list->is_array() && std::ranges::any_of(list->get_array(), [&](const bj::value& v) { return v.is_string() && v.get_string() == player; });
}

}  // namespace

class TestLanElimination : public QObject {
    Q_OBJECT
private slots:
    void anEliminatedSeatWatchesTheGameToItsEnd();
    void aSeatThatLeftNeitherConcedesNorWinsByAConcession();
};

void TestLanElimination::anEliminatedSeatWatchesTheGameToItsEnd() {
    const std::vector<std::string> seatNames{"Ann", "Ben", "Cy"};
    QElapsedTimer searching;
    searching.start();
    const auto game = test::findEliminatingGame(seatNames, kFirstSeed, 2000);
    QVERIFY2(game, "no deal found in which Exxon Valdez eliminates a seat while the game goes on");
    qInfo() << "seed" << game->seed << ":" << seatNames[static_cast<std::size_t>(game->activator)].c_str() << "eliminates"
            << seatNames[static_cast<std::size_t>(game->eliminated)].c_str() << "after" << game->activation << "answers; found in"
            << searching.elapsed() << "ms";
    QVERIFY2(game->eliminated != 0, "the host's seat is the one eliminated: a bot cannot stand in for it");
    const std::size_t activation = game->activation;  // the answer that activates Exxon Valdez

    auto server = makeServer();
    Player ann("Ann", 1), ben("Ben", 2), cy("Cy", 3);
    std::vector<Player*> players{&ann, &ben, &cy};
    script(players, *game);
    QVERIFY(seatAndStart(*server, players, *game));
    const int table = server->tableIds().front();
    const TableHost* host = server->tableHost(table);
    const int seat = game->eliminated;
    Player& gone = *players[static_cast<std::size_t>(seat)];
    std::vector<Player*> staying;
    for (Player* p : players)
        if (p != &gone) staying.push_back(p);
    const std::string goneName = gone.name.toStdString();

    // The client of the eliminated seat is told, as an event of the game, with the card that did it.
    auto told = [&](const Player& p) {
        return std::ranges::any_of(p.events, [&](const bj::object& e) {
            return wire::stringField(e, "type") == "seatEliminated" && wire::stringField(e, "player") == goneName;
        });
    };
    QVERIFY(waitFor([&] { return told(gone) || host->game()->over(); }, 60'000));
    QVERIFY2(told(gone), "the game ended before the elimination");
    QVERIFY(host->game()->state().isEliminated(seat));
    const auto seatEliminated = std::ranges::find_if(gone.events, [&](const bj::object& e) { return wire::stringField(e, "type") == "seatEliminated"; });
    QCOMPARE(wire::stringField(*seatEliminated, "card"), std::string_view("Exxon Valdez"));
    const qsizetype eliminatedAt = seatEliminated - gone.events.begin();

    // It may not answer for its seat any more.
    const int refusalsBefore = gone.refusals;
    gone.transport->send(bj::object{{"type", "answer"}, {"seat", seat}, {"promptId", static_cast<qint64>(host->game()->answers().size())},
                                    {"picks", bj::array{"draw"}}});
    QVERIFY(waitFor([&] { return gone.refusals > refusalsBefore; }, 5000));

    // The game goes on without it, and its client sees it go on.
    QVERIFY(waitFor([&] { return host->game()->answers().size() >= activation + 12 || host->game()->over(); }, 60'000));
    QVERIFY2(!host->game()->over(), "the game ended too soon after the elimination to see it go on");
    // The others stop here, so that the game is still on when a bot is asked to stand in below.
    for (Player* p : staying) p->autoAnswer = false;
    QVERIFY(waitFor([&] { return gone.viewAnswers >= static_cast<qint64>(activation + 12); }, 5000));
    QVERIFY(gone.events.size() > eliminatedAt + 1);

    // Its person leaves; the host has a bot stand in for the seat, which is never asked anything.
    gone.transport->setReconnect(false);
    const QString token = gone.transport->token();
    gone.transport->disconnectFromServer();
    // The seat itself shown away: a request sent before the server saw the person go is refused ("seatTaken").
    QVERIFY(waitFor([&] { return ann.seesAway(seat); }, 5000));
    // Ann has just been answering as fast as she could: the server's rate limit may turn the request away, and then
    // it is asked again once the limiter has room (as the players' answers are).
    std::string standIn;
    std::function<void()> askStandIn = [&] {
        ann.transport->setSeat(seat, "bot", "random", [&](const bj::object& r) {
            if (wire::stringField(r, "code") == "rateLimited") return QTimer::singleShot(60, &ann, askStandIn);
            standIn = std::string(wire::stringField(r, "type")) + " " + std::string(wire::stringField(r, "message"));
        });
    };
    askStandIn();
    QVERIFY(waitFor([&] { return !standIn.empty(); }, 5000));
    QVERIFY2(standIn.starts_with("ok"), standIn.c_str());
    QVERIFY(!host->seats()[seat].human);
    const std::size_t standInFrom = host->game()->answers().size();
    for (Player* p : staying) {
        p->autoAnswer = true;
        p->answerNow();
    }
    QVERIFY(waitFor([&] { return host->game()->answers().size() >= standInFrom + 12 || host->game()->over(); }, 60'000));

    // The person comes back with the seat's token and watches the game to its end.
    Player back(gone.name, 4);
    back.transport->connectToServer("127.0.0.1", server->port());
    back.transport->resume(table, token);
    QVERIFY(waitFor([&] { return back.transport->seat() == seat && back.tables > 0; }, 5000));
    QVERIFY(host->seats()[seat].human);
    QVERIFY(waitFor([&] { return std::ranges::all_of(staying, [](Player* p) { return p->over; }) && back.over; }, 120'000));
    const Game& g = *host->game();
    QVERIFY(g.over());
    qInfo() << g.answers().size() << "answers in all," << g.answers().size() - activation - 1 << "after the elimination";

    // The table never waited on the seat: no answer after the elimination came from it, by person or bot.
    QCOMPARE(static_cast<std::size_t>(std::ranges::count(host->answeredBy().begin() + static_cast<std::ptrdiff_t>(activation) + 1,
                                                         host->answeredBy().end(), seat)),
             std::size_t(0));
    QCOMPARE(host->answeredBy().at(activation), game->activator);
    // Its clients were asked nothing after it, and their views say it left the game.
    for (const Player* p : {&gone, &back}) {
        for (const bj::object& m : messagesOf(*p, "prompt"))
            QVERIFY2(wire::intField(m, "promptId") <= static_cast<std::int64_t>(activation), "a prompt after the elimination");
        const std::vector<bj::object> views = messagesOf(*p, "view");
        QVERIFY(!views.empty());
        const bj::object& last = wire::objectField(views.back(), "view");
        QVERIFY(wire::boolField(wire::objectOf(wire::arrayField(last, "players").at(static_cast<std::size_t>(seat))), "eliminated"));
    }
    QVERIFY(messagesOf(back, "prompt").empty());
    // The returning client has the whole history, the elimination in it, and the end.
    QCOMPARE(back.events.size(), static_cast<qsizetype>(g.events().size()));
    QVERIFY(told(back));
    const std::vector<bj::object> over = messagesOf(back, "gameOver");
    QCOMPARE(over.size(), std::size_t(1));
    QVERIFY(!names(over.front(), "winners", goneName));
    QVERIFY(!(g.state().winners & (1u << seat)));
    // Nobody who left is named as sharing or obeying a Dogma after the elimination (the roles every client shows),
    // not even by a demand its empty board would have been vulnerable to (the scripted answers end with one).
    int rolesAfter = 0;
    for (qsizetype i = eliminatedAt + 1; i < ann.events.size(); ++i) {
        const bj::object& e = ann.events.at(i);
        if (wire::stringField(e, "type") != "dogmaRoles") continue;
        ++rolesAfter;
        QVERIFY2(!names(e, "sharers", goneName) && !names(e, "demanded", goneName), qPrintable(QString::fromStdString(bj::serialize(e))));
    }
    qInfo() << rolesAfter << "Dogma actions after the elimination";
    QVERIFY(rolesAfter > 0);
}

// After an elimination: the seat that left cannot concede (it is out already; at a table whose host gives a
// conceder's seat to a bot, the table refuses it too), and when a seat still playing concedes, only the seats still
// playing win.
void TestLanElimination::aSeatThatLeftNeitherConcedesNorWinsByAConcession() {
    const auto game = test::findEliminatingGame({"Ann", "Ben", "Cy"}, kFirstSeed, 2000);
    QVERIFY(game);
    const int seat = game->eliminated, third = 3 - game->eliminated - game->activator;
    auto server = makeServer();
    Player ann("Ann", 1), ben("Ben", 2), cy("Cy", 3);
    std::vector<Player*> players{&ann, &ben, &cy};
    script(players, *game);
    for (Player* p : players)  // nothing after the elimination
        p->script.erase(p->script.upper_bound(static_cast<qint64>(game->activation)), p->script.end());
    for (Player* p : players) p->autoAnswer = false;
    QVERIFY(seatAndStart(*server, players, *game));
    const TableHost* host = server->tableHost(server->tableIds().front());
    for (Player* p : players) p->autoAnswer = true;
    for (Player* p : players) p->answerNow();
    QVERIFY(waitFor([&] { return host->game()->answers().size() > game->activation; }, 60'000));
    for (Player* p : players) p->autoAnswer = false;
    QVERIFY(host->game()->state().isEliminated(seat));
    QVERIFY(!host->game()->over());
    Player& gone = *players[static_cast<std::size_t>(seat)];
    QString code;
    gone.transport->request(bj::object{{"type", "concede"}, {"seat", seat}}, [&](const bj::object& r) { code = qstringField(r, "type"); });
    QVERIFY(waitFor([&] { return !code.isEmpty(); }, 5000));
    QCOMPARE(code, QString("error"));
    QVERIFY(!host->game()->over());
    QVERIFY(host->seats()[seat].human);  // not given to a bot as a conceder's seat

    Game g = *host->game();
    QVERIFY(!g.concede(seat).empty());
    QVERIFY(g.concede(third).empty());
    QCOMPARE(g.state().winners, static_cast<std::uint8_t>(1u << game->activator));
}

QTEST_GUILESS_MAIN(TestLanElimination)
#include "test_lan_elimination.moc"
