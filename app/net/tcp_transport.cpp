#include "tcp_transport.h"

#include "json_bridge.h"
#include "protocol.h"
#include "wire.h"

#include <QLoggingCategory>
#include <QTcpSocket>

Q_LOGGING_CATEGORY(lcTcp, "innovation.tcp")

namespace inno::net {

namespace {
// Messages of the table itself: they go to the GameController as they are.
bool isTableMessage(const QString& type) {
    return type == QLatin1String(msg::Table) || type == QLatin1String(msg::Events) || type == QLatin1String(msg::View) ||
           type == QLatin1String(msg::Prompt) || type == QLatin1String(msg::GameOver) || type == QLatin1String("seats");
}
}  // namespace

TcpTransport::TcpTransport(QObject* parent) : ClientTransport(parent) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &TcpTransport::openSocket);
    connect(&keepAlive_, &QTimer::timeout, this, [this] {
        if (state_ != State::Connected || !socket_) return;
        if (heard_.elapsed() > silenceMs_) return onDropped(tr("The server stopped answering."));
        if (heard_.elapsed() > pingMs_) write(QJsonObject{{"type", "ping"}});
    });
}

TcpTransport::~TcpTransport() {
    leaving_ = true;
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        delete socket_;
    }
}

void TcpTransport::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

void TcpTransport::setKeepAlive(int pingMs, int timeoutMs) {
    pingMs_ = pingMs;
    silenceMs_ = timeoutMs;
}

void TcpTransport::connectToServer(const QString& host, quint16 port) {
    host_ = host;
    port_ = port;
    leaving_ = false;
    table_ = 0;
    seat_ = -1;
    token_.clear();
    backoffMs_ = 0;
    setState(State::Connecting);
    openSocket();
}

void TcpTransport::disconnectFromServer() {
    leaving_ = true;
    retry_.stop();
    keepAlive_.stop();
    if (socket_) {
        socket_->disconnect(this);
        socket_->disconnectFromHost();
        socket_->deleteLater();
        socket_ = nullptr;
    }
    setState(State::Disconnected);
}

void TcpTransport::openSocket() {
    if (leaving_) return;
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_->deleteLater();
    }
    seq_ = 0;
    reader_ = std::make_unique<wire::FrameReader>(wire::kMaxServerFrame);
    socket_ = new QTcpSocket(this);
    connect(socket_, &QTcpSocket::connected, this, &TcpTransport::onConnected);
    connect(socket_, &QTcpSocket::readyRead, this, &TcpTransport::onReadyRead);
    connect(socket_, &QTcpSocket::disconnected, this, [this] { onDropped(tr("The connection to the server was lost.")); },
            Qt::QueuedConnection);
    connect(socket_, &QTcpSocket::errorOccurred, this,
            [this](QAbstractSocket::SocketError) { onDropped(socket_ ? socket_->errorString() : tr("Connection error.")); },
            Qt::QueuedConnection);
    socket_->connectToHost(host_, port_);
}

void TcpTransport::onConnected() {
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);  // no Nagle: answers are small and urgent
    heard_.start();
    keepAlive_.start(std::max(250, pingMs_ / 2));
    write(QJsonObject{{"type", "hello"}, {"protocol", kProtocolVersion}, {"client", "innovation " INNOVATION_VERSION}});
}

qint64 TcpTransport::write(QJsonObject message) {
    if (!socket_ || socket_->state() != QAbstractSocket::ConnectedState) return 0;
    message["seq"] = ++seq_;
    const std::string f = wire::encodeFrame(toBoost(message));
    socket_->write(f.data(), static_cast<qint64>(f.size()));
    return seq_;
}

void TcpTransport::sendRaw(const QByteArray& bytes) {
    if (socket_) socket_->write(bytes);
}

void TcpTransport::simulateDrop() {
    if (socket_) socket_->abort();
}

void TcpTransport::send(const QJsonObject& message) {
    if (state_ != State::Connected || table_ <= 0) {
        qCInfo(lcTcp) << "not connected: dropped" << message.value("type").toString()
                      << "(the table is sent again on reconnection)";
        return;
    }
    write(message);
}

