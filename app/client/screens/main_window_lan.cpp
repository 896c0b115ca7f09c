// MainWindow's LAN games: hosting a table (its server runs in this client), joining one, and showing it.
#include "screens/main_window.h"
#include "screens/turn_alert.h"
#include "replay/replay_shelf.h"

#include "model/game_controller.h"
#include "game/game_screen.h"
#include "game/hint_panel.h"
#include "lan/host_lan_dialog.h"
#include "lan/join_lan_dialog.h"
#include "game/overlays.h"
#include "game/prompt_widgets.h"
#include "lan/lan_session.h"
#include "lan/lobby_dialog.h"
#include "logging.h"
#include "settings.h"

#include "net/host/envelopes.h"
#include "net/lan/lan_server.h"
#include "net/host/protocol.h"
#include "net/lan/tcp_transport.h"
#include "net/wire/wire.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

namespace inno::client {

namespace bj = boost::json;

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
    // The game at this client's table goes into the history when it ends, as a solo game does.
    connect(session->controller(), &GameController::gameOver, this, [this, session] {
        if (session->server()) replays_->keep(session->server()->tableHost(session->transport()->table()));
    });
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
    t.options = dialog.options();
    t.hints = dialog.allowHints();
    t.botOnConcede = dialog.botOnConcede();
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
        if (wire::stringField(r, "type") == net::msg::Error) failure = net::errorText(r);
    };
    if (dialog.spectate()) t->spectate(dialog.table(), dialog.password(), onReply);
    else t->joinTable(dialog.table(), dialog.playerName(), dialog.password(), onReply);
    LobbyDialog lobby(t, {}, this);
    connect(t, &net::TcpTransport::requestFailed, &lobby, [&lobby](const bj::object& e) {
        const std::string_view re = wire::stringField(e, "re");
        if (re == "join" || re.empty()) {
            QMessageBox::warning(&lobby, tr("Join LAN game"), net::errorText(e));
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
    turnAlert_->follow(controller_);
    game_->attach(controller_);
    save_->setEnabled(false);
    applySettings();
    connect(session, &LanSession::gameShown, this, &MainWindow::showGame);
    connect(session, &LanSession::hintsAllowedChanged, this, [this](bool allowed) {
        game_->promptBar()->setHintsAvailable(allowed);
        updateHintAction();
    });
    connect(session, &LanSession::concededToBot, this, [this](const QString& message) {
        // The seat is a bot's now: this client watches, or leaves the table.
        game_->promptBar()->setHintsAvailable(false);
        if (hint_) hint_->search()->cancel();
        auto* box = new QMessageBox(QMessageBox::Information, tr("You conceded"), message, QMessageBox::NoButton, this);
        box->setObjectName("concededBox");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setDefaultButton(box->addButton(tr("Watch the game"), QMessageBox::AcceptRole));
        QPushButton* leave = box->addButton(tr("Leave the table"), QMessageBox::RejectRole);
        leave->setObjectName("leaveTable");
        connect(box, &QMessageBox::buttonClicked, this, [this, leave](QAbstractButton* b) {
            if (b != leave) return;
            clearSavedLanSeat();
            endSession();
            showStart();
        });
        box->open();
    });
    followHints();
    followGameActions();
}

void MainWindow::updateHintAction() {
    if (!hint_action_) return;
    const bool refused = lan_ && !lan_->hintsAllowed();
    const bool playing = controller_ && controller_->hasTable() && !controller_->isOver() && !controller_->observer();
    hint_action_->setEnabled(playing && !refused && !lesson_);
    hint_action_->setToolTip(refused ? tr("The host of this table did not allow hints.") : QString());
}

}  // namespace inno::client
