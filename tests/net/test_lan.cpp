// LAN play over loopback: full games through the server, an audit of everything each client receives,
// reconnection, bad input, discovery, seats and passwords, and restoring tables from the table store.
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif
#if INNOVATION_WITH_ARTIFACTS
#include "artifacts/artifacts.h"
#endif
#include "lan_test_util.h"

#include "net/lan/discovery.h"
#include "net/lan/lan_server.h"
#include "net/wire/wire.h"

#include "core/card.h"
#include "json/json_io.h"

#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

#include <algorithm>
#include <memory>
#include <set>

using namespace inno;
using namespace inno::net;
using inno::net::test::Player;
namespace bj = boost::json;

namespace {

// A started server on localhost (`port` 0: any free port; a restart passes the old one).
std::unique_ptr<LanServer> makeServer(const QString& dataDir = {}, bool discovery = false, quint16 discoveryPort = 0,
                                      quint16 port = 0) {
    ServerConfig c;
    c.name = "Test server";
    c.listenAddress = QHostAddress::LocalHost;
    c.port = port;
    c.discovery = discovery;
    c.discoveryBind = QHostAddress::AnyIPv4;
    c.discoveryPort = discoveryPort;
    c.dataDir = dataDir;
    c.botDelayMs = 0;
    auto s = std::make_unique<LanServer>(c);
    QString error;
    if (!s->start(&error)) qWarning() << error;
    return s;
}

// Seats `players` at a new table on `server` (the first one hosts) and starts it with `seed`.
bool seatAndStart(LanServer& server, const std::vector<Player*>& players, int seats, quint64 seed, const QString& fill = {},
                  bool teams = false, bool cities = false, LargeGame largeGame = LargeGame::None, bool echoes = false,
                  bool artifacts = false, bool relics = false) {
    Player* host = players.front();
    host->transport->connectToServer("127.0.0.1", server.port());
    int table = 0;
    CreateTable ct;
    ct.name = host->name;
    ct.options.playerCount = seats;
    ct.options.teams = teams;
#if INNOVATION_WITH_CITIES
    if (cities) ct.options = cities::withCities(ct.options);
#else
    if (cities) return false;  // a build without Cities has no Cities table
#endif
#if INNOVATION_WITH_ECHOES
    if (echoes) ct.options = echoes::withEchoes(ct.options);
#else
    if (echoes) return false;  // a build without Echoes has no Echoes table
#endif
#if INNOVATION_WITH_ARTIFACTS
    if (artifacts) ct.options = artifacts::withRelics(artifacts::withArtifacts(ct.options), relics);
#else
    if (artifacts || relics) return false;  // a build without Artifacts has no Artifacts table
#endif
    ct.options.largeGame = largeGame;
    ct.seed = seed;  // a deal everyone who joins is shown
    host->transport->createTable(ct, [&](const bj::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    if (!inno::net::test::waitFor([&] { return table > 0; }, 5000)) return false;
    for (std::size_t i = 1; i < players.size(); ++i) {
        players[i]->transport->connectToServer("127.0.0.1", server.port());
        players[i]->transport->joinTable(table, players[i]->name);
    }
    if (!inno::net::test::waitFor([&] {
            return std::all_of(players.begin(), players.end(), [](Player* p) { return p->transport->table() > 0; });
        }, 5000))
        return false;
    bj::object start{{"type", "start"}};
    if (!fill.isEmpty()) start["fill"] = fill.toStdString();
    bool started = false;
    host->transport->request(start, [&](const bj::object& r) { started = wire::stringField(r, "type") == "ok"; });
    return inno::net::test::waitFor([&] { return started; }, 5000);
}

// ---------------------------------------------------------------- the audit's own visibility rule
// Written from the rules decisions, not from the engine: boards are public; a hand's, score pile's or (Echoes)
// forecast's card is known to its owner only; nobody sees an achievement or a deck's card (Echoes and Artifacts
// piles included); a revealed card is public; a card shown to one player (Tuning Fork's look at a deck) is known to
// that player. With Artifacts every display is public (a dig puts the card face up there), and so are the relic
// area (the table's common zone) and a relic wherever it lies (its back is marked RELIC, and there is one relic per
// age: the mark, the set and the age name it).
bool publicPlace(const Place& p) {
    if (p.zone == Zone::Board || p.zone == Zone::Common) return true;
#if INNOVATION_WITH_ARTIFACTS
    if (p.zone == artifacts::displayZone()) return true;
#endif
    return false;
}

bool relic(CardId c) {
#if INNOVATION_WITH_ARTIFACTS
    return artifacts::isRelic(c);
#else
    (void)c;
    return false;
#endif
}

bool ownedPrivately(const Place& p, int viewer) {
    if (viewer < 0 || p.player != viewer) return false;
    if (p.zone == Zone::Hand || p.zone == Zone::Score) return true;
#if INNOVATION_WITH_ECHOES
    if (p.zone == echoes::forecastZone()) return true;
#endif
    return false;
}

bool auditVisible(const Event& e, int viewer) {
    if (e.card == kNoCard) return true;
    if (e.kind == EventKind::CardShown) return viewer >= 0 && e.player == viewer;
    if (e.kind != EventKind::CardMoved) return true;
    if (relic(e.card)) return true;
    if (e.move == Move::Achieved) return false;
    if (e.revealed) return true;
    return publicPlace(e.from) || publicPlace(e.to) || ownedPrivately(e.from, viewer) || ownedPrivately(e.to, viewer);
}

Event auditRedact(const Event& e, int viewer) {
    Event r = e;
    if (!auditVisible(e, viewer)) r.card = kNoCard;
    return r;
}

struct TitleScanner {
    std::vector<std::pair<std::string, CardId>> titles;  // longest first
    TitleScanner() {
        for (const auto& c : everyCard()) titles.emplace_back(std::string(c.title), c.id);  // every registered set's
        std::sort(titles.begin(), titles.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    }
    // Every card named in `s` (a title inside a longer title found there does not count).
    void scan(std::string_view s, std::set<CardId>& out) const {
        std::vector<std::pair<std::size_t, std::size_t>> taken;
        for (const auto& [t, id] : titles) {
            for (std::size_t pos = s.find(t); pos != std::string_view::npos; pos = s.find(t, pos + 1)) {
                const bool inside = std::any_of(taken.begin(), taken.end(), [&](const auto& r) {
                    return pos >= r.first && pos + t.size() <= r.second;
                });
                if (inside) continue;
                taken.emplace_back(pos, pos + t.size());
                out.insert(id);
            }
        }
    }
    void scanValue(const bj::value& v, std::set<CardId>& out) const {
        if (v.is_string()) scan(std::string_view(v.get_string().data(), v.get_string().size()), out);
        else if (v.is_array())
            for (const auto& x : v.get_array()) scanValue(x, out);
        else if (v.is_object())
            for (const auto& kv : v.get_object()) {
                scan(std::string_view(kv.key().data(), kv.key().size()), out);
                scanValue(kv.value(), out);
            }
    }
};

// The scanner of every audit, made once the card sets are registered (the test's first game has been set up).
const TitleScanner& titleScanner() {
    static const TitleScanner scanner;
    return scanner;
}

// What `viewer` may know by name in position `s`: every board, display, relic (wherever it lies), and its own
// hand, score pile and forecast.
bool mayName(const GameState& s, CardId c, int viewer) {
    auto holds = [c](CardSpan cards) { return std::ranges::find(cards, c) != cards.end(); };
    if (relic(c) && s.inGame(c)) return true;
    if (holds(s.common())) return true;
    for (int p = 0; p < s.playerCount(); ++p) {
        for (const auto& pile : s.player(p).board())
            if (std::find(pile.cards.begin(), pile.cards.end(), c) != pile.cards.end()) return true;
        if (holds(s.player(p).countedAchievements())) return true;
#if INNOVATION_WITH_ARTIFACTS
        if (artifacts::inPlay(s.options) && holds(s.player(p).zone(artifacts::displayZone()))) return true;
#endif
    }
    if (viewer >= 0) {
        const PlayerState me = s.player(viewer);
        if (std::ranges::find(me.hand(), c) != me.hand().end()) return true;
        if (std::ranges::find(me.score(), c) != me.score().end()) return true;
#if INNOVATION_WITH_ECHOES
        if (echoes::inPlay(s.options)) {
            const auto forecast = me.zone(echoes::forecastZone());
            if (std::ranges::find(forecast, c) != forecast.end()) return true;
        }
#endif
    }
    return false;
}

struct AuditResult {
    int frames = 0, events = 0, views = 0, prompts = 0;
    QStringList problems;
};

// Checks every frame a client (seat `viewer`, -1 a spectator) received against the server's true game.
AuditResult audit(const Game& g, const QList<QByteArray>& frames, int viewer, const QStringList& othersTokens) {
    AuditResult r;
    const TitleScanner& scanner = titleScanner();
    std::vector<GameState> states;        // after n answers
    std::vector<std::size_t> eventCounts;  // events published after n answers
    {
        auto replay = g.withAnswers(0);
        states.push_back(replay->state());
        eventCounts.push_back(replay->events().size());
        for (const auto& a : g.answers()) {
            replay->answer(a);
            states.push_back(replay->state());
            eventCounts.push_back(replay->events().size());
        }
    }
    const auto& truth = g.events();
    // A card revealed to everyone (Collaboration's drawn cards), or shown to the viewer alone, stays known until it
    // moves out of sight again.
    auto shownToViewer = [&](CardId c, std::size_t events) {
        bool shown = false;
        for (std::size_t i = 0; i < std::min(events, truth.size()); ++i) {
            const Event& e = truth[i];
            if (e.card != c) continue;
            if (e.kind == EventKind::CardRevealed || (e.kind == EventKind::CardMoved && e.revealed)) shown = true;
            else if (e.kind == EventKind::CardShown && viewer >= 0 && e.player == viewer) shown = true;
            else if (e.kind == EventKind::CardMoved) shown = false;
        }
        return shown;
    };
    std::size_t at = 0;  // answers known to the client so far
    for (const QByteArray& f : frames) {
        ++r.frames;
        for (const QString& tok : othersTokens)
            if (f.contains(tok.toUtf8())) r.problems << "frame holds another seat's token: " + QString::fromUtf8(f.left(200));
        boost::system::error_code ec;
        bj::value v = bj::parse(std::string_view(f.constData(), static_cast<std::size_t>(f.size())), ec);
        if (ec || !v.is_object()) {
            r.problems << "unreadable frame";
            continue;
        }
        const bj::object& o = v.get_object();
        const std::string_view type = wire::stringField(o, "type");
        if (type == "view") at = static_cast<std::size_t>(wire::intField(o, "answers"));
        if (type == "prompt") at = static_cast<std::size_t>(wire::intField(o, "promptId"));
        if (type == "gameOver") at = states.size() - 1;
        at = std::min(at, states.size() - 1);
        if (type == "events") {
            const auto first = static_cast<std::size_t>(wire::intField(o, "first"));
            const auto& list = o.at("events").get_array();
            for (std::size_t k = 0; k < list.size(); ++k) {
                ++r.events;
                if (first + k >= truth.size()) {
                    r.problems << "event beyond the game's history";
                    continue;
                }
                const bj::object expected = json::eventJson(auditRedact(truth[first + k], viewer), g.names());
                if (bj::value(expected) != list[k])
                    r.problems << QString("event %1 for seat %2: got %3, expected %4")
                                      .arg(first + k)
                                      .arg(viewer)
                                      .arg(QString::fromStdString(bj::serialize(list[k])))
                                      .arg(QString::fromStdString(bj::serialize(expected)));
            }
            continue;
        }
        if (type == "view") {
            ++r.views;
            const auto& players = o.at("view").at("players").get_array();
            for (std::size_t q = 0; q < players.size(); ++q) {
                const auto& po = players[q].get_object();
                const bool mine = static_cast<int>(q) == viewer;
                if (!mine && (po.contains("hand") || po.contains("score")))
                    r.problems << QString("view for seat %1 shows seat %2's hand or score").arg(viewer).arg(q);
                if (const bj::value* zones = po.if_contains("zones"); !mine && zones && zones->is_object())
                    for (const auto& z : zones->get_object())
                        if (z.key() != "display" && z.value().is_object() && z.value().get_object().contains("cards"))
                            r.problems << QString("view for seat %1 lists the cards of seat %2's %3")
                                              .arg(viewer)
                                              .arg(q)
                                              .arg(QString::fromUtf8(z.key().data(), static_cast<qsizetype>(z.key().size())));
            }
        }
        if (type == "prompt") ++r.prompts;
        std::set<CardId> named;
        scanner.scanValue(v, named);
        for (CardId c : named)
            if (!mayName(states[at], c, viewer) && !shownToViewer(c, eventCounts[at]))
                r.problems << QString("%1 message to seat %2 names %3, which it may not see (after %4 answers): %5")
                                  .arg(QString::fromUtf8(type.data(), static_cast<qsizetype>(type.size())))
                                  .arg(viewer)
                                  .arg(QString::fromUtf8(title(c).data()))
                                  .arg(at)
                                  .arg(QString::fromUtf8(f.left(300)));
    }
    return r;
}

}  // namespace

class TestLan : public QObject {
    Q_OBJECT
private slots:
    void fourClientsPlayAFullGameAndLeakNothing_data();
    void fourClientsPlayAFullGameAndLeakNothing();
    void droppedClientReconnectsMidPromptAndFinishes();
    void badInputGetsErrorsAndChangesNothing();
    void discoveryFindsServersAndTablesWithinTwoSeconds();
    void hostRulesPasswordsAndStandInBots();
    void tablesSurviveAServerRestart();
#if INNOVATION_WITH_CITIES
    void aCitiesTableFromTheLobbyPlaysCitiesAfterARestartToo();
#endif
#if INNOVATION_WITH_CITIES && INNOVATION_WITH_ECHOES
    void anEchoesAndCitiesTableShowsBothAndKeepsThemAfterARestart();
#endif
    void aFiveSeatParleyTableSurvivesAServerRestart();
#if INNOVATION_WITH_ARTIFACTS
    void anArtifactsTableWithRelicsSurvivesAServerRestart();
#endif

private:
#if INNOVATION_WITH_ECHOES
    void echoesCameIntoPlayAndTheAuditKnowsIt(const Game& g, const std::vector<const Player*>& clients, bool someCardShown);
#endif
#if INNOVATION_WITH_ARTIFACTS
    void artifactsCameIntoPlayAndTheAuditKnowsIt(const Game& g, const std::vector<const Player*>& clients, bool relics);
    void relicsInHandsAreNamedToEveryone(const Game& g, const std::vector<const Player*>& clients);
#endif
};

void TestLan::fourClientsPlayAFullGameAndLeakNothing_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<bool>("cities");
    QTest::addColumn<bool>("fiveParley");  // five seats under the parley rule (the payments are hidden returns)
    QTest::addColumn<bool>("echoes");
    QTest::addColumn<bool>("artifacts");
    QTest::addColumn<bool>("relics");
    QTest::addColumn<bool>("threeSeats");
    QTest::newRow("seed 20240601") << quint64(20240601) << false << false << false << false << false << false << false;
    QTest::newRow("seed 7") << quint64(7) << false << false << false << false << false << false << false;
    QTest::newRow("teams, seed 99") << quint64(99) << true << false << false << false << false << false << false;
#if INNOVATION_WITH_CITIES
    QTest::newRow("cities, seed 15") << quint64(15) << false << true << false << false << false << false << false;
    QTest::newRow("cities, teams, seed 42") << quint64(42) << true << true << false << false << false << false << false;
#endif
    QTest::newRow("five seats, parley, seed 31") << quint64(31) << false << false << true << false << false << false << false;
#if INNOVATION_WITH_ECHOES
    // Echoes: seeds whose games put cards into forecasts and show deck cards to one player (Tuning Fork).
    QTest::newRow("echoes, seed 25") << quint64(25) << false << false << false << true << false << false << false;
    QTest::newRow("echoes, teams, seed 29") << quint64(29) << true << false << false << true << false << false << false;
#if INNOVATION_WITH_CITIES
    QTest::newRow("echoes, cities, seed 9") << quint64(9) << false << true << false << true << false << false << false;
#endif
#endif
#if INNOVATION_WITH_ARTIFACTS
    // Artifacts: seeds whose games dig Artifacts onto displays and draw some into hands; with relics, seize one.
    QTest::newRow("artifacts, seed 35") << quint64(35) << false << false << false << false << true << false << false;
    QTest::newRow("artifacts, relics, seed 8") << quint64(8) << false << false << false << false << true << true << false;
    QTest::newRow("artifacts, relics, three seats, seed 8") << quint64(8) << false << false << false << false << true << true << true;
#if INNOVATION_WITH_CITIES && INNOVATION_WITH_ECHOES
    QTest::newRow("artifacts, relics, cities, echoes, seed 20") << quint64(20) << false << true << false << true << true << true << false;
    QTest::newRow("artifacts, relics, cities, echoes, three seats, seed 1") << quint64(1) << false << true << false << true << true << true << true;
#endif
#endif
}

#if INNOVATION_WITH_ECHOES
// Echoes really came into play in `g`: cards went into forecasts, and every client (a spectator's too)
// received each such move as its seat may see it, and (`someCardShown`) a deck card was shown to one player. The audit
// knows the Echoes titles and the forecast: a message naming a card in another seat's forecast is reported, the same
// message to the owner is not.
void TestLan::echoesCameIntoPlayAndTheAuditKnowsIt(const Game& g, const std::vector<const Player*>& clients, bool someCardShown) {
    const std::span<const CardDef> echoesCards = cardsOf(echoes::set());
    std::set<CardId> named;
    for (const CardDef& c : echoesCards) titleScanner().scan(c.title, named);
    QCOMPARE(named.size(), echoesCards.size());

    std::vector<std::size_t> intoForecast;  // moves into a forecast that did not show the card to everyone
    for (std::size_t i = 0; i < g.events().size(); ++i) {
        const Event& e = g.events()[i];
        if (e.kind == EventKind::CardMoved && e.to.zone == echoes::forecastZone() && !e.revealed) intoForecast.push_back(i);
    }
    qInfo() << intoForecast.size() << "cards went into a forecast";
    QVERIFY(!intoForecast.empty());
    int hiddenFromOthers = 0, echoesCardsHidden = 0;
    for (const Player* p : clients) {
        QCOMPARE(p->events.size(), static_cast<qsizetype>(g.events().size()));
        const int seat = p->transport->seat();  // -1: the spectator
        for (std::size_t i : intoForecast) {
            const Event& truth = g.events()[i];
            const bj::object& got = p->events.at(static_cast<qsizetype>(i));
            QCOMPARE(wire::stringField(wire::objectField(got, "to"), "zone"), std::string_view("forecast"));
            QCOMPARE(wire::intField(got, "age"), static_cast<std::int64_t>(truth.age));
            QCOMPARE(wire::stringField(got, "set"), truth.set == kMainSet ? std::string_view() : cardSet(truth.set).key);
            if (auditVisible(truth, seat)) {  // the owner, or the seat whose hand or score pile it came from
                QCOMPARE(wire::stringField(got, "card"), title(truth.card));
                continue;
            }
            QVERIFY2(got.contains("card") && got.at("card").is_null(), qPrintable(QString::fromStdString(bj::serialize(got))));
            ++hiddenFromOthers;
        }
        for (const auto& ev : p->events)  // drawn from an Echoes pile, or foreshadowed, out of this seat's sight
            if (wire::stringField(ev, "set") == "echoes" && ev.contains("card") && ev.at("card").is_null()) ++echoesCardsHidden;
    }
    QVERIFY(hiddenFromOthers > 0);
    QVERIFY(echoesCardsHidden > 0);
    // A card shown to one player (Tuning Fork's look at a deck): that player's client was told its title, every
    // other client (the spectator's too) only where it lies, its age and its set.
    int shown = 0;
    for (std::size_t i = 0; i < g.events().size(); ++i) {
        const Event& truth = g.events()[i];
        if (truth.kind != EventKind::CardShown) continue;
        ++shown;
        for (const Player* p : clients) {
            const bj::object& got = p->events.at(static_cast<qsizetype>(i));
            QCOMPARE(wire::intField(got, "age"), static_cast<std::int64_t>(truth.age));
            QCOMPARE(wire::stringField(got, "set"), truth.set == kMainSet ? std::string_view() : cardSet(truth.set).key);
            if (p->transport->seat() >= 0 && p->transport->seat() == truth.player)
                QCOMPARE(wire::stringField(got, "card"), title(truth.card));
            else
                QVERIFY2(got.contains("card") && got.at("card").is_null(), qPrintable(QString::fromStdString(bj::serialize(got))));
        }
    }
    qInfo() << shown << "cards shown to one player";
    if (someCardShown) QVERIFY(shown > 0);

    // A moment when some seat's forecast holds a card, and a message naming it just then.
    auto replay = g.withAnswers(0);
    QVERIFY(replay);
    CardId foreseen = kNoCard;
    int owner = -1;
    std::size_t answers = 0;
    for (;; ++answers) {
        for (int p = 0; p < replay->state().playerCount() && foreseen == kNoCard; ++p) {
            const CardSpan forecast = replay->state().player(p).zone(echoes::forecastZone());
            if (!forecast.empty()) std::tie(foreseen, owner) = std::pair(forecast.front(), p);
        }
        if (foreseen != kNoCard || answers == g.answers().size()) break;
        replay->answer(g.answers()[answers]);
    }
    QVERIFY(foreseen != kNoCard);
    const QByteArray view = QByteArray(R"({"type":"view","answers":)") + QByteArray::number(static_cast<qulonglong>(answers)) +
                            R"(,"view":{"players":[]}})";
    const QByteArray leak = QByteArray(R"({"type":"table","note":")") + QByteArray(title(foreseen).data()) + R"("})";
    const int other = (owner + 1) % g.state().playerCount();
    QVERIFY(!audit(g, {view, leak}, other, {}).problems.isEmpty());
    QVERIFY(!audit(g, {view, leak}, -1, {}).problems.isEmpty());
    const AuditResult ownersOwn = audit(g, {view, leak}, owner, {});
    QVERIFY2(ownersOwn.problems.isEmpty(), qPrintable(ownersOwn.problems.join("; ")));
}
#endif

#if INNOVATION_WITH_ARTIFACTS
namespace {
// The first "view" message a client received, as JSON.
bj::object firstView(const Player& p) {
    for (const QByteArray& f : p.frames) {
        boost::system::error_code ec;
        const bj::value v = bj::parse(std::string_view(f.constData(), static_cast<std::size_t>(f.size())), ec);
        if (!ec && v.is_object() && wire::stringField(v.get_object(), "type") == "view") return wire::objectField(v.get_object(), "view");
    }
    return {};
}

// A view message saying `answers` answers were given, and a message naming `c`: what a leak would look like.
QList<QByteArray> framesNaming(CardId c, std::size_t answers) {
    return {QByteArray(R"({"type":"view","answers":)") + QByteArray::number(static_cast<qulonglong>(answers)) + R"(,"view":{"players":[]}})",
            QByteArray(R"({"type":"table","note":")") + QByteArray(title(c).data()) + R"("})"};
}
}  // namespace

// Artifacts really came into play in `g`, and every client (a spectator's too) was told each Artifact's move as its
// seat may see it: a dug card by name (the dig puts it face up on a display, which everyone sees), an Artifact drawn
// into another seat's hand as a card of its age and set, title null. With relics every client's first view lists
// the relic area, and a seized relic is named to everyone. The audit knows the display, the relic area and every
// Artifact's title: a message naming an Artifact in another seat's hand is reported, the same message to the owner
// is not, nor a message naming a displayed card or a relic in the relic area to anyone.
void TestLan::artifactsCameIntoPlayAndTheAuditKnowsIt(const Game& g, const std::vector<const Player*>& clients, bool relics) {
    const std::span<const CardDef> artifactCards = cardsOf(artifacts::set());
    std::set<CardId> named;
    for (const CardDef& c : artifactCards) titleScanner().scan(c.title, named);
    QCOMPARE(named.size(), artifactCards.size());

    const Zone display = artifacts::displayZone();
    int digs = 0, seizes = 0, hiddenFromSomeone = 0;
    for (std::size_t i = 0; i < g.events().size(); ++i) {
        const Event& truth = g.events()[i];
        if (truth.kind != EventKind::CardMoved) continue;
        const bool dig = truth.trigger == artifacts::trigger(artifacts::Cause::Dig);
        const bool seize = truth.trigger == artifacts::trigger(artifacts::Cause::Seize);
        if (dig) QCOMPARE(truth.to.zone, display);
        digs += dig;
        seizes += seize;
        for (const Player* p : clients) {
            const bj::object& got = p->events.at(static_cast<qsizetype>(i));
            if (dig || seize || truth.to.zone == display || truth.from.zone == display || artifacts::isRelic(truth.card)) {
                QCOMPARE(wire::stringField(got, "card"), title(truth.card));
                continue;
            }
            if (!artifacts::isArtifact(truth.card) || !got.at("card").is_null()) continue;
            ++hiddenFromSomeone;  // an Artifact out of this seat's sight: its age and set only
            QCOMPARE(wire::intField(got, "age"), static_cast<std::int64_t>(truth.age));
            QCOMPARE(wire::stringField(got, "set"), std::string_view("artifacts"));
        }
    }
    qInfo() << digs << "digs," << seizes << "relics seized," << hiddenFromSomeone << "Artifact moves hidden from a seat";
    // A relic seized to achievements lies there face up: every client's views name it among that seat's achievements.
    int seizedToAchievements = 0;
    for (const Event& e : g.events()) {
        if (e.trigger != artifacts::trigger(artifacts::Cause::Seize) || e.to.zone != Zone::Achievement) continue;
        ++seizedToAchievements;
        const QByteArray relic = QByteArray(title(e.card).data());
        for (const Player* p : clients)
            QVERIFY(std::any_of(p->frames.begin(), p->frames.end(), [&](const QByteArray& f) {
                return f.contains(R"("type":"view")") && f.contains("countedAchievements") && f.contains(relic);
            }));
    }
    qInfo() << seizedToAchievements << "relics seized to achievements";
    QVERIFY(digs > 0);
    QVERIFY(hiddenFromSomeone > 0);
    if (relics) {
        QVERIFY(seizes > 0);
        const CardSpan area = g.initial().common();
        QCOMPARE(area.size(), std::size_t(5));
        for (const Player* p : clients) {
            const bj::object view = firstView(*p);
            QVERIFY(view.contains("relics"));
            const bj::array& listed = wire::arrayField(view, "relics");
            QCOMPARE(listed.size(), area.size());
            for (std::size_t k = 0; k < area.size(); ++k)
                QCOMPARE(std::string_view(listed[k].as_string()), title(area[k]));
        }
    }

    // Moments when an Artifact lies in some seat's hand, and when a card lies on a display: messages naming them.
    auto replay = g.withAnswers(0);
    QVERIFY(replay);
    CardId inHand = kNoCard, shown = kNoCard;
    int owner = -1;
    std::size_t handAt = 0, shownAt = 0;
    for (std::size_t answers = 0;; ++answers) {
        const GameState& s = replay->state();
        for (int p = 0; p < s.playerCount(); ++p) {
            if (inHand == kNoCard)
                for (CardId c : s.player(p).hand())
                    if (artifacts::isArtifact(c) && !artifacts::isRelic(c)) std::tie(inHand, owner, handAt) = std::tuple(c, p, answers);
            if (shown == kNoCard && artifacts::displayed(s, p) != kNoCard) std::tie(shown, shownAt) = std::pair(artifacts::displayed(s, p), answers);
        }
        if ((inHand != kNoCard && shown != kNoCard) || answers == g.answers().size()) break;
        replay->answer(g.answers()[answers]);
    }
    QVERIFY(inHand != kNoCard && shown != kNoCard);
    const int other = (owner + 1) % g.state().playerCount();
    QVERIFY(!audit(g, framesNaming(inHand, handAt), other, {}).problems.isEmpty());
    QVERIFY(!audit(g, framesNaming(inHand, handAt), -1, {}).problems.isEmpty());
    const AuditResult ownersOwn = audit(g, framesNaming(inHand, handAt), owner, {});
    QVERIFY2(ownersOwn.problems.isEmpty(), qPrintable(ownersOwn.problems.join("; ")));
    const AuditResult displayed = audit(g, framesNaming(shown, shownAt), -1, {});
    QVERIFY2(displayed.problems.isEmpty(), qPrintable(displayed.problems.join("; ")));
    if (relics) {
        const AuditResult relicArea = audit(g, framesNaming(g.initial().common().front(), 0), -1, {});
        QVERIFY2(relicArea.problems.isEmpty(), qPrintable(relicArea.problems.join("; ")));
        relicsInHandsAreNamedToEveryone(g, clients);
    }
}

// A relic in a seat's hand or score pile is known to every seat (its back is marked): when one lay there, every
// client's views named it beside that seat's hidden cards, and a message naming it then is no leak to anyone.
// Whether a relic ever lay in a hand depends on the bots' seizes; the rows say how many did.
void TestLan::relicsInHandsAreNamedToEveryone(const Game& g, const std::vector<const Player*>& clients) {
    auto replay = g.withAnswers(0);
    QVERIFY(replay);
    int found = 0;
    std::set<CardId> checked;
    for (std::size_t answers = 0;; ++answers) {
        const GameState& s = replay->state();
        for (int p = 0; p < s.playerCount(); ++p)
            for (auto [zone, cards] : {std::pair("handKnown", s.player(p).hand()), std::pair("scoreKnown", s.player(p).score())})
                for (CardId c : cards) {
                    if (!artifacts::isRelic(c) || !checked.insert(c).second) continue;
                    ++found;
                    for (int viewer = -1; viewer < s.playerCount(); ++viewer) {
                        const AuditResult named = audit(g, framesNaming(c, answers), viewer, {});
                        QVERIFY2(named.problems.isEmpty(), qPrintable(named.problems.join("; ")));
                    }
                    const QByteArray listed = QByteArray("\"") + zone + R"(":[")" + QByteArray(title(c).data()) + '"';
                    for (const Player* client : clients) {
                        if (client->transport->seat() == p) continue;  // its own views list its whole hand
                        QVERIFY2(std::any_of(client->frames.begin(), client->frames.end(), [&](const QByteArray& f) {
                                     return f.contains(R"("type":"view")") && f.contains(listed);
                                 }),
                                 qPrintable(QString("%1 in seat %2's %3 was not named to %4").arg(title(c).data()).arg(p).arg(zone).arg(client->transport->seat())));
                    }
                }
        if (answers == g.answers().size()) break;
        replay->answer(g.answers()[answers]);
    }
    qInfo() << found << "relics lay in a hand or a score pile";
}
#endif

void TestLan::fourClientsPlayAFullGameAndLeakNothing() {
    QFETCH(quint64, seed);
    QFETCH(bool, teams);
    QFETCH(bool, cities);
    QFETCH(bool, fiveParley);
    QFETCH(bool, echoes);
    QFETCH(bool, artifacts);
    QFETCH(bool, relics);
    QFETCH(bool, threeSeats);
    auto server = makeServer();
    QVERIFY(server->port() > 0);
    Player a("Ann", seed + 1), b("Ben", seed + 2), c("Cy", seed + 3), d("Di", seed + 4), e("Ed", seed + 5);
    std::vector<Player*> players{&a, &b, &c};
    if (!threeSeats) players.push_back(&d);
    if (fiveParley) players.push_back(&e);
    QVERIFY(seatAndStart(*server, players, static_cast<int>(players.size()), seed, {}, teams, cities,
                         fiveParley ? LargeGame::Parley : LargeGame::None, echoes, artifacts, relics));
    // A spectator watches the whole game.
    Player watcher("Watcher", 9);
    watcher.autoAnswer = false;
    watcher.transport->connectToServer("127.0.0.1", server->port());
    watcher.transport->spectate(server->tableIds().front());
    QVERIFY(inno::net::test::waitFor([&] { return std::all_of(players.begin(), players.end(), [](Player* p) { return p->over; }); }, 180'000));
    QVERIFY(inno::net::test::waitFor([&] { return watcher.over; }, 5000));
    const TableHost* host = server->tableHost(server->tableIds().front());
    QVERIFY(host && host->game() && host->game()->over());
    const Game& g = *host->game();
    qInfo() << "game over after" << g.answers().size() << "answers," << g.events().size() << "events";
    QVERIFY(g.answers().size() > 20);
#if INNOVATION_WITH_ECHOES
    QCOMPARE(echoes::inPlay(g.setup().options), echoes);
    if (echoes) {
        std::vector<const Player*> clients(players.begin(), players.end());
        clients.push_back(&watcher);
        // Tuning Fork showing a card is the Echoes rows' business; with Artifacts too the seeds are chosen for them.
        echoesCameIntoPlayAndTheAuditKnowsIt(g, clients, !artifacts);
        if (QTest::currentTestFailed()) return;
    }
#else
    QVERIFY(!echoes);
#endif
#if INNOVATION_WITH_ARTIFACTS
    QCOMPARE(artifacts::inPlay(g.setup().options), artifacts);
    QCOMPARE(artifacts::relicsOn(g.setup().options), relics);
    if (artifacts) {
        std::vector<const Player*> clients(players.begin(), players.end());
        clients.push_back(&watcher);
        artifactsCameIntoPlayAndTheAuditKnowsIt(g, clients, relics);
        if (QTest::currentTestFailed()) return;
    }
#else
    QVERIFY(!artifacts && !relics);
#endif
#if INNOVATION_WITH_CITIES
    QCOMPARE(cities::inPlay(g.setup().options), cities);
    if (cities) {
        // Cities really came into play, and some moved out of sight of a seat: the audit below then proves that
        // such a seat learnt the City's age and type but never its title.
        auto hiddenCityFor = [&](int seat) {
            return std::any_of(g.events().begin(), g.events().end(), [&](const Event& e) {
                return e.kind == EventKind::CardMoved && (e.set == cities::set()) && redactFor(e, seat).card == kNoCard;
            });
        };
        QVERIFY(std::any_of(g.events().begin(), g.events().end(), [](const Event& e) { return e.kind == EventKind::CardMoved && (e.set == cities::set()); }));
        QVERIFY(hiddenCityFor(0) && hiddenCityFor(1));
        // What Ben's client was told: moved Cities he may not see arrive as "a City of age n", title null.
        int hiddenCityEvents = 0;
        for (const QByteArray& f : b.frames) {
            boost::system::error_code ec;
            const bj::value v = bj::parse(std::string_view(f.constData(), static_cast<std::size_t>(f.size())), ec);
            if (ec || !v.is_object() || wire::stringField(v.get_object(), "type") != "events") continue;
            for (const auto& ev : wire::arrayField(v.get_object(), "events")) {
                const bj::object& eo = wire::objectOf(ev);
                if (wire::stringField(eo, "set") == "cities" && eo.contains("card") && eo.at("card").is_null() &&
                    wire::intField(eo, "age") > 0)
                    ++hiddenCityEvents;
            }
        }
        QVERIFY(hiddenCityEvents > 0);
        // The audit knows the Cities' titles: a message naming a City still face down in its pile is a leak.
        const GameState& end = g.state();
        CardId unseen = kNoCard;
        for (int age = 1; age <= kAges && unseen == kNoCard; ++age)
            if (!end.supply(cities::set(), age).empty()) unseen = end.supply(cities::set(), age).front();
        QVERIFY(unseen != kNoCard);
        const QByteArray leak = QByteArray(R"({"type":"table","note":")") + QByteArray(title(unseen).data()) + R"("})";
        QVERIFY(!audit(g, {leak}, 0, {}).problems.isEmpty());
    }
#endif
    if (fiveParley) {  // the game did use the parley rule: someone paid a card, a return hidden from the others
        const auto paid = std::count_if(g.events().begin(), g.events().end(), [](const Event& ev) {
            return ev.kind == EventKind::CardMoved && (ev.trigger == Trigger::ParleyPayment ||
                                                       ev.trigger == Trigger::ParleyShare || ev.trigger == Trigger::ParleyEscape);
        });
        qInfo() << paid << "parley payments";
        QVERIFY(paid > 0);
    }

    // Every seat's final table equals the server's truth for that seat.
    for (Player* p : players) {
        QCOMPARE(p->events.size(), static_cast<qsizetype>(g.events().size()));
        QCOMPARE(p->viewAnswers, static_cast<qint64>(g.answers().size()));
    }
    // The audit: every message each client received.
    QStringList tokens;
    for (Player* p : players) tokens << p->transport->token();
    int frames = 0;
    for (std::size_t i = 0; i < players.size(); ++i) {
        QStringList others = tokens;
        others.removeAt(static_cast<qsizetype>(i));
        const AuditResult r = audit(g, players[i]->frames, players[i]->transport->seat(), others);
        frames += r.frames;
        if (!r.problems.isEmpty()) qWarning() << r.problems.mid(0, 5);
        QVERIFY2(r.problems.isEmpty(), qPrintable(QString("%1 problems for %2").arg(r.problems.size()).arg(players[i]->name)));
        QVERIFY(r.events == 0 || r.events >= static_cast<int>(g.events().size()));
        QVERIFY(r.prompts > 0);
    }
    // The audit can fail: seat 0's messages read as if they had gone to seat 1 or to a spectator leak seat 0's hand.
    QVERIFY(!audit(g, players[0]->frames, players[1]->transport->seat(), {}).problems.isEmpty());
    QVERIFY(!audit(g, players[0]->frames, -1, {}).problems.isEmpty());
    const AuditResult w = audit(g, watcher.frames, -1, tokens);
    if (!w.problems.isEmpty()) qWarning() << w.problems.mid(0, 5);
    QVERIFY2(w.problems.isEmpty(), "the spectator saw something private");
    QCOMPARE(w.prompts, 0);
    qInfo() << "audited" << frames + w.frames << "frames";
}

void TestLan::droppedClientReconnectsMidPromptAndFinishes() {
    auto server = makeServer();
    Player a("Ann", 11), b("Ben", 12);
    a.answerDelayMs = b.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a, &b}, 2, 777));
    // Let a few answers go by, then cut Ann off while a prompt waits on her.
    QVERIFY(inno::net::test::waitFor([&] { return a.viewAnswers >= 10; }, 20'000));
    a.autoAnswer = false;
    QVERIFY(inno::net::test::waitFor([&] { return a.promptId >= 0; }, 20'000));
    const qint64 waiting = a.promptId;
    const qint64 answersBefore = static_cast<qint64>(server->tableHost(server->tableIds().front())->game()->answers().size());
    const int tablesBefore = a.tables;
    a.transport->simulateDrop();
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Reconnecting; }, 2000));
    // Ben sees that Ann is away.
    QVERIFY(inno::net::test::waitFor([&] { return b.sawAway; }, 5000));
    // Ann is back by herself, with the same prompt waiting, and nothing was lost or played for her.
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Connected && a.tables > tablesBefore &&
                                         a.promptId == waiting; }, 10'000));
    QCOMPARE(a.transport->reconnects(), 1);
    QCOMPARE(static_cast<qint64>(server->tableHost(server->tableIds().front())->game()->answers().size()), answersBefore);
    const bj::array& lastSeats = wire::arrayField(b.seatsMessages.back(), "seats");
    QVERIFY(!wire::boolField(wire::objectOf(lastSeats.at(static_cast<std::size_t>(a.transport->seat()))), "away"));
    // An answer in flight when the line drops: sent, then cut at once.
    a.autoAnswer = true;
    a.answerNow();
    a.transport->simulateDrop();
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over; }, 120'000));
    QVERIFY(a.transport->reconnects() >= 2);
    const Game& g = *server->tableHost(server->tableIds().front())->game();
    QCOMPARE(a.events.size(), static_cast<qsizetype>(g.events().size()));
    QCOMPARE(b.events.size(), static_cast<qsizetype>(g.events().size()));
}

void TestLan::badInputGetsErrorsAndChangesNothing() {
    auto server = makeServer();
    Player a("Ann", 21), b("Ben", 22);
    a.autoAnswer = b.autoAnswer = false;
    QVERIFY(seatAndStart(*server, {&a, &b}, 2, 4242));
    QVERIFY(inno::net::test::waitFor([&] { return a.promptId >= 0 || b.promptId >= 0; }, 5000));
    const TableHost* host = server->tableHost(server->tableIds().front());
    const std::string before = json::saveGame(*host->game());

    // A raw connection that says everything wrong.
    QTcpSocket raw;
    raw.connectToHost("127.0.0.1", server->port());
    QVERIFY(raw.waitForConnected(2000));
    QByteArray got;
    auto exchange = [&](const QByteArray& bytes, int replies = 1) {
        got.clear();
        raw.write(bytes);
        (void)inno::net::test::waitFor([&] {
            got += raw.readAll();
            return got.count('\n') >= replies;
        }, 3000);
        return got;
    };
    QVERIFY(exchange(R"({"type":"list","seq":1})" "\n").contains(R"("code":"helloFirst")"));
    QVERIFY(exchange(R"({"type":"hello","seq":2,"protocol":3})" "\n").contains(R"("type":"welcome")"));
    QVERIFY(exchange("this is not json\n").contains(R"("code":"badJson")"));
    QVERIFY(exchange("[1,2,3]\n").contains(R"("code":"notObject")"));
    QVERIFY(exchange(R"({"seq":3})" "\n").contains(R"("code":"badType")"));
    QVERIFY(exchange(R"({"type":"fly","seq":4})" "\n").contains(R"("code":"unknownType")"));
    QVERIFY(exchange(R"({"type":"list","seq":2})" "\n").contains(R"("code":"badSeq")"));
    QVERIFY(exchange(R"({"type":"answer","seq":5,"promptId":"x","picks":["draw"]})" "\n").contains(R"("code":"badField")"));
    QVERIFY(exchange(QByteArray(20000, 'x') + "\n").contains(R"("code":"tooLarge")"));
    QVERIFY(exchange(R"({"type":"answer","seq":6,"promptId":0,"picks":["draw"]})" "\n").contains(R"("code":"noGame")"));
    QVERIFY(exchange(R"({"type":"resume","seq":7,"table":1,"token":"00000000000000000000000000000000"})" "\n")
                .contains(R"("code":"badToken")"));
    // A fatal error ends the connection; the rest goes through a new one.
    QTRY_COMPARE(raw.state(), QAbstractSocket::UnconnectedState);
    raw.connectToHost("127.0.0.1", server->port());
    QVERIFY(raw.waitForConnected(2000));
    QVERIFY(exchange(R"({"type":"hello","seq":7,"protocol":3})" "\n").contains(R"("type":"welcome")"));
    QVERIFY(exchange(QByteArray("{\"type\":\"hello\",\"seq\":8,\"protocol\":1,\"client\":\"\xff\xfe\"}\n")).contains(R"("code":"badJson")"));
    QVERIFY(exchange(R"({"type":"join","seq":9,"table":1,"name":"Eve"})" "\n").contains(R"("code":"started")"));
    // Deeply nested JSON, then garbage bytes: errors, no crash.
    QVERIFY(exchange(QByteArray(5000, '[') + "\n").contains(R"("code":"badJson")"));
    QByteArray junk;
    std::mt19937 rng(5);
    for (int i = 0; i < 4000; ++i) {
        const char ch = static_cast<char>(rng() % 256);
        junk.push_back(ch == '\n' ? ' ' : ch);
    }
    QVERIFY(exchange(junk + "\n").contains(R"("type":"error")"));

    // A flood: beyond the burst (60) requests are refused as rate-limited, and the connection stays usable.
    QByteArray flood;
    for (int i = 0; i < 150; ++i) flood += QByteArray(R"({"type":"ping","seq":)") + QByteArray::number(100 + i) + "}\n";
    const QByteArray floodReplies = exchange(flood, 150);
    QVERIFY(floodReplies.count(R"("code":"rateLimited")") >= 50);
    QVERIFY(floodReplies.count(R"("type":"pong")") >= 30);  // what was left of the burst
    QCOMPARE(floodReplies.count('\n'), 150);  // every request answered
    // The bucket refills (20 a second): a ping is answered again (a refused one takes nothing from it).
    int pingSeq = 1000;
    bool ponged = false;  // (QTRY evaluates its condition once more after success: it must not send again)
    QTRY_VERIFY_WITH_TIMEOUT(ponged || (ponged = exchange(QByteArray(R"({"type":"ping","seq":)") + QByteArray::number(pingSeq++) + "}\n")
                                                       .contains(R"("type":"pong")")),
                             5000);

    // Seated players: illegal, another seat's, stale, too many picks, out of turn.
    Player& p = a.promptId >= 0 ? a : b;
    Player& q = a.promptId >= 0 ? b : a;
    const int seat = p.transport->seat();
    const int refusalsBefore = p.refusals;
    p.transport->send(bj::object{{"type", "answer"}, {"seat", seat}, {"promptId", p.promptId}, {"picks", bj::array{"Not A Card"}}});
    QVERIFY(inno::net::test::waitFor([&] { return p.refusals > refusalsBefore; }, 3000));
    QVERIFY2(p.lastRefusal.contains("not an option"), qPrintable(p.lastRefusal));
    p.transport->send(bj::object{{"type", "answer"}, {"seat", 1 - seat}, {"promptId", p.promptId}, {"picks", bj::array{"x"}}});
    QVERIFY(inno::net::test::waitFor([&] { return p.refusals > refusalsBefore + 1; }, 3000));
    p.transport->send(bj::object{{"type", "answer"}, {"seat", seat}, {"promptId", p.promptId + 5}, {"picks", bj::array{"x"}}});
    QVERIFY(inno::net::test::waitFor([&] { return p.refusals > refusalsBefore + 2; }, 3000));
    p.transport->send(bj::object{{"type", "answer"}, {"seat", seat}, {"promptId", p.promptId},
                                 {"picks", wire::arrayField(p.prompt, "options")}});  // too many picks
    QVERIFY(inno::net::test::waitFor([&] { return p.refusals > refusalsBefore + 3; }, 3000));
    const int qBefore = q.refusals;
    q.transport->send(bj::object{{"type", "answer"}, {"seat", q.transport->seat()}, {"promptId", p.promptId},
                                 {"picks", bj::array{wire::arrayField(p.prompt, "options").at(0)}}});  // not q's turn
    QVERIFY(inno::net::test::waitFor([&] { return q.refusals > qBefore; }, 3000));
    QCOMPARE(json::saveGame(*host->game()), before);

    // Still serving: the two play the game to its end.
    a.autoAnswer = b.autoAnswer = true;
    a.answerNow();
    b.answerNow();
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over; }, 120'000));
    // Out of turn: the game is over now, any answer is refused.
    const int r = b.refusals;
    b.transport->send(bj::object{{"type", "answer"}, {"seat", b.transport->seat()}, {"promptId", 0}, {"picks", bj::array{"draw"}}});
    QVERIFY(inno::net::test::waitFor([&] { return b.refusals > r; }, 3000));
}

void TestLan::discoveryFindsServersAndTablesWithinTwoSeconds() {
    // A free UDP port both servers share, and a loopback broadcast target: nothing leaves this machine.
    QUdpSocket probe;
    QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
    const quint16 port = probe.localPort();
    probe.close();
    auto s1 = makeServer({}, true, port);
    auto s2 = makeServer({}, true, port);
    QVERIFY(s1->discoveryPort() == port && s2->discoveryPort() == port);
    Player host("Ann", 31);
    host.transport->connectToServer("127.0.0.1", s2->port());
    CreateTable ct;
    ct.name = "Ann";
    ct.tableName = "Friday game";
    ct.options.playerCount = 3;
    ct.password = "secret";
    bool created = false;
    host.transport->createTable(ct, [&](const bj::object&) { created = true; });
    QVERIFY(inno::net::test::waitFor([&] { return created; }, 3000));

    DiscoveryBrowser browser;
    browser.setTargets({QHostAddress("127.255.255.255")});
    browser.setPort(port);
    QElapsedTimer t;
    t.start();
    bool done = false;
    connect(&browser, &DiscoveryBrowser::finished, this, [&] { done = true; });
    browser.start(2000);
    QVERIFY(inno::net::test::waitFor([&] { return done; }, 4000));
    QVERIFY(t.elapsed() < 5000);  // the search itself lasts 2 s
    const auto found = browser.found();
    QCOMPARE(found.size(), 2);
    bool sawTable = false;
    for (const auto& f : found) {
        QCOMPARE(f.host, QString("127.0.0.1"));
        QVERIFY(f.port == s1->port() || f.port == s2->port());
        QVERIFY(f.elapsedMs < 2000);
        if (f.port == s2->port()) {
            QCOMPARE(f.tables.size(), 1);
            const bj::object& tb = wire::objectOf(f.tables.at(0));
            QCOMPARE(wire::stringField(tb, "name"), std::string_view("Friday game"));
            QCOMPARE(wire::boolField(tb, "password"), true);
            QCOMPARE(wire::intField(tb, "open"), 2);
            sawTable = true;
        }
    }
    QVERIFY(sawTable);
    // Garbage probes are ignored, and the responder stays up.
    QUdpSocket junk;
    junk.writeDatagram("{\"type\":\"innovation.discover\",\"protocol\":99}", QHostAddress::LocalHost, port);
    junk.writeDatagram(QByteArray(600, 'x'), QHostAddress::LocalHost, port);
    browser.start(500);
    done = false;
    QVERIFY(inno::net::test::waitFor([&] { return done; }, 2000));
    QVERIFY(!browser.found().isEmpty());
}

void TestLan::hostRulesPasswordsAndStandInBots() {
    auto server = makeServer();
    Player a("Ann", 41), b("Ben", 42), eve("Eve", 43);
    a.transport->connectToServer("127.0.0.1", server->port());
    CreateTable ct;
    ct.name = "Ann";
    ct.options.playerCount = 3;
    ct.password = "pw";
    int table = 0;
    a.transport->createTable(ct, [&](const bj::object& r) { table = static_cast<int>(wire::intField(r, "table")); });
    QVERIFY(inno::net::test::waitFor([&] { return table > 0; }, 3000));
    // Wrong password, then the right one.
    QString code;
    eve.transport->connectToServer("127.0.0.1", server->port());
    eve.transport->joinTable(table, "Eve", "nope", [&](const bj::object& r) { code = qstringField(r, "code"); });
    QVERIFY(inno::net::test::waitFor([&] { return !code.isEmpty(); }, 3000));
    QCOMPARE(code, QString("password"));
    b.transport->connectToServer("127.0.0.1", server->port());
    b.transport->joinTable(table, "Ann", "pw");  // the name is taken: the server makes it unique
    QVERIFY(inno::net::test::waitFor([&] { return b.transport->table() == table; }, 3000));
    QCOMPARE(b.transport->playerName(), QString("Ann 2"));
    // Only the host starts, and not with an open seat unless told to fill it.
    code.clear();
    b.transport->startGame({}, [&](const bj::object& r) { code = qstringField(r, "code"); });
    QVERIFY(inno::net::test::waitFor([&] { return !code.isEmpty(); }, 3000));
    QCOMPARE(code, QString("notHost"));
    code.clear();
    a.transport->startGame({}, [&](const bj::object& r) { code = qstringField(r, "code"); });
    QVERIFY(inno::net::test::waitFor([&] { return !code.isEmpty(); }, 3000));
    QCOMPARE(code, QString("seatsOpen"));
    a.autoAnswer = b.autoAnswer = false;
    bool ok = false;
    a.transport->startGame("random", [&](const bj::object& r) { ok = wire::stringField(r, "type") == "ok"; });
    QVERIFY(inno::net::test::waitFor([&] { return ok && a.tables > 0 && b.tables > 0; }, 5000));
    // Ben goes away: his seat is not given to a bot...
    b.transport->setReconnect(false);
    b.transport->disconnectFromServer();
    QVERIFY(inno::net::test::waitFor([&] { return a.sawAway; }, 3000));
    const TableHost* host = server->tableHost(table);
    QVERIFY(host->seats()[b.transport->seat()].human);
    // ... until the host says so; a bot then plays for him.
    const int bSeat = b.transport->seat();
    code.clear();
    ok = false;
    a.transport->setSeat(bSeat, "bot", "random", [&](const bj::object& r) {
        ok = wire::stringField(r, "type") == "ok";
        code = qstringField(r, "code");
    });
    const int tablesBefore = a.tables;
    QVERIFY2(inno::net::test::waitFor([&] { return ok; }, 3000), qPrintable(code));
    QVERIFY(!server->tableHost(table)->seats()[bSeat].human);
    // Ann's client is sent the whole table again, as a replay (not the history as new moves).
    QVERIFY(a.tables > tablesBefore);
    QCOMPARE(a.historyAsNews, 0);
    a.autoAnswer = true;
    a.answerNow();
    QVERIFY(inno::net::test::waitFor([&] { return server->tableHost(table)->game()->answers().size() > 10 || a.over; }, 20'000));
    // Ben comes back with his token: the seat is his again.
    const QString token = b.transport->token();
    Player b2("Ben", 44);
    b2.autoAnswer = true;
    b2.transport->connectToServer("127.0.0.1", server->port());
    b2.transport->resume(table, token);
    QVERIFY(inno::net::test::waitFor([&] { return b2.transport->seat() == bSeat && b2.tables > 0; }, 3000));
    QVERIFY(server->tableHost(table)->seats()[bSeat].human);
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b2.over; }, 120'000));
    QCOMPARE(a.historyAsNews, 0);
    QCOMPARE(b2.historyAsNews, 0);
}

void TestLan::tablesSurviveAServerRestart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto server = makeServer(dir.path());
    Player a("Ann", 51), b("Ben", 52);
    a.answerDelayMs = b.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a, &b}, 2, 99));
    QVERIFY(inno::net::test::waitFor([&] { return a.viewAnswers >= 15; }, 20'000));
    a.autoAnswer = b.autoAnswer = false;
    // Settled: the person the game waits on has seen the prompt and sent no answer to it, so none is in flight.
    const TableHost* playing = server->tableHost(server->tableIds().front());
    QTRY_VERIFY([&] {
        const Game& g = *playing->game();
        if (g.over() || !g.prompt()) return true;
        Player& p = a.transport->seat() == g.prompt()->player ? a : b;
        const auto n = static_cast<qint64>(g.answers().size());
        return p.promptId == n && p.lastAnsweredPrompt < n;
    }());
    QVERIFY(server->syncStore());
    const int table = server->tableIds().front();
    const std::string before = json::saveGame(*server->tableHost(table)->game());
    server.reset();  // the clients start reconnecting
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Reconnecting; }, 3000));
    // A new server on the same port and folder.
    server = makeServer(dir.path(), false, 0, a.transport->port());
    QVERIFY2(server->port() == a.transport->port(), "the server did not start again on its port");
    QCOMPARE(server->tableIds(), QList<int>{table});
    QCOMPARE(json::saveGame(*server->tableHost(table)->game()), before);
    a.autoAnswer = b.autoAnswer = true;
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over; }, 120'000));
    QVERIFY(a.transport->reconnects() >= 1 && b.transport->reconnects() >= 1);
}

