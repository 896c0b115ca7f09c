#include "lan_session.h"

#include "game_controller.h"
#include "game_screen.h"
#include "logging.h"
#include "main_window.h"
#include "settings.h"

#include "discovery.h"
#include "lan_server.h"
#include "protocol.h"
#include "tcp_transport.h"
#include "wire.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

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

QString defaultName() {
    const QString n = AppSettings::instance().lastPlayerName();
    return n.isEmpty() ? qEnvironmentVariable("USER", QObject::tr("Player")) : n;
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

// ---------------------------------------------------------------- session

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
    overlay_->setStyleSheet("QLabel#lanStatus { background: rgba(120, 40, 20, 215); color: white; padding: 6px 14px;"
                            " border-radius: 8px; font-weight: bold; }");
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
    connect(transport_, &net::TcpTransport::seatsChanged, this, [this, placer] {
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
        storageNotice_ = wire::stringField(m, "code") == "storageFailing" ? qstringField(m, "message") : QString();
        updateOverlay();
        placer->place();
    });
}

LanSession::~LanSession() {
    delete overlay_;
    delete standIn_;
    if (transport_) transport_->disconnectFromServer();
    delete server_;
}

bool LanSession::startServer(quint16 port, QString* error) {
    net::ServerConfig c;
    c.name = tr("%1's game").arg(defaultName());
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

// ---------------------------------------------------------------- host dialog

HostLanDialog::HostLanDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Host LAN game"));
    auto* form = new QFormLayout;
    name_ = new QLineEdit(defaultName(), this);
    name_->setMaxLength(static_cast<int>(wire::kMaxNameLength));
    table_ = new QLineEdit(this);
    table_->setPlaceholderText(tr("%1's table").arg(name_->text()));
    table_->setMaxLength(static_cast<int>(wire::kMaxTableNameLength));
    password_ = new QLineEdit(this);
    password_->setPlaceholderText(tr("optional"));
    password_->setEchoMode(QLineEdit::Password);
    players_ = new QSpinBox(this);
    players_->setRange(2, 4);
    players_->setValue(2);
    port_ = new QSpinBox(this);
    port_->setRange(1024, 65535);
    port_->setValue(wire::kDefaultPort);
    form->addRow(tr("Your name"), name_);
    form->addRow(tr("Players"), players_);
    form->addRow(tr("Table name"), table_);
    form->addRow(tr("Password"), password_);
    form->addRow(tr("Port"), port_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open the table"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!name_->text().trimmed().isEmpty()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Friends on the same network find your table under <b>Join LAN game</b>. Empty seats can "
                                "be given to bots before you start."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString HostLanDialog::playerName() const { return name_->text().simplified(); }
QString HostLanDialog::tableName() const { return table_->text().simplified(); }
QString HostLanDialog::password() const { return password_->text(); }
int HostLanDialog::players() const { return players_->value(); }
quint16 HostLanDialog::port() const { return static_cast<quint16>(port_->value()); }

// ---------------------------------------------------------------- join dialog

JoinLanDialog::JoinLanDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Join LAN game"));
    resize(640, 420);
    name_ = new QLineEdit(defaultName(), this);
    name_->setMaxLength(static_cast<int>(wire::kMaxNameLength));
    password_ = new QLineEdit(this);
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("if the table has one"));
    list_ = new QTreeWidget(this);
    list_->setObjectName("lanTables");
    list_->setHeaderLabels({tr("Table"), tr("Host"), tr("Seats"), tr("State"), tr("Server")});
    list_->setRootIsDecorated(false);
    list_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    status_ = new QLabel(this);
    address_ = new QLineEdit(this);
    address_->setPlaceholderText(tr("host:port, e.g. 192.168.1.20:%1").arg(wire::kDefaultPort));
    auto* lookUp = new QPushButton(tr("Look up"), this);
    auto* again = new QPushButton(tr("Search again"), this);
    join_ = new QPushButton(tr("Join"), this);
    watch_ = new QPushButton(tr("Watch"), this);
    join_->setDefault(true);
    auto* cancel = new QPushButton(tr("Cancel"), this);
    auto* rejoin = new QPushButton(this);
    rejoin->setObjectName("rejoinButton");
    if (const auto saved = savedLanSeat(); saved && !saved->hosted) {
        rejoin->setText(tr("Back to \"%1\" at %2:%3").arg(saved->tableName).arg(saved->host).arg(saved->port));
        connect(rejoin, &QPushButton::clicked, this, [this] {
            rejoin_ = true;
            accept();
        });
    } else {
        rejoin->hide();
    }
    auto* form = new QFormLayout;
    form->addRow(tr("Your name"), name_);
    form->addRow(tr("Password"), password_);
    auto* manual = new QHBoxLayout;
    manual->addWidget(new QLabel(tr("Address:"), this));
    manual->addWidget(address_, 1);
    manual->addWidget(lookUp);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(again);
    buttons->addStretch(1);
    buttons->addWidget(watch_);
    buttons->addWidget(join_);
    buttons->addWidget(cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(rejoin, 0, Qt::AlignLeft);
    layout->addWidget(list_, 1);
    layout->addWidget(status_);
    layout->addLayout(manual);
    layout->addLayout(buttons);
    browser_ = new net::DiscoveryBrowser(this);
    connect(browser_, &net::DiscoveryBrowser::serverFound, this,
            [this](const net::FoundServer& s) { addServer(s.host, s.port, s.name, s.tables); });
    connect(browser_, &net::DiscoveryBrowser::finished, this, [this](const QList<net::FoundServer>& found) {
        status_->setText(found.isEmpty() ? tr("No game found on the network. Type the host's address below.")
                                         : tr("%n server(s) found.", nullptr, static_cast<int>(found.size())));
    });
    connect(again, &QPushButton::clicked, this, &JoinLanDialog::search);
    connect(lookUp, &QPushButton::clicked, this, &JoinLanDialog::lookUp);
    connect(address_, &QLineEdit::returnPressed, this, &JoinLanDialog::lookUp);
    connect(join_, &QPushButton::clicked, this, [this] { choose(false); });
    connect(watch_, &QPushButton::clicked, this, [this] { choose(true); });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(list_, &QTreeWidget::itemSelectionChanged, this, &JoinLanDialog::selectionChanged);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, [this] { choose(false); });
    selectionChanged();
    search();
}