qint64 TcpTransport::request(QJsonObject message, Reply onReply) {
    if (!socket_ || state_ == State::Connecting || state_ == State::Reconnecting) {
        // Before the welcome: sent once the server has said hello.
        queued_.push_back({message, std::move(onReply)});
        return 0;
    }
    const qint64 seq = write(message);
    if (seq > 0) {
        requestTypes_[seq] = message.value("type").toString();
        if (onReply) replies_[seq] = std::move(onReply);
    }
    return seq;
}

qint64 TcpTransport::listTables(Reply onReply) { return request(QJsonObject{{"type", "list"}}, std::move(onReply)); }

qint64 TcpTransport::createTable(const CreateTable& t, Reply onReply) {
    QJsonObject m{{"type", "create"}, {"name", t.name}, {"players", t.players}, {"teams", t.teams},
                  {"extraAchievement", t.extraAchievement}};
    if (!t.tableName.isEmpty()) m["table"] = t.tableName;
    if (!t.password.isEmpty()) m["password"] = t.password;
    if (t.botDelayMs >= 0) m["botDelayMs"] = t.botDelayMs;
    return request(m, std::move(onReply));
}

qint64 TcpTransport::joinTable(int table, const QString& name, const QString& password, Reply onReply) {
    QJsonObject m{{"type", "join"}, {"table", table}, {"name", name}};
    if (!password.isEmpty()) m["password"] = password;
    return request(m, std::move(onReply));
}

qint64 TcpTransport::spectate(int table, const QString& password, Reply onReply) {
    QJsonObject m{{"type", "join"}, {"table", table}, {"spectate", true}};
    if (!password.isEmpty()) m["password"] = password;
    return request(m, std::move(onReply));
}

qint64 TcpTransport::resume(int table, const QString& token, Reply onReply) {
    token_ = token;  // the table is taken once the server agrees
    return request(QJsonObject{{"type", "resume"}, {"table", table}, {"token", token}}, std::move(onReply));
}

qint64 TcpTransport::setSeat(int seat, const QString& player, const QString& level, Reply onReply) {
    QJsonObject m{{"type", "seat"}, {"seat", seat}, {"player", player}};
    if (!level.isEmpty()) m["level"] = level;
    return request(m, std::move(onReply));
}

qint64 TcpTransport::startGame(const QString& fillLevel, Reply onReply) {
    QJsonObject m{{"type", "start"}};
    if (!fillLevel.isEmpty()) m["fill"] = fillLevel;
    return request(m, std::move(onReply));
}

qint64 TcpTransport::leaveTable(Reply onReply) {
    const qint64 seq = request(QJsonObject{{"type", "leave"}}, std::move(onReply));
    table_ = 0;
    seat_ = -1;
    token_.clear();
    return seq;
}