#if INNOVATION_WITH_CITIES
void TestLan::aCitiesTableFromTheLobbyPlaysCitiesAfterARestartToo() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto server = makeServer(dir.path());
    Player a("Ann", 61), b("Ben", 62), lister("Lister", 63);
    a.answerDelayMs = b.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a, &b}, 2, 2024, {}, false, true));
    const int table = server->tableIds().front();
    // Whoever looks at the server's list sees that the table plays Cities.
    bj::object list;
    lister.transport->connectToServer("127.0.0.1", server->port());
    lister.transport->listTables([&](const bj::object& r) { list = r; });
    QVERIFY(inno::net::test::waitFor([&] { return !list.empty(); }, 5000));
    const bj::array& tables = wire::arrayField(list, "tables");
    QCOMPARE(tables.size(), std::size_t(1));
    QVERIFY(wire::boolField(wire::objectField(wire::objectOf(tables[0]), "options"), "cities"));
    // The engine at the table plays Cities, and the players' table message says so.
    QVERIFY(cities::inPlay(server->tableHost(table)->game()->setup().options));
    QVERIFY(inno::net::test::waitFor([&] { return a.viewAnswers >= 20; }, 20'000));
    bool tableSaysCities = false, viewHasCityPiles = false;
    for (const QByteArray& f : a.frames) {
        boost::system::error_code ec;
        const bj::value v = bj::parse(std::string_view(f.constData(), static_cast<std::size_t>(f.size())), ec);
        if (ec || !v.is_object()) continue;
        const bj::object& o = v.get_object();
        if (wire::stringField(o, "type") == "table") tableSaysCities = wire::boolField(wire::objectField(o, "options"), "cities");
        if (wire::stringField(o, "type") == "view")
            viewHasCityPiles = wire::objectField(wire::objectField(o, "view"), "deckSizes").contains("city 1");
    }
    QVERIFY(tableSaysCities);
    QVERIFY(viewHasCityPiles);
    // The table store keeps the option: after a restart the table still plays Cities, and the game goes on to its end.
    a.autoAnswer = b.autoAnswer = false;
    const TableHost* playing = server->tableHost(table);
    QTRY_VERIFY([&] {
        const Game& g = *playing->game();
        if (g.over() || !g.prompt()) return true;
        Player& p = a.transport->seat() == g.prompt()->player ? a : b;
        const auto n = static_cast<qint64>(g.answers().size());
        return p.promptId == n && p.lastAnsweredPrompt < n;
    }());
    QVERIFY(server->syncStore());
    const std::string before = json::saveGame(*server->tableHost(table)->game());
    server.reset();
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Reconnecting; }, 3000));
    server = makeServer(dir.path(), false, 0, a.transport->port());
    QVERIFY2(server->port() == a.transport->port(), "the server did not start again on its port");
    QVERIFY(cities::inPlay(server->tableHost(table)->game()->setup().options));
    QCOMPARE(json::saveGame(*server->tableHost(table)->game()), before);
    a.autoAnswer = b.autoAnswer = true;
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over; }, 120'000));
    const Game& g = *server->tableHost(table)->game();
    QVERIFY(std::any_of(g.events().begin(), g.events().end(), [](const Event& e) { return e.kind == EventKind::CardMoved && (e.set == cities::set()); }));
}
#endif

