// The wire codec (frames, request validation, discovery datagrams, rate limits) and the typed requests and envelopes.
#include "net/host/envelopes.h"
#include "net/host/lobby_requests.h"
#include "net/wire/wire.h"
#include "catalogue/catalogue.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif

#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <fstream>
#include <iterator>

using namespace inno;
namespace bj = boost::json;

class TestWire : public QObject {
    Q_OBJECT
private slots:
    void framesSplitAtNewlines();
    void oversizedFramesAreSkipped();
    void requestsAreValidated_data();
    void requestsAreValidated();
    void discoveryDatagrams();
    void rateLimiter();
    void typedRequests();
    void typedEnvelopes();
    void envelopesTakeDefaultsAndRefuseOtherKinds();
    void optionsHaveOneSchema();
    void crlfEndingDoesNotCountTowardTheLimit();
};

void TestWire::framesSplitAtNewlines() {
    wire::FrameReader r(100);
    std::string f;
    r.feed("{\"a\":1}\r\n{\"b\"");
    QCOMPARE(r.next(f), wire::FrameReader::Status::Frame);
    QCOMPARE(QString::fromStdString(f), QString("{\"a\":1}"));
    QCOMPARE(r.next(f), wire::FrameReader::Status::NeedMore);
    r.feed(":2}\n\n");
    QCOMPARE(r.next(f), wire::FrameReader::Status::Frame);
    QCOMPARE(QString::fromStdString(f), QString("{\"b\":2}"));
    QCOMPARE(r.next(f), wire::FrameReader::Status::Frame);  // an empty line is a (bad) frame
    QVERIFY(f.empty());
    QCOMPARE(r.next(f), wire::FrameReader::Status::NeedMore);
}

void TestWire::oversizedFramesAreSkipped() {
    wire::FrameReader r(10);
    std::string f;
    r.feed(std::string(25, 'x'));
    QCOMPARE(r.next(f), wire::FrameReader::Status::Oversized);
    QCOMPARE(r.next(f), wire::FrameReader::Status::NeedMore);
    r.feed(std::string(30, 'y') + "\nok\n");
    QCOMPARE(r.next(f), wire::FrameReader::Status::Frame);
    QCOMPARE(QString::fromStdString(f), QString("ok"));
    // Oversized but complete in one piece.
    r.feed(std::string(11, 'z') + "\nfine\n");
    QCOMPARE(r.next(f), wire::FrameReader::Status::Oversized);
    QCOMPARE(r.next(f), wire::FrameReader::Status::Frame);
    QCOMPARE(QString::fromStdString(f), QString("fine"));
    QVERIFY(r.buffered() == 0);
}

