// innovation-cli loadtest: many concurrent tables of bot clients against a LAN server, measuring the time from
// sending an answer to receiving the updated view, and the server's CPU and memory (its "stats" reply).
// Without --host it starts innovation-server itself on 127.0.0.1 (an ephemeral port, a temporary data folder).
#include "commands.h"
#include "expansion_options.h"
#include "local_server.h"

#include "net/host/lobby_requests.h"
#include "net/lan/prompt_picker.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <deque>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <vector>

namespace bj = boost::json;
using namespace inno;

namespace {

struct Stats {
    double cpu = 0, wall = 0;
    qint64 rss = 0, maxRss = 0;
    qint64 answers = 0;
};

class Load;

// One bot client: a socket, the frames, and its seat's prompts.
class Client {
public:
    Client(Load& load, int table, int index);
    void connectTo(const QString& host, quint16 port);
    void send(bj::object m);
    void onFrame(const bj::object& m);
    void answer(qint64 promptId);
    void onView(const std::string& frame);

    Load& load;
    int tableSlot;
    int index;  // 0 hosts the table
    QTcpSocket* socket = nullptr;
    wire::FrameReader reader{wire::kMaxServerFrame};
    qint64 seq = 0;
    int table = 0;
    int seat = -1;
    bool over = false;
    qint64 prompt = -1;
    bj::object promptBody;
    qint64 pendingAnswer = -1;  // promptId of the answer in flight
    QElapsedTimer sentAt;
    int retries = 0;
    bool welcomed = false;
    std::vector<bj::object> queued;  // requests made before the server's welcome
};

class Load : public QObject {
public:
    QString host;
    quint16 port = 0;
    int tables = 20, players = 4, thinkMs = 500;
    inno::Options options;  // the tables' sets and their options (the seat count is `players`)
    double seconds = 30;
    quint64 seed = 1;
    std::mt19937_64 rng{1};
    std::vector<std::vector<std::unique_ptr<Client>>> clients;
    std::vector<double> latencies;
    qint64 answers = 0, refused = 0, errors = 0, games = 0, tablesCreated = 0, tablesOpened = 0, connected = 0;
    std::set<int> startedSlots;  // the tables (of `tables`) that started a game at least once
    QElapsedTimer clock;
    bool measuring = false, stopping = false;
    QTcpSocket* monitor = nullptr;
    wire::FrameReader monitorReader{wire::kMaxServerFrame};
    qint64 monitorSeq = 0;
    std::optional<Stats> first, last;
    qint64 peakRss = 0;
    QStringList problems;
    bool trace = qEnvironmentVariableIsSet("INNOVATION_LOADTEST_TRACE");

    void start() {
        clock.start();
        clients.resize(static_cast<std::size_t>(tables));
        for (int t = 0; t < tables; ++t)
            for (int i = 0; i < players; ++i) clients[t].push_back(std::make_unique<Client>(*this, t, i));
        for (int t = 0; t < tables; ++t) openTable(t);
        monitor = new QTcpSocket(this);
        connect(monitor, &QTcpSocket::connected, this, [this] {
            sendMonitor(net::encode(net::HelloRequest{wire::kWireVersion, QStringLiteral("loadtest monitor")}));
        });
        connect(monitor, &QTcpSocket::readyRead, this, [this] {
            const QByteArray d = monitor->readAll();
            monitorReader.feed(std::string_view(d.constData(), static_cast<std::size_t>(d.size())));
            std::string f;
            while (monitorReader.next(f) == wire::FrameReader::Status::Frame) {
                auto o = wire::decodeServerFrame(f);
                if (!o || wire::stringField(*o, "type") != "stats") continue;
                Stats s;
                s.cpu = o->at("cpuSeconds").to_number<double>();
                s.wall = clock.elapsed() / 1000.0;
                s.rss = wire::intField(*o, "rssBytes");
                s.maxRss = wire::intField(*o, "maxRssBytes");
                s.answers = wire::intField(*o, "answers");
                peakRss = std::max(peakRss, s.rss);
                if (trace)
                    QTextStream(stderr) << "stats " << QString::fromStdString(bj::serialize(*o)) << "\n";
                if (measuring && !first) first = s;
                if (measuring) last = s;
            }
        });
        monitor->connectToHost(host, port);
        // Warm-up until every table plays, then measure for `seconds`.
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [this, poll] {
            if (monitor->state() == QAbstractSocket::ConnectedState) sendMonitor(net::encode(net::StatsRequest{}));
            if (!measuring && (tablesCreated >= tables || clock.elapsed() > 60'000)) {
                measuring = true;
                latencies.clear();
                answers = refused = 0;
                measureClock.start();
            }
            if (measuring && measureClock.elapsed() >= seconds * 1000) {
                stopping = true;
                poll->stop();
                sendMonitor(net::encode(net::StatsRequest{}));
                QTimer::singleShot(300, this, [] { QCoreApplication::quit(); });
            }
        });
        poll->start(500);
    }
    QElapsedTimer measureClock;

