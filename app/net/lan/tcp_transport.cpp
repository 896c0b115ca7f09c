#include "net/lan/tcp_transport.h"

#include "net/host/envelopes.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include <QLoggingCategory>
#include <QTcpSocket>

Q_LOGGING_CATEGORY(lcTcp, "innovation.tcp")

namespace inno::net {

namespace bj = boost::json;

namespace {
// Messages of the table itself: they go to the GameController as they are.
bool isTableMessage(std::string_view type) {
    return type == msg::Table || type == msg::Events || type == msg::View || type == msg::Prompt || type == msg::GameOver ||
           type == "seats";
}
}  // namespace

TcpTransport::TcpTransport(QObject* parent) : ClientTransport(parent) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &TcpTransport::openSocket);
    connect(&keepAlive_, &QTimer::timeout, this, [this] {
        if (state_ != State::Connected || !socket_) return;
        if (heard_.elapsed() > silenceMs_) return onDropped(tr("The server stopped answering."));
        if (heard_.elapsed() > pingMs_) write(encode(PingRequest{}));
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
    ++connectAttempts_;
    socket_->connectToHost(host_, port_);
}

void TcpTransport::onConnected() {
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);  // no Nagle: answers are small and urgent
    heard_.start();
    keepAlive_.start(std::max(250, pingMs_ / 2));
    write(encode(HelloRequest{kProtocolVersion, QStringLiteral("innovation " INNOVATION_VERSION)}));
}

qint64 TcpTransport::write(bj::object message) {
    if (!socket_ || socket_->state() != QAbstractSocket::ConnectedState) return 0;
    message["seq"] = ++seq_;
    const std::string f = wire::encodeFrame(message);
    socket_->write(f.data(), static_cast<qint64>(f.size()));
    return seq_;
}

void TcpTransport::sendRaw(const QByteArray& bytes) {
    if (socket_) socket_->write(bytes);
}

void TcpTransport::simulateDrop() {
    if (socket_) socket_->abort();
}

void TcpTransport::send(const bj::object& message) {
    if (state_ != State::Connected || table_ <= 0) {
        qCInfo(lcTcp) << "not connected: dropped" << qstringField(message, "type")
                      << "(the table is sent again on reconnection)";
        return;
    }
    write(message);
}

qint64 TcpTransport::request(bj::object message, Reply onReply) {
    if (!socket_ || state_ == State::Connecting || state_ == State::Reconnecting) {
        // Before the welcome: sent once the server has said hello.
        queued_.push_back({std::move(message), std::move(onReply)});
        return 0;
    }
    return writeRequest(std::move(message), std::move(onReply));
}

qint64 TcpTransport::writeRequest(bj::object message, Reply onReply) {
    const std::string type(wire::stringField(message, "type"));
    const qint64 seq = write(std::move(message));
    if (seq > 0) {
        requestTypes_[seq] = type;
        if (onReply) replies_[seq] = std::move(onReply);
    }
    return seq;
}

qint64 TcpTransport::listTables(Reply onReply) { return request(encode(ListRequest{}), std::move(onReply)); }

qint64 TcpTransport::createTable(const CreateTable& t, Reply onReply) { return request(encode(t), std::move(onReply)); }

qint64 TcpTransport::joinTable(int table, const QString& name, const QString& password, Reply onReply) {
    JoinRequest r;
    r.table = table;
    r.name = name;
    r.password = password;
    return request(encode(r), std::move(onReply));
}

qint64 TcpTransport::spectate(int table, const QString& password, Reply onReply) {
    JoinRequest r;
    r.table = table;
    r.password = password;
    r.spectate = true;
    return request(encode(r), std::move(onReply));
}

qint64 TcpTransport::resume(int table, const QString& token, Reply onReply) {
    token_ = token;  // the table is taken once the server agrees
    return request(encode(ResumeRequest{table, token.toLatin1()}), std::move(onReply));
}

