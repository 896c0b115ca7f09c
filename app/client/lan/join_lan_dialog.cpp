// The Join LAN game dialog: discovery, a typed address, and the saved seat to take back.
#include "lan/join_lan_dialog.h"

#include "lan/lan_session.h"
#include "logging.h"
#include "sets/set_words.h"

#include "net/lan/discovery.h"
#include "net/host/protocol.h"
#include "net/lan/tcp_transport.h"
#include "net/wire/wire.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inno::client {

namespace bj = boost::json;
using net::qstringField;

JoinLanDialog::JoinLanDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Join LAN game"));
    resize(640, 420);
    name_ = new QLineEdit(defaultLanPlayerName(), this);
    name_->setMaxLength(static_cast<int>(wire::kMaxNameLength));
    password_ = new QLineEdit(this);
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("if the table has one"));
    list_ = new QTreeWidget(this);
    list_->setObjectName("lanTables");
    list_->setHeaderLabels({tr("Table"), tr("Host"), tr("Seats"), tr("State"), tr("Server")});
    list_->setRootIsDecorated(false);
    // The table's name takes the room left; the other columns their words' width ("2 of 5 free · parley").
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
        QString seats = tr("%1 of %2 free").arg(open).arg(wire::intField(t, "players"));
        // The table's options (the engine's codec): the large-game rule of a four- or five-seat table, the expansions.
        // Options this build cannot play (an expansion it leaves out) say so.
        QString why;
        if (const auto options = net::optionsOf(t.if_contains("options"), static_cast<int>(wire::intField(t, "players", 2)), &why); !options) {
            seats += " · " + why;
        } else {
            if (options->largeGame == LargeGame::Parley) seats += " · " + tr("parley");
            else if (options->largeGame == LargeGame::Distant) seats += " · " + tr("distant players");
            for (const ClientSet& set : clientSets())
                if (set.words && set.id != kMainSet && options->has(set.id)) seats += set.words->tableMark();
        }
        item->setText(2, seats);
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

}  // namespace inno::client