void TestWire::requestsAreValidated_data() {
    QTest::addColumn<QByteArray>("frame");
    QTest::addColumn<QString>("code");  // empty: valid
    QTest::newRow("hello") << QByteArray(R"({"type":"hello","seq":1,"protocol":3})") << "";
    QTest::newRow("hello without protocol") << QByteArray(R"({"type":"hello","seq":1})") << "badField";
    QTest::newRow("not json") << QByteArray("{nope") << "badJson";
    QTest::newRow("array") << QByteArray("[]") << "notObject";
    QTest::newRow("no type") << QByteArray(R"({"seq":1})") << "badType";
    QTest::newRow("number type") << QByteArray(R"({"type":5,"seq":1})") << "badType";
    QTest::newRow("unknown") << QByteArray(R"({"type":"teleport","seq":1})") << "unknownType";
    QTest::newRow("no seq") << QByteArray(R"({"type":"list"})") << "badSeq";
    QTest::newRow("negative seq") << QByteArray(R"({"type":"list","seq":-4})") << "badSeq";
    QTest::newRow("answer") << QByteArray(R"({"type":"answer","seq":2,"promptId":3,"picks":["draw"]})") << "";
    QTest::newRow("answer fifth seat") << QByteArray(R"({"type":"answer","seq":2,"seat":4,"promptId":3,"picks":["draw"]})") << "";
    QTest::newRow("answer sixth seat") << QByteArray(R"({"type":"answer","seq":2,"seat":5,"promptId":3,"picks":["draw"]})") << "badField";
    QTest::newRow("answer no picks") << QByteArray(R"({"type":"answer","seq":2,"promptId":3})") << "badField";
    QTest::newRow("answer empty picks") << QByteArray(R"({"type":"answer","seq":2,"promptId":3,"picks":[]})") << "badField";
    QTest::newRow("answer number pick") << QByteArray(R"({"type":"answer","seq":2,"promptId":3,"picks":[1]})") << "badField";
    QTest::newRow("answer negative prompt") << QByteArray(R"({"type":"answer","seq":2,"promptId":-1,"picks":["a"]})") << "badField";
    QTest::newRow("create") << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":4,"password":"x"})") << "";
    // The options' shape only: the engine's codec reads them and its setup rules judge them (typedRequests).
    QTest::newRow("create 5 players") << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":5})") << "";
    QTest::newRow("create with options")
        << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":5,"options":{"teams":false,"extraAchievement":false,"largeGame":"parley"}})")
        << "";
    QTest::newRow("create options not an object") << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":4,"options":5})") << "badField";
    QTest::newRow("create 6 players") << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":6})") << "badField";
    QTest::newRow("create blank name") << QByteArray(R"({"type":"create","seq":2,"name":"   ","players":2})") << "badField";
    QTest::newRow("create control char") << QByteArray("{\"type\":\"create\",\"seq\":2,\"name\":\"A\\u0007\",\"players\":2}") << "badField";
    QTest::newRow("create long name") << QByteArray(R"({"type":"create","seq":2,"name":"abcdefghijklmnopqrstuvwxyz","players":2})") << "badField";
    QTest::newRow("join spectate") << QByteArray(R"({"type":"join","seq":2,"table":1,"spectate":true})") << "";
    QTest::newRow("join no name") << QByteArray(R"({"type":"join","seq":2,"table":1})") << "badField";
    QTest::newRow("resume") << QByteArray(R"({"type":"resume","seq":2,"table":1,"token":"0123456789abcdef0123456789abcdef"})") << "";
    QTest::newRow("resume bad token") << QByteArray(R"({"type":"resume","seq":2,"table":1,"token":"0123456789ABCDEF0123456789abcdef"})") << "badField";
    QTest::newRow("seat bot") << QByteArray(R"({"type":"seat","seq":2,"seat":1,"player":"bot","level":"hard"})") << "";
    QTest::newRow("seat fifth bot") << QByteArray(R"({"type":"seat","seq":2,"seat":4,"player":"bot","level":"easy"})") << "";
    QTest::newRow("seat bot no level") << QByteArray(R"({"type":"seat","seq":2,"seat":1,"player":"bot"})") << "badField";
    QTest::newRow("seat alien") << QByteArray(R"({"type":"seat","seq":2,"seat":1,"player":"alien"})") << "badField";
    QTest::newRow("start seed") << QByteArray(R"({"type":"start","seq":2,"seed":18446744073709551615})") << "";
    QTest::newRow("start bad fill") << QByteArray(R"({"type":"start","seq":2,"fill":"godlike"})") << "badField";
    QTest::newRow("bad utf8") << QByteArray("{\"type\":\"hello\",\"seq\":1,\"protocol\":1,\"client\":\"\xc3\x28\"}") << "badJson";
    QTest::newRow("deep") << QByteArray(200, '[') << "badJson";
    QTest::newRow("number out of range") << QByteArray(R"({"type":"list","seq":1,"x":1e999})") << "badJson";
}