JoinLanDialog::~JoinLanDialog() = default;

QString JoinLanDialog::playerName() const { return name_->text().simplified(); }
QString JoinLanDialog::password() const { return password_->text(); }

void JoinLanDialog::search() {
    list_->clear();
    status_->setText(tr("Looking for games on the network…"));
    browser_->start(2000);
}

void JoinLanDialog::addServer(const QString& host, quint16 port, const QString& name, const bj::array& tables) {
    const QString where = QString("%1:%2").arg(host).arg(port);
    for (int i = list_->topLevelItemCount() - 1; i >= 0; --i)
        if (list_->topLevelItem(i)->text(4) == where) delete list_->takeTopLevelItem(i);
    for (const auto& v : tables) {
        const bj::object& t = wire::objectOf(v);
        auto* item = new QTreeWidgetItem(list_);
        const std::string_view phase = wire::stringField(t, "phase");
        const bool password = wire::boolField(t, "password");
        const int open = static_cast<int>(wire::intField(t, "open"));
        item->setText(0, qstringField(t, "name") + (password ? QString::fromUtf8(" \xF0\x9F\x94\x92") : QString()));
        item->setText(1, qstringField(t, "host"));
        item->setText(2, tr("%1 of %2 free").arg(open).arg(wire::intField(t, "players")));
        item->setText(3, phase == "lobby" ? tr("waiting for players") : phase == "playing" ? tr("playing") : tr("over"));
        item->setText(4, where);
        item->setToolTip(4, name);
        item->setData(0, Qt::UserRole, static_cast<int>(wire::intField(t, "id")));
        item->setData(0, Qt::UserRole + 1, host);
        item->setData(0, Qt::UserRole + 2, port);
        item->setData(0, Qt::UserRole + 3, open > 0 && phase == "lobby");
        item->setData(0, Qt::UserRole + 4, password);
    }
    if (tables.empty()) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(0, tr("(no table yet)"));
        item->setText(1, name);
        item->setText(4, where);
        item->setFlags(Qt::NoItemFlags);
    }
    if (!list_->currentItem())
        for (int i = 0; i < list_->topLevelItemCount(); ++i)
            if (list_->topLevelItem(i)->data(0, Qt::UserRole + 3).toBool()) {
                list_->setCurrentItem(list_->topLevelItem(i));
                break;
            }
}

void JoinLanDialog::lookUp() {
    const QString text = address_->text().trimmed();
    if (text.isEmpty()) return;
    QString host = text;
    quint16 port = wire::kDefaultPort;
    // "host", "host:port", "[v6]:port"
    const int colon = text.lastIndexOf(':');
    const bool v6 = text.startsWith('[');
    if (colon > 0 && (v6 ? text.mid(0, colon).endsWith(']') : text.count(':') == 1)) {
        bool ok = false;
        const int p = text.mid(colon + 1).toInt(&ok);
        if (ok && p > 0 && p < 65536) {
            host = text.left(colon);
            port = static_cast<quint16>(p);
        }
    }
    host.remove('[').remove(']');
    delete probe_;
    probe_ = new net::TcpTransport(this);
    probe_->setReconnect(false);
    status_->setText(tr("Asking %1:%2…").arg(host).arg(port));
    net::TcpTransport* probe = probe_;
    connect(probe, &net::ClientTransport::connectionLost, this, [this, host, port](const QString& why) {
        status_->setText(tr("%1:%2 cannot be reached: %3").arg(host).arg(port).arg(why));
    });
    probe->connectToServer(host, port);
    probe->listTables([this, probe, host, port](const bj::object& r) {
        if (wire::stringField(r, "type") == "tables") {
            addServer(host, port, qstringField(r, "server"), wire::arrayField(r, "tables"));
            status_->setText(tr("%1:%2 answered.").arg(host).arg(port));
        }
        probe->disconnectFromServer();
    });
}

