// LAN play in the client: the session that carries a LAN game to the game screen, and the seat kept for coming back.
#include "lan/lan_session.h"

#include "model/game_controller.h"
#include "logging.h"
#include "settings.h"
#include "style/palette.h"

#include "net/lan/discovery.h"
#include "net/lan/lan_server.h"
#include "net/host/protocol.h"
#include "net/lan/tcp_transport.h"
#include "net/wire/wire.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

namespace inno::client {

namespace bj = boost::json;
using net::qstringField;

QString localLanAddress() {
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack)) continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol) return e.ip().toString();
    }
    return QStringLiteral("127.0.0.1");
}

std::optional<SavedLanSeat> savedLanSeat() {
    QSettings s;
    s.beginGroup("lanSeat");
    SavedLanSeat seat;
    seat.host = s.value("host").toString();
    seat.port = static_cast<quint16>(s.value("port").toUInt());
    seat.table = s.value("table").toInt();
    seat.token = s.value("token").toString();
    seat.tableName = s.value("tableName").toString();
    seat.hosted = s.value("hosted").toBool();
    if (seat.host.isEmpty() || seat.port == 0 || seat.table <= 0 || seat.token.size() != 32) return std::nullopt;
    return seat;
}

void clearSavedLanSeat() { QSettings().remove("lanSeat"); }

QString defaultLanPlayerName() {
    const QString n = AppSettings::instance().lastPlayerName();
    return n.isEmpty() ? qEnvironmentVariable("USER", QObject::tr("Player")) : n;
}

namespace {
void saveLanSeat(const SavedLanSeat& seat) {
    QSettings s;
    s.beginGroup("lanSeat");
    s.setValue("host", seat.host);
    s.setValue("port", seat.port);
    s.setValue("table", seat.table);
    s.setValue("token", seat.token);
    s.setValue("tableName", seat.tableName);
    s.setValue("hosted", seat.hosted);
}


// Keeps a child label at the top centre of its parent.
class TopCentre : public QObject {
public:
    TopCentre(QWidget* child, QWidget* extra) : QObject(child), child_(child), extra_(extra) { child->parentWidget()->installEventFilter(this); }
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Resize || e->type() == QEvent::Show) place();
        return false;
    }
    void place() {
        QWidget* p = child_->parentWidget();
        child_->adjustSize();
        int w = child_->width() + (extra_ && extra_->isVisible() ? extra_->sizeHint().width() + 8 : 0);
        int x = (p->width() - w) / 2;
        child_->move(x, 8);
        if (extra_) {
            extra_->adjustSize();
            extra_->move(x + child_->width() + 8, 8 + (child_->height() - extra_->height()) / 2);
        }
    }

private:
    QWidget* child_;
    QWidget* extra_;
};
}  // namespace