qint64 TcpTransport::setSeat(int seat, const QString& player, const QString& level, Reply onReply) {
    SeatRequest r;
    r.seat = seat;
    r.player = player == "bot" ? SeatRequest::Player::Bot : player == "human" ? SeatRequest::Player::Human : SeatRequest::Player::Open;
    r.level = parseBotLevel(level.toStdString()).value_or(BotLevel::Easy);
    return request(encode(r), std::move(onReply));
}

qint64 TcpTransport::startGame(const QString& fillLevel, Reply onReply) {
    StartRequest r;
    if (!fillLevel.isEmpty()) r.fill = parseBotLevel(fillLevel.toStdString()).value_or(BotLevel::Easy);
    return request(encode(r), std::move(onReply));
}

qint64 TcpTransport::leaveTable(Reply onReply) {
    const qint64 seq = request(encode(LeaveRequest{}), std::move(onReply));
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
        handle(*o);
        if (!socket_) return;  // the message ended the connection
    }
}

void TcpTransport::handle(const bj::object& m) {
    const std::string_view type = wire::stringField(m, "type");
    const qint64 re = wire::intField(m, "inReplyTo");
    const std::string reType = requestTypes_.count(re) ? requestTypes_[re] : std::string(wire::stringField(m, "re"));
    namespace req = wire::request;
    if (type == "welcome") {
        serverName_ = qstringField(m, "server");
        backoffMs_ = 0;
        emit welcomed(m);
        if (table_ > 0 && !token_.isEmpty()) {
            // Back after a drop: take the seat again; the server sends the whole table. Connected once it has.
            writeRequest(encode(ResumeRequest{table_, token_.toLatin1()}));
        } else {
            setState(State::Connected);
        }
        for (auto& [q, cb] : std::exchange(queued_, {})) writeRequest(std::move(q), std::move(cb));
        return;
    }
    if (type == "ok" && (reType == req::Create || reType == req::Join || reType == req::Resume)) {
        table_ = static_cast<int>(wire::intField(m, "table"));
        seat_ = static_cast<int>(wire::intField(m, "seat", -1));
        if (m.contains("token")) token_ = qstringField(m, "token");
        tableHost_ = wire::boolField(m, "host");
        name_ = qstringField(m, "name");
        if (reType == req::Resume && state_ == State::Reconnecting) ++reconnects_;
        setState(State::Connected);
        emit joined(m);
    }
    if (type == "ok" && reType == req::Concede && wire::boolField(m, "conceded")) {
        seat_ = -1;  // a bot took the seat: this connection watches now
        tableHost_ = false;
    }
    if (type == "seats") {
        seats_ = m;
        emit seatsChanged(m);
    }
    const std::optional<ErrorEnvelope> error = type == msg::Error ? decodeError(m) : std::nullopt;
    if (type == msg::Error && !error) {
        emit messageReceived(m);  // an error this program cannot read: the controller refuses it and shows why
    } else if (error) {
        const QString& code = error->code;
        if (error->fatal && (code == "badToken" || code == "noTable" || code == "replaced" || code == "tableClosed" ||
                             code == "version" || code == "serverFull" || code == "tooManyConnections")) {
            // The seat is gone (or taken over elsewhere): reconnecting would not help.
            const bool busy = code == "serverFull" || code == "tooManyConnections";  // trying again later may help
            if (!busy) {
                table_ = 0;
                token_.clear();
            }
            reconnect_ = busy && reconnect_;
            emit requestFailed(m);
            if (!busy) {
                leaving_ = true;
                setState(State::Failed);
                emit messageReceived(m);
                emit connectionLost(error->message);
            }
        } else if (reType == req::Answer || reType == req::Undo || reType == req::Concede || code == "refused" || error->fatal) {
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
        if (cb && seq > 0) cb(bj::object{{"type", "error"}, {"code", "disconnected"}, {"message", jsonString(why)}});
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