void JoinLanDialog::selectionChanged() {
    QTreeWidgetItem* item = list_->currentItem();
    const bool table = item && item->data(0, Qt::UserRole).toInt() > 0;
    join_->setEnabled(table && item->data(0, Qt::UserRole + 3).toBool());
    watch_->setEnabled(table);
    password_->setEnabled(table && item->data(0, Qt::UserRole + 4).toBool());
}

void JoinLanDialog::choose(bool spectate) {
    QTreeWidgetItem* item = list_->currentItem();
    if (!item || item->data(0, Qt::UserRole).toInt() <= 0) return;
    if (!spectate && playerName().isEmpty()) {
        name_->setFocus();
        return;
    }
    table_ = item->data(0, Qt::UserRole).toInt();
    host_ = item->data(0, Qt::UserRole + 1).toString();
    port_ = static_cast<quint16>(item->data(0, Qt::UserRole + 2).toUInt());
    spectate_ = spectate;
    accept();
}

// ---------------------------------------------------------------- lobby

LobbyDialog::LobbyDialog(net::TcpTransport* transport, const QString& address, QWidget* parent)
    : QDialog(parent), transport_(transport) {
    setWindowTitle(tr("LAN table"));
    resize(460, 360);
    info_ = new QLabel(this);
    info_->setWordWrap(true);
    info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    seats_ = new QListWidget(this);
    seats_->setObjectName("lobbySeats");
    fill_ = new QComboBox(this);
    for (const char* l : {"random", "easy", "medium", "hard", "expert"}) fill_->addItem(tr(l), QString::fromLatin1(l));
    fill_->setCurrentIndex(1);
    start_ = new QPushButton(tr("Start the game"), this);
    start_->setObjectName("lobbyStart");
    status_ = new QLabel(this);
    auto* leave = new QPushButton(tr("Leave"), this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(info_);
    layout->addWidget(seats_, 1);
    auto* row = new QHBoxLayout;
    auto* fillLabel = new QLabel(tr("Open seats are played by bots:"), this);
    row->addWidget(fillLabel);
    row->addWidget(fill_);
    row->addStretch(1);
    layout->addLayout(row);
    layout->addWidget(status_);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(leave);
    buttons->addWidget(start_);
    layout->addLayout(buttons);
    address_ = address;
    hostWidgets_ = {fillLabel, fill_, start_};
    connect(transport, &net::TcpTransport::seatsChanged, this, &LobbyDialog::refresh);
    connect(transport, &net::ClientTransport::messageReceived, this, [this](const bj::object& m) {
        if (wire::stringField(m, "type") == net::msg::Table) accept();  // the game has started
    });
    connect(transport, &net::ClientTransport::connectionLost, this, [this](const QString& why) {
        QMessageBox::warning(this, windowTitle(), why);
        reject();
    });
    connect(start_, &QPushButton::clicked, this, [this] {
        start_->setEnabled(false);
        transport_->startGame(fill_->currentData().toString(), [this](const bj::object& r) {
            start_->setEnabled(true);
            if (wire::stringField(r, "type") == net::msg::Error) status_->setText(qstringField(r, "message"));
        });
    });
    connect(leave, &QPushButton::clicked, this, &QDialog::reject);
    refresh(transport->seats());
}

void LobbyDialog::refresh(const bj::object& m) {
    // Who hosts is known once the server has seated us.
    const std::int64_t hostSeat = wire::intField(m, "host");
    std::int64_t you = -2;
    for (const auto& v : wire::arrayField(m, "seats"))
        if (wire::boolField(wire::objectOf(v), "you")) you = wire::intField(wire::objectOf(v), "seat");
    const bool host = transport_->isTableHost() || (!m.empty() && you == hostSeat);
    for (QWidget* w : hostWidgets_) w->setVisible(host);
    info_->setText(host ? tr("Your table is open. Friends on this network find it under <b>Join LAN game</b>, or connect to "
                             "<b>%1</b>.").arg(address_)
                        : m.empty() ? tr("Connecting…") : tr("Waiting for the host to start the game…"));
    seats_->clear();
    for (const auto& v : wire::arrayField(m, "seats")) {
        const bj::object& s = wire::objectOf(v);
        const std::string_view kind = wire::stringField(s, "kind");
        const std::int64_t seat = wire::intField(s, "seat");
        QString line = kind == "open" ? tr("Seat %1: open").arg(seat + 1) : tr("Seat %1: %2").arg(seat + 1).arg(qstringField(s, "name"));
        if (kind == "bot") line += tr(" (bot, %1)").arg(qstringField(s, "level"));
        if (wire::boolField(s, "you")) line += tr(" — you");
        if (seat == hostSeat) line += tr(" — host");
        if (wire::boolField(s, "away")) line += tr(" — away");
        seats_->addItem(line);
    }
}

// ---------------------------------------------------------------- the main window's LAN games

void MainWindow::hostLanGame() {
    HostLanDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!confirmReplace()) return;
    endSession();
    auto* session = new LanSession(game_, this);
    QString why;
    if (!session->startServer(dialog.port(), &why)) {
        delete session;
        QMessageBox::warning(this, tr("Host LAN game"), why);
        return;
    }
    AppSettings::instance().setLastPlayerName(dialog.playerName());
    attachLan(session);
    const auto saved = savedLanSeat();
    if (saved && saved->hosted && session->server()->tableIds().contains(saved->table) &&
        QMessageBox::question(this, tr("Host LAN game"),
                              tr("Your table \"%1\" was kept when this program closed. Go on with it?").arg(saved->tableName)) ==
            QMessageBox::Yes) {
        // The restored table: take the host's seat back; the friends' clients find the server again by themselves.
        session->transport()->connectToServer("127.0.0.1", session->server()->port());
        session->transport()->resume(saved->table, saved->token);
        LobbyDialog lobby(session->transport(), QString("%1:%2").arg(localLanAddress()).arg(session->server()->port()), this);
        if (lobby.exec() != QDialog::Accepted && !session->controller()->hasTable()) {
            endSession();
            showStart();
        }
        return;
    }
    net::CreateTable t;
    t.name = dialog.playerName();
    t.tableName = dialog.tableName();
    t.password = dialog.password();
    t.players = dialog.players();
    session->transport()->connectToServer("127.0.0.1", session->server()->port());
    session->transport()->createTable(t);
    const QHostAddress listen = session->server()->config().listenAddress;
    const bool everywhere = listen == QHostAddress::Any || listen == QHostAddress::AnyIPv4 || listen == QHostAddress::AnyIPv6;
    const QString address = QString("%1:%2").arg(everywhere ? localLanAddress() : listen.toString()).arg(session->server()->port());
    LobbyDialog lobby(session->transport(), address, this);
    if (lobby.exec() != QDialog::Accepted && !session->controller()->hasTable()) {
        endSession();
        showStart();
    }
}

