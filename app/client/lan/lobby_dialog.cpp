// The LAN lobby dialog.
#include "lan/lobby_dialog.h"

#include "sets/set_words.h"

#include "net/host/envelopes.h"
#include "net/host/protocol.h"
#include "net/lan/tcp_transport.h"
#include "net/wire/wire.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace inno::client {

namespace bj = boost::json;
using net::qstringField;

LobbyDialog::LobbyDialog(net::TcpTransport* transport, const QString& address, QWidget* parent)
    : QDialog(parent), transport_(transport) {
    setWindowTitle(tr("LAN table"));
    resize(460, 360);
    info_ = new QLabel(this);
    info_->setObjectName("lobbyInfo");
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
            if (wire::stringField(r, "type") == net::msg::Error) status_->setText(net::errorText(r));
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
    // The table's options, from this same message (the engine's codec, as everywhere on the wire).
    const bj::array& seatList = wire::arrayField(m, "seats");
    QString why;
    const auto options = net::optionsOf(m.if_contains("options"), static_cast<int>(seatList.size()), &why);
    if (!options) {
        info_->setText(info_->text() + "<br>" + why.toHtmlEscaped());
    } else {
        if (options->largeGame != LargeGame::None)  // four or five seats
            info_->setText(info_->text() + "<br>" +
                           tr("Large-game rule: %1").arg(options->largeGame == LargeGame::Parley ? tr("parley") : tr("distant players")));
        QStringList sets;
        for (const ClientSet& set : clientSets())
            if (set.words && set.id != kMainSet && options->has(set.id)) sets << set.words->name();
        if (!sets.isEmpty()) info_->setText(info_->text() + "<br>" + tr("Expansions: %1").arg(sets.join(", ")));
    }
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

}  // namespace inno::client
