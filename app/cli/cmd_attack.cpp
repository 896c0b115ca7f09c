// innovation-cli attack: an honest table's bot moves while one address fills tables with bots that play each other
// as fast as they can (issue 26.3). It starts innovation-server on 127.0.0.1: the attack comes from 127.0.0.1
// (7 connections opening 20 four-seat tables of Expert bots with no pause between moves, each conceding its seat
// to a bot), the honest player from 127.0.0.2 (alone against a bot, answering at once). It prints the honest bot's
// move times, from the client (the previous update to the one with the bot's answer), and the attack's pace.
#include "commands.h"
#include "local_server.h"

#include "net/host/lobby_requests.h"
#include "net/lan/prompt_picker.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpSocket>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <random>
#include <vector>

namespace bj = boost::json;
using namespace inno;

namespace {

// A connection speaking the wire's lines: it numbers what it sends and hands every message to `onMessage`.
class LineClient {
public:
    std::function<void(const bj::object&)> onMessage;

    LineClient(const QHostAddress& from, quint16 port) {
        socket_.bind(from);
        QObject::connect(&socket_, &QTcpSocket::readyRead, &socket_, [this] {
            const QByteArray d = socket_.readAll();
            reader_.feed(std::string_view(d.constData(), static_cast<std::size_t>(d.size())));
            std::string f;
            while (reader_.next(f) == wire::FrameReader::Status::Frame)
                if (auto m = wire::decodeServerFrame(f); m && onMessage) onMessage(*m);
        });
        socket_.connectToHost(QHostAddress::LocalHost, port);
        post(net::encode(net::HelloRequest{wire::kWireVersion, QStringLiteral("attack")}));
    }
    std::int64_t post(bj::object m) {
        m["seq"] = ++seq_;
        const std::string f = wire::encodeFrame(m);
        socket_.write(f.data(), static_cast<qint64>(f.size()));
        return seq_;
    }

private:
    QTcpSocket socket_;
    wire::FrameReader reader_{wire::kMaxServerFrame};
    std::int64_t seq_ = 0;
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(v.size()))) - 1;
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

int runAttackCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription("Measures an honest table's bot moves while one address fills tables with bots that play each other "
                                "without pause (the fairness of the server's bot turns).");
    p.addHelpOption();
    QCommandLineOption tables("tables", "Attacking tables (four seats each).", "N", "20");
    QCommandLineOption connections("connections", "Attacking connections.", "N", "7");
    QCommandLineOption level("level", "The attacking tables' bots.", "LEVEL", "expert");
    QCommandLineOption honestLevel("honest-level", "The honest table's bot.", "LEVEL", "easy");
    QCommandLineOption seconds("seconds", "How long to measure once the attack runs.", "S", "60");
    p.addOptions({tables, connections, level, honestLevel, seconds});
    p.process(args);
    QTextStream out(stdout), err(stderr);
    const int attackTables = std::clamp(p.value(tables).toInt(), 1, 200);
    const int attackConnections = std::clamp(p.value(connections).toInt(), 1, 100);
    const auto attackLevel = parseBotLevel(p.value(level).toStdString());
    const auto honestBot = parseBotLevel(p.value(honestLevel).toStdString());
    const double measureSeconds = std::clamp(p.value(seconds).toDouble(), 1.0, 3600.0);
    if (!attackLevel || !honestBot) {
        err << "attack: unknown bot level\n";
        return 2;
    }
    LocalServer server;
    QString why;
    if (!server.start({"--bot-delay-ms", "0", "--max-tables-per-address", "0", "--max-connections-per-address", "0"}, &why)) {
        err << "attack: " << why << "\n";
        return 1;
    }

    // The attack: each connection opens its share of tables one after the other, starts each and concedes.
    int opened = 0, conceded = 0;
    std::vector<std::unique_ptr<LineClient>> attackers;
    for (int i = 0; i < attackConnections; ++i) {
        attackers.push_back(std::make_unique<LineClient>(QHostAddress::LocalHost, server.port()));
        LineClient* a = attackers.back().get();
        auto openNext = [a, &opened, attackTables] {
            if (opened >= attackTables) return;
            ++opened;
            net::CreateRequest c;
            c.name = QStringLiteral("Mallory");
            c.options.playerCount = 4;
            c.botDelayMs = 0;
            a->post(net::encode(c));
        };
        a->onMessage = [a, openNext, &conceded, attackLevel](const bj::object& m) {
            if (wire::stringField(m, "type") != "ok") return;
            const std::string_view re = wire::stringField(m, "re");
            if (re == wire::request::Create) {
                net::StartRequest s;
                s.fill = *attackLevel;
                a->post(net::encode(s));
            } else if (re == wire::request::Start) {
                a->post(net::encode(net::ConcedeRequest{}));
            } else if (re == wire::request::Concede) {
                ++conceded;
                openNext();
            }
        };
        openNext();
    }

    // The honest player, from another address: alone against a bot, answering every prompt at once.
    std::unique_ptr<LineClient> honest;
    std::mt19937_64 rng(1);
    std::vector<double> moves;
    QElapsedTimer clock, since;
    qint64 answers = 0;
    bool mine = false;  // the next answer counted is the honest player's own
    bj::object prompt;  // the last prompt to the honest player (answered again when refused)
    auto openHonest = [&] {
        net::CreateRequest c;
        c.name = QStringLiteral("Ann");
        c.options.playerCount = 2;
        c.botDelayMs = 0;
        honest->post(net::encode(c));
    };
    auto answer = [&] {
        net::AnswerRequest a;
        a.promptId = wire::intField(prompt, "promptId");
        a.picks = net::randomPicks(wire::objectField(prompt, "prompt"), rng);
        mine = true;
        honest->post(net::encode(a));
    };
    double cpuAtStart = -1, cpuAtEnd = -1;
    qint64 allAtStart = 0, allAtEnd = 0;
    LineClient* monitor = nullptr;
    std::unique_ptr<LineClient> monitorClient;
    auto beginHonest = [&] {
        honest = std::make_unique<LineClient>(QHostAddress("127.0.0.2"), server.port());
        honest->onMessage = [&](const bj::object& m) {
            const std::string_view type = wire::stringField(m, "type");
            if (type == "ok" && wire::stringField(m, "re") == wire::request::Create) {
                net::StartRequest s;
                s.fill = *honestBot;
                honest->post(net::encode(s));
            } else if (type == net::msg::Table) {
                answers = 0;
                mine = false;
                since.start();
            } else if (type == net::msg::View) {
                const qint64 n = wire::intField(m, "answers");
                if (n > answers) {
                    if (!mine && since.isValid() && clock.isValid()) moves.push_back(since.nsecsElapsed() / 1e6);
                    mine = false;
                    answers = n;
                    since.start();
                }
            } else if (type == net::msg::Prompt || (type == net::msg::Error && wire::stringField(m, "code") == "refused")) {
                if (type == net::msg::Prompt) prompt = m;
                answer();
            } else if (type == net::msg::Error && wire::stringField(m, "code") == "rateLimited") {
                QTimer::singleShot(100, answer);  // random answers the rules refuse add up: slow down a little
            } else if (type == net::msg::GameOver) {
                openHonest();
            }
        };
        openHonest();
        monitorClient = std::make_unique<LineClient>(QHostAddress("127.0.0.3"), server.port());
        monitor = monitorClient.get();
        monitor->onMessage = [&](const bj::object& m) {
            if (wire::stringField(m, "type") != "stats") return;
            const bj::value* v = m.if_contains("cpuSeconds");
            const double cpu = v && v->is_number() ? v->to_number<double>() : 0;
            if (cpuAtStart < 0) {
                cpuAtStart = cpu;
                allAtStart = wire::intField(m, "answers");
            } else {
                cpuAtEnd = cpu;
                allAtEnd = wire::intField(m, "answers");
            }
        };
        monitor->post(net::encode(net::StatsRequest{}));
        clock.start();
    };
    QTimer wait;
    QObject::connect(&wait, &QTimer::timeout, &wait, [&] {
        if (!honest && conceded >= attackTables) beginHonest();
        if (clock.isValid() && clock.elapsed() > measureSeconds * 1000) {
            wait.stop();
            monitor->post(net::encode(net::StatsRequest{}));
            QTimer::singleShot(500, [] { QCoreApplication::quit(); });
        }
    });
    wait.start(50);
    QCoreApplication::exec();

    const double elapsed = clock.isValid() ? clock.elapsed() / 1000.0 : 0;
    out << "attack: " << attackTables << " tables of " << p.value(level) << " bots from " << attackConnections
        << " connections of one address, measured for " << QString::number(elapsed, 'f', 1) << " s\n";
    out << "honest table's bot (" << p.value(honestLevel) << "): " << moves.size() << " moves, median "
        << QString::number(percentile(moves, 50), 'f', 1) << " ms, p90 " << QString::number(percentile(moves, 90), 'f', 1) << " ms, p99 "
        << QString::number(percentile(moves, 99), 'f', 1) << " ms, max "
        << QString::number(moves.empty() ? 0 : *std::max_element(moves.begin(), moves.end()), 'f', 1) << " ms\n";
    if (cpuAtEnd >= 0 && elapsed > 0)
        out << "server: " << QString::number(100 * (cpuAtEnd - cpuAtStart) / elapsed, 'f', 0) << "% of one core, "
            << QString::number((allAtEnd - allAtStart) / elapsed, 'f', 1) << " answers a second at all tables\n";
    return moves.empty() ? 1 : 0;
}
