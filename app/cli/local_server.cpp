#include "local_server.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>

LocalServer::~LocalServer() {
    if (process_.state() == QProcess::NotRunning) return;
    process_.terminate();
    if (!process_.waitForFinished(5000)) process_.kill();
}

bool LocalServer::start(const QStringList& extraArgs, QString* error) {
    process_.setProgram(QDir(QCoreApplication::applicationDirPath()).filePath("innovation-server"));
    process_.setArguments(QStringList{"--listen", "127.0.0.1", "--port", "0", "--no-discovery", "--data", data_.path()} + extraArgs);
    process_.start();
    if (!process_.waitForStarted(5000)) {
        if (error) *error = "cannot start " + process_.program();
        return false;
    }
    QByteArray text;
    const QRegularExpression re("listening on 127\\.0\\.0\\.1:(\\d+)");
    QElapsedTimer t;
    t.start();
    while (!re.match(QString::fromUtf8(text)).hasMatch() && t.elapsed() < 10'000 && process_.state() == QProcess::Running) {
        process_.waitForReadyRead(200);
        text += process_.readAllStandardOutput();
    }
    const auto m = re.match(QString::fromUtf8(text));
    if (!m.hasMatch()) {
        if (error) *error = "the server did not start: " + QString::fromUtf8(process_.readAllStandardError());
        return false;
    }
    port_ = static_cast<quint16>(m.captured(1).toUInt());
    return true;
}