void TestWire::requestsAreValidated() {
    QFETCH(QByteArray, frame);
    QFETCH(QString, code);
    const QByteArray& utf8 = frame;
    const wire::Decoded d = wire::decodeRequest(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (code.isEmpty()) {
        QVERIFY2(d.request.has_value(), d.error.message.c_str());
    } else {
        QVERIFY(!d.request);
        QCOMPARE(QString::fromStdString(d.error.code), code);
        QVERIFY(!d.error.message.empty());
    }
}

void TestWire::discoveryDatagrams() {
    const std::string p = wire::encodeProbe("abc");
    QCOMPARE(QString::fromStdString(*wire::decodeProbe(p)), QString("abc"));
    QVERIFY(!wire::decodeProbe(R"({"type":"innovation.discover","protocol":99,"nonce":"x"})"));
    // Padded, so that an announcement no larger than the probe has room.
    QCOMPARE(p.size(), wire::kProbeSize);
    QVERIFY(!wire::decodeProbe(std::string(600, ' ')));
    QVERIFY(!wire::decodeProbe("garbage"));
    QVERIFY(wire::decodeAnnounce(R"({"type":"innovation.announce","port":5000})"));
    QVERIFY(!wire::decodeAnnounce(R"({"type":"innovation.announce","port":70000})"));
    QVERIFY(!wire::decodeAnnounce(R"({"type":"other","port":5000})"));
}

void TestWire::rateLimiter() {
    wire::RateLimiter r(10, 3);
    QVERIFY(r.take(0.0));
    QVERIFY(r.take(0.0));
    QVERIFY(r.take(0.0));
    QVERIFY(!r.take(0.0));
    QVERIFY(!r.take(0.05));
    QVERIFY(r.take(0.1));
    QVERIFY(r.take(10.0) && r.take(10.0) && r.take(10.0) && !r.take(10.0));  // never more than the burst
}

// The typed requests: the engine's codec reads a table's options and its setup rules judge them; every request
// encodes to a frame the wire accepts and decodes back to itself.
void TestWire::typedRequests() {
    auto decode = [](const char* json) {
        const wire::Decoded d = wire::decodeRequest(json);
        if (!d.request) return std::variant<net::LobbyRequest, net::RequestError>(net::RequestError{d.error.code, {}});
        return net::decodeRequest(*d.request);
    };
    auto errorCode = [&](const char* json) {
        const auto r = decode(json);
        const auto* e = std::get_if<net::RequestError>(&r);
        return e ? QString::fromStdString(e->code) : QString();
    };
    QCOMPARE(errorCode(R"({"type":"create","seq":2,"name":"Ann","players":5})"), QString("badSetup"));
    QCOMPARE(errorCode(R"({"type":"create","seq":2,"name":"Ann","players":3,"options":{"teams":true,"extraAchievement":false}})"),
             QString("badSetup"));
    QCOMPARE(errorCode(R"({"type":"create","seq":2,"name":"Ann","players":4,"options":{"teams":false,"extraAchievement":false,"largeGame":"huge"}})"),
             QString("badField"));
    QCOMPARE(errorCode(R"({"type":"create","seq":2,"name":"Ann","players":4,"options":{"teams":"yes","extraAchievement":false}})"),
             QString("badField"));
    const auto five = decode(R"({"type":"create","seq":2,"name":"Ann","players":5,"options":{"teams":false,"extraAchievement":false,"largeGame":"parley"}})");
    const auto& created = std::get<net::CreateRequest>(std::get<net::LobbyRequest>(five));
    QCOMPARE(created.options.playerCount, 5);
    QCOMPARE(created.options.largeGame, LargeGame::Parley);
    // A table of an expansion this build leaves out is refused, by the expansion's name.
    for (const catalogue::KnownExpansion& x : catalogue::knownExpansions()) {
        if (x.built) continue;
        const std::string request = R"({"type":"create","seq":2,"name":"Ann","players":2,"options":{"teams":false,"extraAchievement":false,")" +
                                    std::string(x.key) + R"(":true}})";
        const auto r = decode(request.c_str());
        const auto* e = std::get_if<net::RequestError>(&r);
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->code), QString("badField"));
        QVERIFY2(e->message.contains(QString::fromStdString(catalogue::leftOutError(x.name))), qPrintable(e->message));
    }

    net::CreateRequest c;
    c.name = "Zo\u00eb";
    c.tableName = "Friday";
    c.options.playerCount = 4;
    c.options.teams = true;