#if INNOVATION_WITH_CITIES && INNOVATION_WITH_ECHOES
// Echoes of the Past with Cities: the server's list and the lobby's seats message name both expansions, and a
// restart brings the table back with both (the store keeps the options through the codec).
void TestLan::anEchoesAndCitiesTableShowsBothAndKeepsThemAfterARestart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto server = makeServer(dir.path());
    Player a("Ann", 71), b("Ben", 72), lister("Lister", 73);
    a.answerDelayMs = b.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a, &b}, 2, 77, {}, false, true, LargeGame::None, true));
    const int table = server->tableIds().front();
    bj::object list;
    lister.transport->connectToServer("127.0.0.1", server->port());
    lister.transport->listTables([&](const bj::object& r) { list = r; });
    QVERIFY(inno::net::test::waitFor([&] { return !list.empty(); }, 5000));
    const bj::object& summary = wire::objectOf(wire::arrayField(list, "tables").at(0));
    QVERIFY(wire::boolField(wire::objectField(summary, "options"), "echoes"));
    QVERIFY(wire::boolField(wire::objectField(summary, "options"), "cities"));
    QVERIFY(!a.seatsMessages.isEmpty());
    QVERIFY(wire::boolField(wire::objectField(a.seatsMessages.back(), "options"), "echoes"));
    QVERIFY(wire::boolField(wire::objectField(a.seatsMessages.back(), "options"), "cities"));
    QVERIFY(inno::net::test::waitFor([&] { return a.viewAnswers >= 6; }, 20'000));
    a.autoAnswer = b.autoAnswer = false;
    QVERIFY(server->syncStore());
    server.reset();
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Reconnecting; }, 3000));
    server = makeServer(dir.path(), false, 0, a.transport->port());
    QVERIFY2(server->port() == a.transport->port(), "the server did not start again on its port");
    const Options& o = server->tableHost(table)->game()->setup().options;
    QVERIFY(echoes::inPlay(o));
    QVERIFY(cities::inPlay(o));
    a.autoAnswer = b.autoAnswer = true;
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over; }, 120'000));
    const Game& g = *server->tableHost(table)->game();
    QVERIFY(std::any_of(g.events().begin(), g.events().end(), [](const Event& e) { return e.kind == EventKind::CardMoved && e.set == echoes::set(); }));
}
#endif

