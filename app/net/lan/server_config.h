// Everything a LAN server can be told, with its defaults: written here once (innovation-server's options, the
// client's hosted server and the tests start from these).
#pragma once

#include "net/wire/wire.h"

#include <QHostAddress>
#include <QString>

namespace inno::net {

struct ServerConfig {
    QString name = QStringLiteral("Innovation server");
    QHostAddress listenAddress = QHostAddress::Any;
    quint16 port = wire::kDefaultPort;  // 0: any free port
    bool discovery = true;
    QHostAddress discoveryBind = QHostAddress::AnyIPv4;
    quint16 discoveryPort = wire::kDefaultDiscoveryPort;  // 0: any free port
    QString dataDir;                                      // empty: nothing is kept on disk
    int botDelayMs = 600;                                 // default pause before a bot's move
    int maxTables = 500;
    // 0: as many as the process's descriptor limit allows (raised to its hard limit at start), less a reserve.
    int maxConnections = 0;
    int maxConnectionsPerAddress = 32;  // connections from one address at once; 0: no limit
    int maxTablesPerConnection = 3;     // tables a connection has opened that are not over
    int maxTablesPerAddress = 20;       // the same for every connection from one address; 0: no limit
    int abandonedSeconds = 24 * 3600;   // a started game with nobody at it closes after this (its record is kept)
    // Wrong passwords from one address: this many at once, then one per this many seconds.
    double passwordGuesses = 5, passwordGuessSeconds = 5;
    // Output waiting for clients, counted whether it is queued behind the disk or in a socket's buffer.
    qint64 maxConnectionOutput = 64ll << 20;  // for one client
    qint64 maxTotalOutput = 256ll << 20;      // for all clients together
    int sendBufferBytes = 0;                  // the sockets' kernel send buffer (0: the system's; tests make it small)
    // Per connection: requests and bytes a second, and how many may come at once.
    double requestRate = 20, requestBurst = 60;
    double byteRate = 256 * 1024, byteBurst = 1024 * 1024;
    int helloTimeoutMs = 10'000;  // a connection must say hello within this
    int idleTimeoutMs = 120'000;  // and then say something (a ping) this often
    int maxViolations = 500;      // refused frames before a connection is closed
    // Log lines about one address a second (after a burst), and about all clients together.
    double logRate = 2, logBurst = 20, logTotalRate = 20, logTotalBurst = 100;
    // Discovery answers to one sender a second (after a burst), and to everyone together.
    double discoveryRate = 1, discoveryBurst = 3, discoveryTotalRate = 20, discoveryTotalBurst = 20;
    int storageRetryMs = 1000;  // a failed write to the table store is tried again after this
};

}  // namespace inno::net