#if INNOVATION_WITH_CITIES
    c.options = cities::withCities(c.options);
#endif
    c.password = "pw";
    c.seed = 42;
    c.botOnConcede = false;
    bj::object m = net::encode(c);
    m["seq"] = 1;
    const std::string frame = bj::serialize(m);
    const wire::Decoded d = wire::decodeRequest(frame);
    QVERIFY2(d.request.has_value(), d.error.message.c_str());
    const auto back = net::decodeRequest(*d.request);
    const auto& r = std::get<net::CreateRequest>(std::get<net::LobbyRequest>(back));
    QCOMPARE(r.name, c.name);
    QCOMPARE(r.tableName, c.tableName);
    QVERIFY(r.options == c.options);
    QCOMPARE(r.password, c.password);
    QCOMPARE(r.seed, c.seed);
    QCOMPARE(r.botOnConcede, false);
    QVERIFY(net::changesTables(std::get<net::LobbyRequest>(back)));
    net::AnswerRequest ans;
    ans.promptId = 7;
    ans.picks = {"meld Oars"};
    bj::object am = net::encode(ans);
    am["seq"] = 2;
    const auto ad = wire::decodeRequest(bj::serialize(am));
    QVERIFY(ad.request);
    const auto decodedAnswer = net::decodeRequest(*ad.request);
    const auto& a = std::get<net::AnswerRequest>(std::get<net::LobbyRequest>(decodedAnswer));
    QCOMPARE(a.promptId, 7);
    QCOMPARE(a.picks, ans.picks);
    QVERIFY(!a.seat);
}

// The envelopes the table sends decode to what was encoded.
void TestWire::typedEnvelopes() {
    net::TableEnvelope t;
    t.seats = {1};
    t.players = {{"Ann", true, std::nullopt, -1}, {"Bot 2", false, BotLevel::Hard, 12}};
    t.options.playerCount = 2;
#if INNOVATION_WITH_CITIES
    t.options = cities::withCities(t.options);
#endif
    t.start.deckSizes = {{"1", 10}, {"2", 10}};
    t.start.available = {"1", "monument"};
    const auto tb = net::decodeTable(net::encode(t));
    QVERIFY(tb);
    QVERIFY(*tb == t);
    net::GameOverEnvelope g{{"Ann"}, "achievements", "", "", 31, {{"Ann", 20, 6, true}, {"Bot 2", 12, 3, false}}};
    QVERIFY(net::decodeGameOver(net::encode(g)) == g);
    net::ErrorEnvelope e{"refused", "\"draw\" is not an option here", "answer", 9, 0, false};
    QVERIFY(net::decodeError(net::encode(e)) == e);
    QString why;
    QVERIFY(!net::decodeTable(bj::object{{"type", "table"}, {"players", 3}}, &why));
    QVERIFY(!why.isEmpty());
}