void MainWindow::joinLanGame() {
    JoinLanDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!confirmReplace()) return;
    endSession();
    auto* session = new LanSession(game_, this);
    AppSettings::instance().setLastPlayerName(dialog.playerName());
    attachLan(session);
    net::TcpTransport* t = session->transport();
    const auto saved = savedLanSeat();
    if (dialog.rejoin() && saved) {
        t->connectToServer(saved->host, saved->port);
        t->resume(saved->table, saved->token);
        LobbyDialog lobby(t, {}, this);
        if (lobby.exec() == QDialog::Accepted || session->controller()->hasTable()) return;
        endSession();
        showStart();
        return;
    }
    t->connectToServer(dialog.host(), dialog.port());
    QString failure;
    auto onReply = [&failure](const bj::object& r) {
        if (wire::stringField(r, "type") == net::msg::Error) failure = qstringField(r, "message");
    };
    if (dialog.spectate()) t->spectate(dialog.table(), dialog.password(), onReply);
    else t->joinTable(dialog.table(), dialog.playerName(), dialog.password(), onReply);
    LobbyDialog lobby(t, {}, this);
    connect(t, &net::TcpTransport::requestFailed, &lobby, [&lobby](const bj::object& e) {
        const std::string_view re = wire::stringField(e, "re");
        if (re == "join" || re.empty()) {
            QMessageBox::warning(&lobby, tr("Join LAN game"), qstringField(e, "message"));
            lobby.reject();
        }
    });
    if (dialog.spectate() || lobby.exec() == QDialog::Accepted || session->controller()->hasTable()) return;
    endSession();
    showStart();
}

void MainWindow::attachLan(LanSession* session) {
    lan_ = session;
    controller_ = session->controller();
    game_->attach(controller_);
    save_->setEnabled(false);
    applySettings();
    connect(session, &LanSession::gameShown, this, &MainWindow::showGame);
}

}  // namespace inno::client
