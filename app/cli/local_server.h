// innovation-cli's benchmarks against a LAN server they start themselves: innovation-server (beside the cli) on
// 127.0.0.1, an ephemeral port and a temporary data folder, stopped when this goes.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

class LocalServer {
public:
    ~LocalServer();
    // Starts it with `extraArgs`; false (and `error` says why) when it does not start listening.
    bool start(const QStringList& extraArgs, QString* error);
    quint16 port() const { return port_; }

private:
    QTemporaryDir data_;
    QProcess process_;
    quint16 port_ = 0;
};
