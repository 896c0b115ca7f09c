// The wire codec (frames, request validation, discovery datagrams, rate limits) and the journal.
#include "journal.h"
#include "wire.h"

#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <fstream>
#include <iterator>

using namespace inno;

class TestWire : public QObject {
    Q_OBJECT
private slots:
    void framesSplitAtNewlines();
    void oversizedFramesAreSkipped();
    void requestsAreValidated_data();
    void requestsAreValidated();
    void discoveryDatagrams();
    void rateLimiter();
    void journalKeepsRecordsAndDropsATornTail();
    void journalRewriteKeepsLaterRecords();
    void journalNeverCallsAFailedWriteDurable();
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
    QTest::newRow("hello") << QByteArray(R"({"type":"hello","seq":1,"protocol":1})") << "";
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
    QTest::newRow("create 5 players") << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":5})") << "badField";
    QTest::newRow("create 5 players, parley")
        << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":5,"largeGame":"parley"})") << "";
    QTest::newRow("create 5 players, rule none")
        << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":5,"largeGame":"none"})") << "badField";
    QTest::newRow("create 6 players")
        << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":6,"largeGame":"distant"})") << "badField";
    QTest::newRow("create unknown rule")
        << QByteArray(R"({"type":"create","seq":2,"name":"Ann","players":4,"largeGame":"huge"})") << "badField";
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
    QVERIFY(!wire::decodeProbe(R"({"type":"innovation.discover","protocol":2,"nonce":"x"})"));
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

void TestWire::journalKeepsRecordsAndDropsATornTail() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/j.jsonl").toStdString();
    {
        net::Journal j;
        QVERIFY(j.open(path));
        std::uint64_t durable = 0;
        j.setDurableCallback([&](std::uint64_t t) { durable = t; });
        for (int i = 1; i <= 100; ++i) QCOMPARE(j.append("{\"n\":" + std::to_string(i) + "}"), static_cast<std::uint64_t>(i));
        j.sync();
        QCOMPARE(j.durableTicket(), std::uint64_t(100));
        QVERIFY(j.syncCount() >= 1 && j.syncCount() <= 100);
    }
    {
        std::ofstream torn(path, std::ios::app);
        torn << "{\"n\":101";  // a crash in the middle of a write
    }
    auto records = net::Journal::readAll(path);
    QCOMPARE(records.size(), std::size_t(100));
    QCOMPARE(QString::fromStdString(records.back()), QString("{\"n\":100}"));
    // Appending after a torn tail starts a fresh line.
    net::Journal j;
    QVERIFY(j.open(path));
    j.append("{\"n\":102}");
    j.sync();
    j.close();
    records = net::Journal::readAll(path);
    QCOMPARE(records.size(), std::size_t(102));  // the torn piece is its own (unreadable) line now
    QCOMPARE(QString::fromStdString(records.back()), QString("{\"n\":102}"));
}

void TestWire::journalRewriteKeepsLaterRecords() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/j.jsonl").toStdString();
    net::Journal j;
    QVERIFY(j.open(path));
    for (int i = 0; i < 10; ++i) j.append("old");
    j.rewrite({"snapshot"});
    j.append("new1");
    j.append("new2");
    j.sync();
    j.close();
    const auto records = net::Journal::readAll(path);
    QCOMPARE(records.size(), std::size_t(3));
    QCOMPARE(QString::fromStdString(records[0]), QString("snapshot"));
    QCOMPARE(QString::fromStdString(records[2]), QString("new2"));
}

// A full disk: a write that stops half-way, then refusals. Nothing is reported durable, the file keeps only whole
// records, and once the disk takes writes again the kept records follow, in order.
void TestWire::journalNeverCallsAFailedWriteDurable() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/j.jsonl").toStdString();
    net::Journal j;
    QVERIFY(j.open(path));
    j.append(R"({"n":1})");
    QVERIFY(j.sync());
    std::atomic<bool> full{true};
    std::atomic<int> calls{0};
    j.setRetryMs(5);
    j.setWriteFunction([&](int fd, const char* data, std::size_t size) -> long {
        if (!full) return static_cast<long>(::write(fd, data, size));
        if (calls++ == 0) return static_cast<long>(::write(fd, data, size / 2));  // a torn piece reaches the disk
        errno = ENOSPC;
        return -1;
    });
    std::atomic<int> failures{0}, recoveries{0};
    std::atomic<bool> saidNoSpace{false};
    j.setStatusCallback([&](bool failing, const std::string& e) {  // on the writer thread
        if (failing) {
            saidNoSpace = e.find("No space") != std::string::npos;
            ++failures;
        } else {
            ++recoveries;
        }
    });
    j.append(R"({"n":2})");
    j.append(R"({"n":3})");
    QVERIFY(!j.sync());  // gives up waiting: the writer is failing
    QVERIFY(j.failing());
    QCOMPARE(j.durableTicket(), std::uint64_t(1));
    QTRY_COMPARE(failures.load(), 1);
    QVERIFY(saidNoSpace);
    QTRY_VERIFY(calls >= 3);  // it keeps trying
    auto records = net::Journal::readAll(path);
    QCOMPARE(records.size(), std::size_t(1));  // the torn piece was cut off again
    std::ifstream in(path);
    const std::string whole((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QCOMPARE(QString::fromStdString(whole), QString("{\"n\":1}\n"));
    full = false;
    QTRY_COMPARE(j.durableTicket(), std::uint64_t(3));
    QTRY_COMPARE(recoveries.load(), 1);
    QCOMPARE(failures.load(), 1);
    QVERIFY(!j.failing());
    j.append(R"({"n":4})");
    QVERIFY(j.sync());
    j.close();
    records = net::Journal::readAll(path);
    QCOMPARE(records.size(), std::size_t(4));
    for (std::size_t i = 0; i < records.size(); ++i)
        QCOMPARE(QString::fromStdString(records[i]), QString("{\"n\":%1}").arg(i + 1));
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
