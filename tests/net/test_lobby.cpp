// The LAN lobby without a network: connections are numbers, what they are sent is recorded. Tables are opened,
// joined, started and played through the lobby's handlers; every refused request changes nothing; and what the
// lobby hands to the store brings the same tables back.
#include "lan_test_util.h"

#include "net/host/envelopes.h"
#include "net/lan/lobby.h"

#include "core/notation.h"
#include "json/json_io.h"

#include <QTest>

#include <map>
#include <random>

using namespace inno;
using namespace inno::net;
using inno::net::test::waitFor;
namespace bj = boost::json;

namespace {

// What the lobby says to each connection.
struct RecordingPeer : LobbyPeer {
    std::map<int, QList<bj::object>> sent;
    std::map<int, int> violations;
    QList<int> dropped;
    void send(int conn, bj::object m, std::uint64_t) override { sent[conn].push_back(std::move(m)); }
    void sendNow(int conn, bj::object m) override { sent[conn].push_back(std::move(m)); }
    void drop(int conn, const QString&) override { dropped << conn; }
    void countViolation(int conn) override { ++violations[conn]; }

    // The reply to request `seq` of `conn`.
    bj::object reply(int conn, std::int64_t seq) const {
        for (const auto& m : sent.at(conn))
            if (wire::intField(m, "inReplyTo") == seq) return m;
        return {};
    }
    QString code(int conn, std::int64_t seq) const {
        const bj::object r = reply(conn, seq);
        return wire::stringField(r, "type") == "ok" ? QString("ok") : qstringField(r, "code");
    }
    std::optional<bj::object> last(int conn, std::string_view type) const {
        const auto it = sent.find(conn);
        if (it == sent.end()) return std::nullopt;
        for (auto m = it->second.rbegin(); m != it->second.rend(); ++m)
            if (wire::stringField(*m, "type") == type) return *m;
        return std::nullopt;
    }
};

struct Fixture {
    ServerConfig config;
    TableStore store;  // not opened: nothing is kept on disk
    RecordingPeer peer;
    LogLimiter log{100, 100, 100, 100};
    Lobby lobby{config, store, peer, log};
    std::int64_t seq = 0;

    Fixture() { config.botDelayMs = 0; }
    template <typename R>
    std::int64_t ask(int conn, const R& r) {
        const Asker a{conn, ++seq, R::kType};
        lobby.handle(a, r);
        return a.seq;
    }
    template <typename R>
    QString code(int conn, const R& r) {
        return peer.code(conn, ask(conn, r));
    }
};

CreateRequest create(const QString& name, int players) {
    CreateRequest r;
    r.name = name;
    r.options.playerCount = players;
    r.botDelayMs = 0;
    return r;
}

JoinRequest join(int table, const QString& name, const QString& password = {}) {
    JoinRequest r;
    r.table = table;
    r.name = name;
    r.password = password;
    return r;
}

QString summary(const Lobby& l) { return QString::fromStdString(bj::serialize(l.tableSummaries())); }

}  // namespace

class TestLobby : public QObject {
    Q_OBJECT
private slots:
    void openJoinStartAndPlay();
    void refusedRequestsChangeNothing();
    void whatTheStoreKeepsBringsTheTablesBack();
};