void TcpTransport::onReadyRead() {
    if (!socket_) return;
    heard_.restart();
    const QByteArray data = socket_->readAll();
    reader_->feed(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    std::string frame;
    for (;;) {
        const auto st = reader_->next(frame);
        if (st == wire::FrameReader::Status::NeedMore) break;
        if (st == wire::FrameReader::Status::Oversized) {
            onDropped(tr("The server sent a message that is too large."));
            return;
        }
        std::string why;
        auto o = wire::decodeServerFrame(frame, &why);
        if (!o) {
            qCWarning(lcTcp) << "unreadable message from the server:" << why.c_str();
            continue;
        }
        emit frameReceived(QByteArray(frame.data(), static_cast<qsizetype>(frame.size())));
        handle(toQt(*o));
        if (!socket_) return;  // the message ended the connection
    }
}

void TcpTransport::handle(QJsonObject m) {
    const QString type = m.value("type").toString();
    const qint64 re = m.value("inReplyTo").toInteger();
    const QString reType = requestTypes_.count(re) ? requestTypes_[re] : m.value("re").toString();
    if (type == "welcome") {
        serverName_ = m.value("server").toString();
        backoffMs_ = 0;
        emit welcomed(m);
        if (table_ > 0 && !token_.isEmpty()) {
            // Back after a drop: take the seat again; the server sends the whole table. Connected once it has.
            const qint64 seq = write(QJsonObject{{"type", "resume"}, {"table", table_}, {"token", token_}});
            requestTypes_[seq] = "resume";
        } else {
            setState(State::Connected);
        }
        for (auto& [q, cb] : std::exchange(queued_, {})) {
            const qint64 seq = write(q);
            if (seq > 0) {
                requestTypes_[seq] = q.value("type").toString();
                if (cb) replies_[seq] = std::move(cb);
            }
        }
        return;
    }
    if (type == "ok" && (reType == "create" || reType == "join" || reType == "resume")) {
        table_ = m.value("table").toInt();
        seat_ = m.value("seat").toInt(-1);
        if (m.contains("token")) token_ = m.value("token").toString();
        tableHost_ = m.value("host").toBool();
        name_ = m.value("name").toString();
        if (reType == "resume" && state_ == State::Reconnecting) ++reconnects_;
        setState(State::Connected);
        emit joined(m);
    }
    if (type == "seats") {
        seats_ = m;
        emit seatsChanged(m);
    }
    if (type == "error") {
        const QString code = m.value("code").toString();
        if (m.value("fatal").toBool() && (code == "badToken" || code == "noTable" || code == "replaced" ||
                                          code == "tableClosed" || code == "version" || code == "serverFull")) {
            // The seat is gone (or taken over elsewhere): reconnecting would not help.
            if (code != "serverFull") {
                table_ = 0;
                token_.clear();
            }
            reconnect_ = code == "serverFull" && reconnect_;
            emit requestFailed(m);
            if (code != "serverFull") {
                leaving_ = true;
                setState(State::Failed);
                emit messageReceived(m);
                emit connectionLost(m.value("message").toString());
            }
        } else if (reType == "answer" || reType == "undo" || code == "refused" || m.value("fatal").toBool()) {
            emit messageReceived(m);
        } else {
            emit requestFailed(m);
        }
    } else if (isTableMessage(type)) {
        emit messageReceived(m);
    }
    if (type != "welcome" && !isTableMessage(type)) emit sessionMessage(m);
    if (re > 0) {
        requestTypes_.erase(re);
        auto it = replies_.find(re);
        if (it != replies_.end()) {
            Reply cb = std::move(it->second);
            replies_.erase(it);
            if (cb) cb(m);
        }
    }
}

void TcpTransport::onDropped(const QString& why) {
    if (!socket_ && state_ != State::Connected) return;
    keepAlive_.stop();
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_->deleteLater();
        socket_ = nullptr;
    }
    // Pending lobby requests will not be answered.
    auto pending = std::exchange(replies_, {});
    requestTypes_.clear();
    for (auto& [seq, cb] : pending)
        if (cb && seq > 0) cb(QJsonObject{{"type", "error"}, {"code", "disconnected"}, {"message", why}});
    if (leaving_) {
        setState(State::Disconnected);
        return;
    }
    const bool seated = table_ > 0 && !token_.isEmpty();
    if (!reconnect_ || !seated) {
        qCInfo(lcTcp) << "connection lost:" << why;
        setState(state_ == State::Connecting ? State::Failed : State::Disconnected);
        emit connectionLost(why);
        return;
    }
    if (state_ != State::Reconnecting) {
        qCInfo(lcTcp) << "connection lost, reconnecting:" << why;
        downSince_.start();
        setState(State::Reconnecting);
    }
    scheduleReconnect();
}

void TcpTransport::scheduleReconnect() {
    if (reconnectLimitMs_ > 0 && downSince_.isValid() && downSince_.elapsed() > reconnectLimitMs_) {
        setState(State::Failed);
        emit connectionLost(tr("The server could not be reached again."));
        return;
    }
    backoffMs_ = backoffMs_ == 0 ? 100 : std::min(2000, backoffMs_ * 2);
    retry_.start(backoffMs_);
}

}  // namespace inno::net