    void sendMonitor(bj::object m) {
        m["seq"] = ++monitorSeq;
        const std::string f = wire::encodeFrame(m);
        monitor->write(f.data(), static_cast<qint64>(f.size()));
    }

    void openTable(int t) {
        auto& cs = clients[static_cast<std::size_t>(t)];
        for (auto& c : cs) {
            c->table = 0;
            c->seat = -1;
            c->over = false;
            c->prompt = -1;
            c->pendingAnswer = -1;
        }
        Client& hostClient = *cs.front();
        if (!hostClient.socket) {
            for (auto& c : cs) c->connectTo(host, port);
        } else {
            // The deal is chosen at create, where every seat is shown it (a start may not choose it for others).
            hostClient.send(net::encode(createRequest(seed * 1000003 + static_cast<quint64>(++tablesOpened))));
        }
    }

    void joined(Client& c) {
        auto& cs = clients[static_cast<std::size_t>(c.tableSlot)];
        if (c.index == 0) {
            for (std::size_t i = 1; i < cs.size(); ++i)
                cs[i]->send(net::encode(net::JoinRequest{c.table, QStringLiteral("Load %1").arg(i + 1), {}, std::nullopt, false}));
            return;
        }
        if (std::all_of(cs.begin(), cs.end(), [](const auto& x) { return x->table > 0; })) {
            ++tablesCreated;
            startedSlots.insert(c.tableSlot);
            cs.front()->send(net::encode(net::StartRequest{}));
        }
    }

    void gameOver(Client& c) {
        auto& cs = clients[static_cast<std::size_t>(c.tableSlot)];
        if (!std::all_of(cs.begin(), cs.end(), [](const auto& x) { return x->over; })) return;
        ++games;
        if (stopping) return;
        // The same people sit down at a new table.
        const int slot = c.tableSlot;
        for (auto& x : cs) x->send(net::encode(net::LeaveRequest{}));
        QTimer::singleShot(0, this, [this, slot] { openTable(slot); });
    }

    net::CreateRequest createRequest(std::optional<quint64> deal) const {
        net::CreateRequest r;
        r.name = QStringLiteral("Load 1");
        r.options = options;
        r.options.playerCount = players;
        r.botDelayMs = 0;
        r.seed = deal;
        return r;
    }

    void giveUp() {
        stopping = true;
        QTimer::singleShot(300, this, [] { QCoreApplication::quit(); });
    }