LanSession::LanSession(QWidget* gameScreen, QObject* parent) : QObject(parent), screen_(gameScreen) {
    transport_ = new net::TcpTransport(this);
    controller_ = new GameController(transport_, this);
    connect(transport_, &net::ClientTransport::messageReceived, this, [this](const bj::object& m) {
        if (!shown_ && wire::stringField(m, "type") == net::msg::Table) {
            shown_ = true;
            emit gameShown();
        }
    });
    // Remember the seat until the game is over: a client that crashes or is closed can come back to it.
    connect(transport_, &net::TcpTransport::joined, this, [this](const bj::object& r) {
        if (transport_->seat() < 0 || transport_->token().isEmpty()) return;
        saveLanSeat({transport_->host(), transport_->port(), transport_->table(), transport_->token(),
                     qstringField(r, "tableName"), hosted_});
    });
    connect(controller_, &GameController::gameOver, this, [] { clearSavedLanSeat(); });
    connect(transport_, &net::TcpTransport::requestFailed, this, [](const bj::object& e) {
        const std::string_view code = wire::stringField(e, "code");
        if (code == "badToken" || code == "noTable" || code == "tableClosed") clearSavedLanSeat();
    });
    overlay_ = new QLabel(gameScreen);
    overlay_->setObjectName("lanStatus");
    overlay_->setStyleSheet(QString("QLabel#lanStatus { background: %1; color: %2; padding: 6px 14px;"
                                    " border-radius: 8px; font-weight: bold; }")
                                .arg(palette::css(palette::kLanStatus), palette::css(palette::kLanStatusInk)));
    overlay_->hide();
    standIn_ = new QPushButton(tr("Let a bot play for them"), gameScreen);
    standIn_->setObjectName("standInButton");
    standIn_->hide();
    auto* placer = new TopCentre(overlay_, standIn_);
    connect(standIn_, &QPushButton::clicked, this, [this] {
        for (const auto& v : wire::arrayField(transport_->seats(), "seats")) {
            const bj::object& s = wire::objectOf(v);
            if (wire::boolField(s, "away") && !wire::boolField(s, "standIn") && wire::stringField(s, "kind") == "human")
                transport_->setSeat(static_cast<int>(wire::intField(s, "seat")), "bot", "easy");
        }
    });
    connect(transport_, &net::TcpTransport::seatsChanged, this, [this, placer](const bj::object& m) {
        controller_->setConcedeGoesToBot(wire::stringField(m, "onConcede") == "bot");
        emit hintsAllowedChanged(hintsAllowed());
        updateOverlay();
        placer->place();
    });
    connect(transport_, &net::TcpTransport::stateChanged, this, [this, placer] {
        updateOverlay();
        placer->place();
    });
    // The server cannot save to its disk (and then can again): its own words are shown until it recovers.
    connect(transport_, &net::TcpTransport::sessionMessage, this, [this, placer](const bj::object& m) {
        if (wire::stringField(m, "type") != "notice") return;
        if (wire::stringField(m, "code") == "conceded") return emit concededToBot(qstringField(m, "message"));
        storageNotice_ = wire::stringField(m, "code") == "storageFailing" ? qstringField(m, "message") : QString();
        updateOverlay();
        placer->place();
    });
}

bool LanSession::hintsAllowed() const { return wire::boolField(transport_->seats(), "hints"); }

LanSession::~LanSession() {
    if (transport_) transport_->disconnect(this);  // its last state change must not reach the widgets going now
    delete overlay_;
    delete standIn_;
    if (transport_) transport_->disconnectFromServer();
    delete server_;
}

bool LanSession::startServer(quint16 port, QString* error) {
    net::ServerConfig c;
    c.name = tr("%1's game").arg(defaultLanPlayerName());
    const QString listen = qEnvironmentVariable("INNOVATION_LISTEN_ADDRESS");
    c.listenAddress = listen.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(listen);
    c.port = port;
    c.discoveryPort = net::defaultDiscoveryPort();
    c.botDelayMs = AppSettings::instance().botDelayMs();
    // The hosted tables survive a crash of the client too: the journal lives with the user's data.
    c.dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/lan-host";
    server_ = new net::LanServer(c, this);
    hosted_ = true;
    return server_->start(error);
}

void LanSession::updateOverlay() {
    if (!overlay_) return;
    QStringList away, standIns;
    const bool playing = wire::stringField(transport_->seats(), "phase") == "playing";
    for (const auto& v : wire::arrayField(transport_->seats(), "seats")) {
        const bj::object& s = wire::objectOf(v);
        if (wire::boolField(s, "standIn")) standIns << qstringField(s, "name");
        else if (wire::boolField(s, "away")) away << qstringField(s, "name");
    }
    QString text;
    if (!storageNotice_.isEmpty())
        text = storageNotice_;
    else if (transport_->state() == net::TcpTransport::State::Reconnecting)
        text = tr("Connection lost — reconnecting…");
    else if (!away.isEmpty())
        text = tr("%1 away — the game waits for them", nullptr, static_cast<int>(away.size())).arg(away.join(", "));
    else if (!standIns.isEmpty())
        text = tr("A bot plays for %1 until they are back").arg(standIns.join(", "));
    overlay_->setText(text);
    overlay_->setVisible(!text.isEmpty() && playing);
    standIn_->setVisible(!away.isEmpty() && playing && transport_->isTableHost() &&
                         transport_->state() == net::TcpTransport::State::Connected);
    overlay_->raise();
    standIn_->raise();
}

}  // namespace inno::client