void TestLobby::openJoinStartAndPlay() {
    Fixture f;
    f.lobby.enter(1, "10.0.0.1");
    f.lobby.enter(2, "10.0.0.2");
    f.lobby.enter(3, "10.0.0.3");
    const auto created = f.ask(1, create("Ann", 3));
    const bj::object ok = f.peer.reply(1, created);
    QCOMPARE(wire::stringField(ok, "type"), std::string_view("ok"));
    const int table = static_cast<int>(wire::intField(ok, "table"));
    QCOMPARE(wire::stringField(ok, "token").size(), std::size_t(32));
    QCOMPARE(f.code(2, join(table, "Ben")), QString("ok"));
    JoinRequest watch;
    watch.table = table;
    watch.spectate = true;
    QCOMPARE(f.code(3, watch), QString("ok"));
    // Everyone at the table is told who sits where.
    const auto seats = f.peer.last(3, "seats");
    QVERIFY(seats);
    QCOMPARE(wire::arrayField(*seats, "seats").size(), std::size_t(3));
    SeatRequest bot;
    bot.seat = 2;
    bot.player = SeatRequest::Player::Bot;
    bot.level = BotLevel::Random;
    QCOMPARE(f.code(2, bot), QString("notHost"));
    QCOMPARE(f.code(1, bot), QString("ok"));
    QCOMPARE(f.code(1, StartRequest{}), QString("ok"));
    // Each seat receives its table; the spectator views seat -1.
    for (int conn : {1, 2, 3}) QVERIFY(f.peer.last(conn, "table"));
    QCOMPARE(decodeTable(*f.peer.last(3, "table"))->seats, QList<int>{});
    QCOMPARE(decodeTable(*f.peer.last(2, "table"))->seats, QList<int>{1});
    // Only the seat asked may answer, and a spectator may not play.
    const TableHost* host = f.lobby.tableHost(table);
    QVERIFY(host && host->game() && host->game()->prompt());
    const int waiting = host->game()->prompt()->player;
    const int other = waiting == 0 ? 2 : 1;
    std::mt19937_64 rng(3);
    AnswerRequest first;
    first.promptId = 0;
    first.picks = randomPicks(json::promptJson(*host->game()->prompt(), host->game()->names()), rng);
    QCOMPARE(f.code(3, first), QString("spectator"));
    QCOMPARE(f.code(other, first), QString("refused"));
    QCOMPARE(host->game()->answers().size(), std::size_t(0));
    QCOMPARE(f.code(waiting + 1, first), QString("ok"));
    QCOMPARE(host->game()->answers().size(), std::size_t(1));
    // The game goes on: the people answer at random, the bot by itself.
    QVERIFY(waitFor([&] {
        const Game& g = *host->game();
        if (g.over()) return true;
        if (const auto& p = g.prompt(); p && p->player < 2) {
            AnswerRequest a;
            a.promptId = static_cast<std::int64_t>(g.answers().size());
            a.picks = randomPicks(json::promptJson(*p, g.names()), rng);
            f.ask(p->player + 1, a);
        }
        return g.answers().size() >= 40;
    }, 30'000));
    QVERIFY(f.lobby.acceptedAnswers() >= 40 || host->game()->over());
}

void TestLobby::refusedRequestsChangeNothing() {
    Fixture f;
    f.lobby.enter(1, "10.0.0.1");
    f.lobby.enter(2, "10.0.0.2");
    CreateRequest locked = create("Ann", 2);
    locked.password = "secret";
    const int table = static_cast<int>(wire::intField(f.peer.reply(1, f.ask(1, locked)), "table"));
    QVERIFY(table > 0);
    const QString before = summary(f.lobby);
    QCOMPARE(f.code(2, join(table, "Ben", "wrong")), QString("password"));
    QCOMPARE(f.peer.violations[2], 1);
    QCOMPARE(f.code(2, join(table, "A\u200bnn", "secret")), QString("badName"));
    QCOMPARE(f.code(2, join(table, "\u0410nn", "secret")), QString("badName"));  // looks like Ann
    QCOMPARE(f.code(2, join(99, "Ben")), QString("noTable"));
    QCOMPARE(f.code(2, StartRequest{}), QString("notHost"));
    QCOMPARE(f.code(1, StartRequest{}), QString("seatsOpen"));
    StartRequest rehearsal;
    rehearsal.seed = 42;
    QCOMPARE(summary(f.lobby), before);
    // The same name once letter case is ignored is numbered, not refused.
    const bj::object joined = f.peer.reply(2, f.ask(2, join(table, "ANN", "secret")));
    QCOMPARE(qstringField(joined, "name"), QString("ANN 2"));
    QCOMPARE(f.code(1, rehearsal), QString("seedRefused"));  // another person sits here now
}

void TestLobby::whatTheStoreKeepsBringsTheTablesBack() {
    Fixture f;
    f.lobby.enter(1, "10.0.0.1");
    f.lobby.enter(2, "10.0.0.2");
    CreateRequest c = create("Ann", 2);
    c.seed = 77;
    c.hints = true;
    const int started = static_cast<int>(wire::intField(f.peer.reply(1, f.ask(1, c)), "table"));
    StartRequest fill;
    fill.fill = BotLevel::Random;
    QCOMPARE(f.code(1, fill), QString("ok"));
    const Game& game = *f.lobby.tableHost(started)->game();
    AnswerRequest meld;
    meld.promptId = 0;
    meld.picks = {optionTexts(*game.prompt(), game.names()).front()};
    QCOMPARE(game.prompt()->player, 0);
    QCOMPARE(f.code(1, meld), QString("ok"));
    QCOMPARE(f.code(2, create("Ben", 4)), QString("ok"));  // a lobby
    f.lobby.leave(1);  // the connections go: their people are away, as after a restart
    f.lobby.leave(2);
    Fixture g;
    QVERIFY(g.lobby.restore(f.lobby.storedTables(), f.lobby.storedGuesses()).isEmpty());
    QCOMPARE(g.lobby.tableIds(), f.lobby.tableIds());
    QCOMPARE(summary(g.lobby), summary(f.lobby));
    QCOMPARE(g.lobby.tableHost(started)->game()->answerTexts(), f.lobby.tableHost(started)->game()->answerTexts());
    QCOMPARE(g.lobby.tableHost(started)->game()->setup().seed, quint64(77));
}

QTEST_GUILESS_MAIN(TestLobby)
#include "test_lobby.moc"