// The decoders' one policy (envelopes.h): a missing field takes its default, a present one of another kind refuses
// the whole message and says which field.
void TestWire::envelopesTakeDefaultsAndRefuseOtherKinds() {
    const auto parse = [](const char* json) { return bj::parse(json).as_object(); };
    const auto table = net::decodeTable(parse(R"({"type":"table","players":[{"name":"Ann"},{"name":"Ben","human":false,"level":"newLevel"}]})"));
    QVERIFY(table);
    QVERIFY(table->seats.isEmpty());  // a spectator
    QCOMPARE(table->protocol, net::kProtocolVersion);
    QCOMPARE(table->options, (Options{2, false, false}));
    QVERIFY(!table->players[1].human);
    QVERIFY(!table->players[1].level);  // a level this program does not know
    QVERIFY(table->start.deckSizes.empty() && table->start.available.empty());
    const auto over = net::decodeGameOver(parse(R"({"type":"gameOver"})"));
    QVERIFY(over);
    QCOMPARE(*over, net::GameOverEnvelope{});
    const auto error = net::decodeError(parse(R"({"type":"error","message":"No."})"));
    QVERIFY(error);
    QVERIFY(!error->fatal && !error->seat && error->code.isEmpty());

    const std::pair<const char*, const char*> refused[] = {
        {R"({"type":"table"})", "players"},
        {R"({"type":"table","players":[]})", "players"},
        {R"({"type":"table","players":[{"name":"Ann"}],"seats":[1]})", "seat"},
        {R"({"type":"table","players":[{"name":"Ann"}],"seats":[0.5]})", "whole"},
        {R"({"type":"table","players":[{"name":"Ann","human":"no"}]})", "human"},
        {R"({"type":"table","players":[{"name":"Ann"}],"options":null})", "options"},
        {R"({"type":"table","players":[{"name":"Ann"}],"options":{"teams":false,"extraAchievement":false,"largeGame":"huge"}})", "largeGame"},
        {R"({"type":"table","players":[{"name":"Ann"}],"start":{"deckSizes":{"1":-1}}})", "deck size"},
        {R"({"type":"gameOver","winners":"Ann"})", "winners"},
        {R"({"type":"gameOver","turns":1.5})", "turns"},
        {R"({"type":"gameOver","players":[{"score":3}]})", "name"},
        {R"({"type":"error"})", "message"},
        {R"({"type":"error","message":"No.","fatal":"yes"})", "fatal"},
    };
    for (const auto& [json, field] : refused) {
        QString why;
        const bj::object m = parse(json);
        const std::string_view type = wire::stringField(m, "type");
        const bool ok = type == "table" ? net::decodeTable(m, &why).has_value()
                        : type == "gameOver" ? net::decodeGameOver(m, &why).has_value()
                                             : net::decodeError(m, &why).has_value();
        QVERIFY2(!ok, json);
        QVERIFY2(why.contains(field), qPrintable(QString("%1: %2").arg(json, why)));
    }
    QCOMPARE(net::errorText(parse(R"({"type":"error","message":"No."})")), QString("No."));
    QVERIFY(net::errorText(parse(R"({"type":"error","message":4})")).contains("cannot read"));
}

// Options travel in one schema, the engine's codec's, and read back the same.
void TestWire::optionsHaveOneSchema() {
    Options o{5, false, true};
    o.largeGame = LargeGame::Distant;
    const bj::value written = net::optionsJson(o);
    QCOMPARE(net::optionsOf(&written, 5), std::optional<Options>(o));
    QCOMPARE(net::optionsOf(nullptr, 3), std::optional<Options>(Options{3, false, false}));
    QString why;
    const bj::value unknown = bj::parse(R"({"teams":false,"extraAchievement":false,"dragons":true})");
    QVERIFY(!net::optionsOf(&unknown, 2, &why));
    QVERIFY(why.contains("dragons"));
}

// The protocol ignores a '\r' before the newline: a frame of exactly the limit ending in "\r\n" is a frame.
void TestWire::crlfEndingDoesNotCountTowardTheLimit() {
    wire::FrameReader r(16);
    std::string frame;
    r.feed(std::string(16, 'a') + "\r");
    QCOMPARE(r.next(frame), wire::FrameReader::Status::NeedMore);
    r.feed("\n");
    QCOMPARE(r.next(frame), wire::FrameReader::Status::Frame);
    QCOMPARE(frame, std::string(16, 'a'));
    r.feed(std::string(16, 'b') + "\r\n" + std::string(17, 'c') + "\r\n" + "ok\n");
    QCOMPARE(r.next(frame), wire::FrameReader::Status::Frame);
    QCOMPARE(r.next(frame), wire::FrameReader::Status::Oversized);
    QCOMPARE(r.next(frame), wire::FrameReader::Status::Frame);
    QCOMPARE(frame, std::string("ok"));
    // Split exactly after the 17th byte, which is not a '\r': over the limit at once.
    r.feed(std::string(17, 'd'));
    QCOMPARE(r.next(frame), wire::FrameReader::Status::Oversized);
}

QTEST_GUILESS_MAIN(TestWire)
#include "test_wire.moc"