// The table store keeps a table's large-game rule: a five-seat parley table (one person, four bots) comes back the same.
void TestLan::aFiveSeatParleyTableSurvivesAServerRestart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto server = makeServer(dir.path());
    Player a("Ann", 61);
    a.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a}, 5, 123, "random", false, false, LargeGame::Parley));
    QVERIFY(inno::net::test::waitFor([&] { return a.viewAnswers >= 30; }, 20'000));
    a.autoAnswer = false;
    const int table = server->tableIds().front();
    const TableHost* playing = server->tableHost(table);
    QVERIFY(playing->game()->state().options.largeGame == LargeGame::Parley);
    QTRY_VERIFY([&] {  // settled: the game waits on Ann, who has seen the prompt and not answered it
        const Game& g = *playing->game();
        if (g.over() || !g.prompt()) return true;
        const auto n = static_cast<qint64>(g.answers().size());
        return g.prompt()->player == a.transport->seat() && a.promptId == n && a.lastAnsweredPrompt < n;
    }());
    QVERIFY(server->syncStore());
    const std::string before = json::saveGame(*playing->game());
    server.reset();
    server = makeServer(dir.path(), false, 0, a.transport->port());
    QVERIFY2(server->port() == a.transport->port(), "the server did not start again on its port");
    QCOMPARE(server->tableIds(), QList<int>{table});
    const Game& restored = *server->tableHost(table)->game();
    QCOMPARE(json::saveGame(restored), before);
    QCOMPARE(restored.state().playerCount(), 5);
    QVERIFY(restored.state().options.largeGame == LargeGame::Parley);
}

#if INNOVATION_WITH_ARTIFACTS
// The table store keeps Artifacts and the relics option: after a restart in the middle of a three-seat game (cards
// dug, relics seized), the table comes back with both options, every seat's view as it was, and the game goes on to
// its end, still playing the relics.
void TestLan::anArtifactsTableWithRelicsSurvivesAServerRestart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto server = makeServer(dir.path());
    Player a("Ann", 81), b("Ben", 82), c("Cy", 83), lister("Lister", 84);
    a.answerDelayMs = b.answerDelayMs = c.answerDelayMs = 1;
    QVERIFY(seatAndStart(*server, {&a, &b, &c}, 3, 8, {}, false, false, LargeGame::None, false, true, true));
    const int table = server->tableIds().front();
    bj::object list;
    lister.transport->connectToServer("127.0.0.1", server->port());
    lister.transport->listTables([&](const bj::object& r) { list = r; });
    QVERIFY(inno::net::test::waitFor([&] { return !list.empty(); }, 5000));
    const bj::object& listed = wire::objectField(wire::objectOf(wire::arrayField(list, "tables").at(0)), "options");
    QVERIFY(wire::boolField(listed, "artifacts") && wire::boolField(listed, "relics"));
    // Play until a relic has left the relic area (a dig of its value seized it), then let the table settle.
    const TableHost* playing = server->tableHost(table);
    auto seized = [](const Game& g) {
        return std::any_of(g.events().begin(), g.events().end(), [](const Event& e) { return e.trigger == artifacts::trigger(artifacts::Cause::Seize); });
    };
    QVERIFY(inno::net::test::waitFor([&] { return seized(*playing->game()) || playing->game()->over(); }, 60'000));
    QVERIFY2(!playing->game()->over(), "the game ended before a relic was seized");
    a.autoAnswer = b.autoAnswer = c.autoAnswer = false;
    std::vector<Player*> players{&a, &b, &c};
    QTRY_VERIFY([&] {  // settled: whoever the game waits on has seen the prompt and sent no answer to it
        const Game& g = *playing->game();
        if (g.over() || !g.prompt()) return true;
        const auto n = static_cast<qint64>(g.answers().size());
        return std::any_of(players.begin(), players.end(), [&](Player* p) {
            return p->transport->seat() == g.prompt()->player && p->promptId == n && p->lastAnsweredPrompt < n;
        });
    }());
    QVERIFY(server->syncStore());
    const Game& before = *playing->game();
    QVERIFY(before.state().common().size() < 5);
    const std::string save = json::saveGame(before);
    const std::size_t answersBefore = before.answers().size();
    std::vector<bj::object> views;
    for (int seat = -1; seat < 3; ++seat) views.push_back(json::viewJson(before, seat));
    server.reset();
    QVERIFY(inno::net::test::waitFor([&] { return a.transport->state() == TcpTransport::State::Reconnecting; }, 3000));
    server = makeServer(dir.path(), false, 0, a.transport->port());
    QVERIFY2(server->port() == a.transport->port(), "the server did not start again on its port");
    QCOMPARE(server->tableIds(), QList<int>{table});
    const Game& restored = *server->tableHost(table)->game();
    QVERIFY(artifacts::inPlay(restored.setup().options));
    QVERIFY(artifacts::relicsOn(restored.setup().options));
    QCOMPARE(json::saveGame(restored), save);
    for (int seat = -1; seat < 3; ++seat)
        QCOMPARE(bj::serialize(json::viewJson(restored, seat)), bj::serialize(views[static_cast<std::size_t>(seat + 1)]));
    // The clients come back by themselves and play on to the end.
    a.autoAnswer = b.autoAnswer = c.autoAnswer = true;
    QVERIFY(inno::net::test::waitFor([&] { return a.over && b.over && c.over; }, 120'000));
    QVERIFY(a.transport->reconnects() >= 1 && b.transport->reconnects() >= 1 && c.transport->reconnects() >= 1);
    const Game& g = *server->tableHost(table)->game();
    QVERIFY(g.over());
    QVERIFY(g.answers().size() > answersBefore);
}
#endif

QTEST_GUILESS_MAIN(TestLan)
#include "test_lan.moc"
