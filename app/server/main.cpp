// innovation-server: a dedicated LAN server. Hosts several tables, runs the authoritative engine, answers
// discovery probes, and keeps every table in an SQLite store in its data folder so a restart resumes them all.
#include "catalogue/catalogue.h"
#include "net/lan/lan_server.h"
#include "net/lan/table_store.h"
#include "net/wire/wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QHostAddress>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTextStream>

#include <csignal>
#include <memory>
#include <unistd.h>

namespace {
int signalPipe[2] = {-1, -1};

void onSignal(int) {
    const char c = 1;
    [[maybe_unused]] auto n = ::write(signalPipe[1], &c, 1);
}
}  // namespace

int main(int argc, char* argv[]) {
    inno::catalogue::install();  // the card sets of this build, before anything reads a card
    // Qt's own poll() dispatcher: the GLib one costs more per socket with hundreds of connections.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB")) qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("innovation-server");
    QCoreApplication::setOrganizationName("Innovation");
    QCoreApplication::setApplicationVersion(INNOVATION_VERSION);

    const inno::net::ServerConfig defaults;
    auto number = [](auto n) { return QString::number(n); };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Innovation LAN server: hosts tables for the Innovation client, answers discovery on the local network, and "
        "keeps every table on disk so that a restart resumes them.");
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption port({"p", "port"}, "TCP port to listen on (0: any free port).", "PORT",
                            QString::number(inno::wire::kDefaultPort));
    QCommandLineOption listen("listen", "Address to listen on (default: every interface).", "ADDRESS", "any");
    QCommandLineOption data("data", "Folder for the tables' store (default: the user's data folder).", "DIR");
    QCommandLineOption memory("no-data", "Keep nothing on disk (tables are lost when the server stops).");
    QCommandLineOption name("name", "Server name shown to players.", "NAME", defaults.name);
    QCommandLineOption discoveryPort("discovery-port", "UDP port for discovery probes (0: any free port).", "PORT",
                                     qEnvironmentVariable("INNOVATION_DISCOVERY_PORT",
                                                          QString::number(inno::wire::kDefaultDiscoveryPort)));
    QCommandLineOption discoveryBind("discovery-bind", "Address the discovery listener binds to.", "ADDRESS", "any");
    QCommandLineOption noDiscovery("no-discovery", "Do not answer discovery probes.");
    QCommandLineOption botDelay("bot-delay-ms", "Default pause before each bot move, in milliseconds.", "MS", number(defaults.botDelayMs));
    QCommandLineOption maxTables("max-tables", "Most tables at once.", "N", number(defaults.maxTables));
    QCommandLineOption maxConnections("max-connections", "Most connections at once (0: as many as the descriptor limit allows).",
                                      "N", number(defaults.maxConnections));
    QCommandLineOption connectionsPerAddress("max-connections-per-address", "Connections one address may hold at once (0: no limit).",
                                             "N", number(defaults.maxConnectionsPerAddress));
    QCommandLineOption perAddress("max-tables-per-address", "Unfinished tables one address may open (0: no limit).", "N",
                                  number(defaults.maxTablesPerAddress));
    QCommandLineOption abandoned("abandoned-hours", "A started game nobody is at closes after this many hours (its record is kept).",
                                 "H", number(defaults.abandonedSeconds / 3600));
    QCommandLineOption rate("rate", "Requests a second allowed per connection (bursts of three times as many).", "N",
                            number(defaults.requestRate));
    QCommandLineOption console("console", "Read the owner's commands from standard input: tables, close N, help.");
    QCommandLineOption backup("backup",
                              "Copy the tables' store (of --data, or the default folder) to FILE, a new file, and exit; safe "
                              "while a server runs on it.",
                              "FILE");
    parser.addOptions({port, listen, data, memory, name, discoveryPort, discoveryBind, noDiscovery, botDelay, maxTables,
                       maxConnections, connectionsPerAddress, perAddress, abandoned, rate, console, backup});
    parser.process(app);

    QTextStream err(stderr);
    auto integer = [&](const QCommandLineOption& o, int lo, int hi) -> std::optional<int> {
        bool ok = false;
        const int v = parser.value(o).toInt(&ok);
        if (!ok || v < lo || v > hi) {
            err << "innovation-server: --" << o.names().last() << " must be a number from " << lo << " to " << hi << "\n";
            return std::nullopt;
        }
        return v;
    };
    auto address = [&](const QCommandLineOption& o, QHostAddress fallback) -> std::optional<QHostAddress> {
        const QString v = parser.value(o);
        if (v == "any") return fallback;
        QHostAddress a;
        if (!a.setAddress(v)) {
            err << "innovation-server: --" << o.names().last() << ": not an address: " << v << "\n";
            return std::nullopt;
        }
        return a;
    };

    inno::net::ServerConfig config;
    const auto p = integer(port, 0, 65535), dp = integer(discoveryPort, 0, 65535), bd = integer(botDelay, 0, 10000),
               mt = integer(maxTables, 1, 100000), mc = integer(maxConnections, 0, 100000), rt = integer(rate, 1, 10000),
               pa = integer(perAddress, 0, 100000), ah = integer(abandoned, 1, 24 * 365), ca = integer(connectionsPerAddress, 0, 100000);
    const auto la = address(listen, QHostAddress::Any), db = address(discoveryBind, QHostAddress::AnyIPv4);
    if (!p || !dp || !bd || !mt || !mc || !rt || !pa || !ah || !ca || !la || !db) return 2;
    config.maxTablesPerAddress = *pa;
    config.maxConnectionsPerAddress = *ca;
    config.abandonedSeconds = *ah * 3600;
    config.port = static_cast<quint16>(*p);
    config.discoveryPort = static_cast<quint16>(*dp);
    config.botDelayMs = *bd;
    config.maxTables = *mt;
    config.maxConnections = *mc;
    config.requestRate = *rt;
    config.requestBurst = *rt * (defaults.requestBurst / defaults.requestRate);
    config.listenAddress = *la;
    config.discoveryBind = *db;
    config.discovery = !parser.isSet(noDiscovery);
    config.name = parser.value(name).left(40);
    if (!parser.isSet(memory))
        config.dataDir = parser.isSet(data) ? parser.value(data)
                                            : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/server";

    if (parser.isSet(backup)) {
        if (config.dataDir.isEmpty()) {
            err << "innovation-server: --backup needs a store: leave out --no-data\n";
            return 2;
        }
        std::string why;
        if (!inno::net::TableStore::backup(QDir(config.dataDir).absolutePath().toStdString(), parser.value(backup).toStdString(), &why)) {
            err << "innovation-server: " << QString::fromStdString(why) << "\n";
            return 1;
        }
        QTextStream(stdout) << "innovation-server: the tables' store is copied to " << parser.value(backup) << "\n";
        return 0;
    }

    if (::pipe(signalPipe) == 0) {
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    std::signal(SIGPIPE, SIG_IGN);

    inno::net::LanServer server(config);
    QTextStream out(stdout);
    QObject::connect(&server, &inno::net::LanServer::logLine, &app, [&](const QString& line) {
        out << line << "\n";
        out.flush();
    });
    QString error;
    if (!server.start(&error)) {
        err << "innovation-server: " << error << "\n";
        return 1;
    }
    // Scripts and tests read this line for the port.
    out << "innovation-server " << INNOVATION_VERSION << " listening on " << config.listenAddress.toString() << ":"
        << server.port();
    if (server.discoveryPort()) out << ", discovery on UDP " << server.discoveryPort();
    out << (config.dataDir.isEmpty() ? QString(", nothing kept on disk") : ", data in " + QDir(config.dataDir).absolutePath())
        << ", at most " << server.maxConnections() << " connections\n";
    out.flush();

    // The owner's console: list the tables, close one.
    std::unique_ptr<QSocketNotifier> commands;
    if (parser.isSet(console)) {
        commands = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        QObject::connect(commands.get(), &QSocketNotifier::activated, &app, [&] {
            char buf[512];
            const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf - 1);
            if (n <= 0) {
                commands->setEnabled(false);  // standard input closed: no more commands
                return;
            }
            for (const QString& line : QString::fromUtf8(buf, static_cast<qsizetype>(n)).split('\n', Qt::SkipEmptyParts)) {
                const QStringList words = line.simplified().split(' ');
                if (words.value(0) == "tables") {
                    const QStringList tables = server.describeTables();
                    out << "tables: " << tables.size() << "\n";
                    for (const QString& t : tables) out << t << "\n";
                } else if (words.value(0) == "close" && words.size() == 2) {
                    out << (server.closeTableByOwner(words[1].toInt()) ? "closed table " : "no table ") << words[1] << "\n";
                } else {
                    out << "commands: tables | close N | help\n";
                }
            }
            out.flush();
        });
    }

    QSocketNotifier notifier(signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [&] {
        out << "innovation-server: stopping\n";
        out.flush();
        QCoreApplication::quit();
    });
    const int rc = QCoreApplication::exec();
    server.stop();
    return rc;
}