    int thinkDelay() {
        if (thinkMs <= 0) return 0;
        std::uniform_int_distribution<int> d(thinkMs / 2, thinkMs * 3 / 2);
        return d(rng);
    }
};

Client::Client(Load& l, int t, int i) : load(l), tableSlot(t), index(i) {}

void Client::connectTo(const QString& host, quint16 port) {
    socket = new QTcpSocket(&load);
    QObject::connect(socket, &QTcpSocket::connected, &load, [this] {
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        ++load.connected;
        send(net::encode(net::HelloRequest{wire::kWireVersion, QStringLiteral("loadtest")}));
        if (index == 0) send(net::encode(load.createRequest(std::nullopt)));
    });
    QObject::connect(socket, &QTcpSocket::readyRead, &load, [this] {
        const QByteArray d = socket->readAll();
        reader.feed(std::string_view(d.constData(), static_cast<std::size_t>(d.size())));
        std::string f;
        for (;;) {
            const auto st = reader.next(f);
            if (st == wire::FrameReader::Status::NeedMore) break;
            if (st == wire::FrameReader::Status::Oversized) {
                ++load.errors;
                continue;
            }
            // The bulk of the traffic is events and views: a bot client needs only the answer count of its
            // views, so those are not parsed (keeps the load client light next to the server it measures).
            if (f.find("\"type\":\"events\"") != std::string::npos) continue;
            if (f.find("\"type\":\"view\"") != std::string::npos) {
                onView(f);
                continue;
            }
            if (auto o = wire::decodeServerFrame(f)) onFrame(*o);
            else ++load.errors;
        }
    });
    QObject::connect(socket, &QTcpSocket::errorOccurred, &load, [this](QAbstractSocket::SocketError) {
        if (!load.stopping && load.problems.size() < 20) load.problems << "client socket: " + socket->errorString();
    });
    socket->connectToHost(host, port);
}

void Client::send(bj::object m) {
    if (!welcomed && wire::stringField(m, "type") != wire::request::Hello) {
        queued.push_back(std::move(m));
        return;
    }
    m["seq"] = ++seq;
    const std::string f = wire::encodeFrame(m);
    socket->write(f.data(), static_cast<qint64>(f.size()));
}

void Client::answer(qint64 promptId) {
    if (prompt != promptId || pendingAnswer >= 0 || load.stopping) return;
    const auto picks = net::randomPicks(promptBody, load.rng);
    pendingAnswer = promptId;
    sentAt.start();
    net::AnswerRequest r;
    r.promptId = promptId;
    r.picks = picks;
    send(net::encode(r));
}

void Client::onFrame(const bj::object& m) {
    const std::string_view type = wire::stringField(m, "type");
    if (type == "welcome") {
        welcomed = true;
        for (auto& q : std::exchange(queued, {})) send(std::move(q));
    } else if (type == "ok") {
        const std::string_view re = wire::stringField(m, "re");
        if (re == wire::request::Create || re == wire::request::Join) {
            table = static_cast<int>(wire::intField(m, "table"));
            seat = static_cast<int>(wire::intField(m, "seat"));
            load.joined(*this);
        }
    } else if (type == "prompt") {
        prompt = wire::intField(m, "promptId");
        promptBody = wire::objectField(m, "prompt");
        const qint64 id = prompt;
        QTimer::singleShot(load.thinkDelay(), &load, [this, id] { answer(id); });
    } else if (type == "gameOver") {
        if (!over) {
            over = true;
            load.gameOver(*this);
        }
    } else if (type == "error") {
        const std::string_view re = wire::stringField(m, "re");
        if (re == wire::request::Answer && pendingAnswer >= 0) {
            // A random answer the rules refused: another at once (counts as a round trip, not a latency sample).
            ++load.refused;
            pendingAnswer = -1;
            if (++retries < 200) {
                const qint64 id = prompt;
                QTimer::singleShot(0, &load, [this, id] { answer(id); });
            }
        } else {
            ++load.errors;
            if (load.problems.size() < 20)
                load.problems << net::qstringField(m, "message");
            // A refused connection (the server's limits) or another fatal error: the run cannot measure what it
            // was asked to, so it stops now rather than after the warm-up's minute.
            if (wire::boolField(m, "fatal") && !load.stopping) load.giveUp();
        }
    }
}

void Client::onView(const std::string& f) {
    // The message's own "answers" (no field inside a view has that name).
    const auto at = f.find("\"answers\":");
    if (at == std::string::npos) return;
    const qint64 answers = std::strtoll(f.c_str() + at + 10, nullptr, 10);
    if (pendingAnswer >= 0 && answers > pendingAnswer) {
        if (load.measuring) load.latencies.push_back(sentAt.nsecsElapsed() / 1e6);
        ++load.answers;
        pendingAnswer = -1;
        retries = 0;
    }
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(v.size()))) - 1;
    return v[std::min(i, v.size() - 1)];
}

double ownCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6;
}

}  // namespace

int runLoadtestCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription("Plays N concurrent tables of bot clients against a LAN server and reports the "
                                "answer-to-update latency and the server's CPU and memory.");
    p.addHelpOption();
    QCommandLineOption host("host", "Server address (default: start innovation-server on 127.0.0.1).", "H");
    QCommandLineOption port("port", "Server port.", "P", QString::number(wire::kDefaultPort));
    QCommandLineOption tables("tables", "Concurrent tables.", "N", "20");
    QCommandLineOption players("players", "Players (bot clients) per table, 2 to 4.", "N", "4");
    QCommandLineOption seconds("seconds", "How long to measure, after every table has started.", "S", "30");
    QCommandLineOption think("think-ms", "Mean pause before each answer (uniform over half to one and a half).", "MS", "500");
    QCommandLineOption seed("seed", "Seed of the deals and the random answers.", "S", "1");
    QCommandLineOption json("json", "Print the result as JSON.");
    QCommandLineOption p99("max-p99-ms", "Exit with status 1 when the p99 latency is above this.", "MS");
    p.addOptions({host, port, tables, players, seconds, think, seed, json, p99});
    const ExpansionOptions expansions;
    expansions.addTo(p);
    p.process(args);

    QTextStream out(stdout), err(stderr);
    Load load;
    load.tables = std::clamp(p.value(tables).toInt(), 1, 2000);
    load.players = std::clamp(p.value(players).toInt(), 2, 4);
    load.seconds = std::clamp(p.value(seconds).toDouble(), 1.0, 3600.0);
    load.thinkMs = std::clamp(p.value(think).toInt(), 0, 60'000);
    load.seed = p.value(seed).toULongLong();
    load.options.sets = expansions.sets(p);
    load.options.setOptions = expansions.setOptions(p, load.options.sets);
    load.rng.seed(load.seed);

    std::unique_ptr<LocalServer> server;
    if (p.isSet(host)) {
        load.host = p.value(host);
        load.port = static_cast<quint16>(p.value(port).toUInt());
    } else {
        server = std::make_unique<LocalServer>();
        QString why;
        // Every load client comes from 127.0.0.1: no per-address limits.
        if (!server->start({"--bot-delay-ms", "0", "--max-tables", QString::number(load.tables * 2 + 10), "--max-tables-per-address", "0",
                            "--max-connections-per-address", "0"},
                           &why)) {
            err << "loadtest: " << why << "\n";
            return 1;
        }
        load.host = "127.0.0.1";
        load.port = server->port();
    }

    const double cpu0 = ownCpuSeconds();
    QElapsedTimer wall;
    wall.start();
    QTimer::singleShot(0, &load, [&] { load.start(); });
    QCoreApplication::exec();
    const double ownCpu = ownCpuSeconds() - cpu0;
    const double ownWall = wall.elapsed() / 1000.0;
    server.reset();

    const double p50 = percentile(load.latencies, 50), p90 = percentile(load.latencies, 90),
                 p99v = percentile(load.latencies, 99),
                 maxv = load.latencies.empty() ? 0 : *std::max_element(load.latencies.begin(), load.latencies.end());
    double serverCpu = 0;
    qint64 rss = 0, maxRss = 0;
    double rate = 0;
    if (load.first && load.last && load.last->wall > load.first->wall) {
        serverCpu = 100.0 * (load.last->cpu - load.first->cpu) / (load.last->wall - load.first->wall);
        rate = (load.last->answers - load.first->answers) / (load.last->wall - load.first->wall);
        rss = load.last->rss;
        maxRss = load.last->maxRss;
    }
    // A run that could not measure what it was asked to (a refused connection, an error, a table that never
    // started) has failed, whatever its latencies.
    QStringList failures;
    if (load.errors > 0) failures << QString("%1 error(s) from the server or the connections").arg(load.errors);
    if (static_cast<int>(load.startedSlots.size()) < load.tables)
        failures << QString("%1 of %2 tables started").arg(load.startedSlots.size()).arg(load.tables);
    if (!load.problems.isEmpty() && load.errors == 0) failures << QString("%1 connection problem(s)").arg(load.problems.size());
    if (load.latencies.empty()) failures << "no answer was measured";
    maxRss = std::max({maxRss, rss, load.peakRss});
    const bool measured = failures.isEmpty();
    const bool met = measured && p99v < 50.0;
    if (p.isSet(json)) {
        bj::object o{{"host", load.host.toStdString()},
                     {"port", load.port},
                     {"tables", load.tables},
                     {"playersPerTable", load.players},
                     {"connections", load.connected},
                     {"thinkMs", load.thinkMs},
                     {"seconds", load.seconds},
                     {"answers", load.answers},
                     {"answersPerSecond", rate},
                     {"refusedAnswers", load.refused},
                     {"gamesFinished", load.games},
                     {"errors", load.errors},
                     {"latencyMs", bj::object{{"samples", load.latencies.size()}, {"p50", p50}, {"p90", p90}, {"p99", p99v}, {"max", maxv}}},
                     {"server", bj::object{{"cpuPercent", serverCpu}, {"rssMiB", rss / 1048576.0}, {"maxRssMiB", maxRss / 1048576.0}}},
                     {"loadClient", bj::object{{"cpuPercent", ownWall > 0 ? 100.0 * ownCpu / ownWall : 0}}},
                     {"target", bj::object{{"p99BelowMs", 50}, {"met", met}}},
                     {"measured", measured}};
        bj::array failed;
        for (const auto& f : failures) failed.emplace_back(f.toStdString());
        o["failures"] = failed;
        bj::array problems;
        for (const auto& s : load.problems) problems.emplace_back(s.toStdString());
        o["problems"] = problems;
        out << QString::fromStdString(bj::serialize(o)) << "\n";
    } else {
        out << QString("%1 tables x %2 bot clients (%3 connections), think %4 ms, %5 s measured\n")
                   .arg(load.tables).arg(load.players).arg(load.connected).arg(load.thinkMs).arg(load.seconds);
        out << QString("answers %1 (%2/s), refused %3, games finished %4, errors %5\n")
                   .arg(load.answers).arg(rate, 0, 'f', 1).arg(load.refused).arg(load.games).arg(load.errors);
        out << QString("answer-to-update latency: p50 %1 ms, p90 %2 ms, p99 %3 ms, max %4 ms (%5 samples)\n")
                   .arg(p50, 0, 'f', 2).arg(p90, 0, 'f', 2).arg(p99v, 0, 'f', 2).arg(maxv, 0, 'f', 1).arg(load.latencies.size());
        out << QString("server: CPU %1% of one core, memory %2 MiB (peak %3 MiB); load client CPU %4%\n")
                   .arg(serverCpu, 0, 'f', 1).arg(rss / 1048576.0, 0, 'f', 1).arg(maxRss / 1048576.0, 0, 'f', 1)
                   .arg(ownWall > 0 ? 100.0 * ownCpu / ownWall : 0, 0, 'f', 1);
        for (const auto& s : load.problems) out << "problem: " << s << "\n";
        for (const auto& f : failures) out << "FAILED: " << f << "\n";
    }
    out.flush();
    if (p.isSet(p99) && (load.latencies.empty() || p99v > p.value(p99).toDouble())) return 1;
    if (!measured) {
        err << "loadtest: the run failed (" << failures.join("; ") << ")";
        if (load.errors > 0 && p.isSet(host))
            err << "; a server's per-address limits refuse most of a load from one address: start it with "
                   "--max-connections-per-address 0 --max-tables-per-address 0";
        err << "\n";
    }
    return measured ? 0 : 1;
}
