// The Host LAN game dialog.
#include "lan/host_lan_dialog.h"

#include "lan/lan_session.h"
#include "widgets/large_game_selector.h"
#include "settings.h"

#include "net/wire/wire.h"

#include "sets/set_words.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace inno::client {

namespace {
// The setting that remembers a set's option: "lan" and its key, capitalized (what earlier versions saved).
QString lanSettingsKey(SetId set) {
    QString key = setKey(set);
    if (!key.isEmpty()) key[0] = key[0].toUpper();
    return "lan" + key;
}
// The same for a set's own option: "lanRelics".
QString lanOptionSettingsKey(SetId set, int index) {
    QString key = optionKey(set, index);
    if (!key.isEmpty()) key[0] = key[0].toUpper();
    return "lan" + key;
}
}  // namespace

HostLanDialog::HostLanDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Host LAN game"));
    auto* form = new QFormLayout;
    name_ = new QLineEdit(defaultLanPlayerName(), this);
    name_->setMaxLength(static_cast<int>(wire::kMaxNameLength));
    table_ = new QLineEdit(this);
    table_->setPlaceholderText(tr("%1's table").arg(name_->text()));
    table_->setMaxLength(static_cast<int>(wire::kMaxTableNameLength));
    password_ = new QLineEdit(this);
    password_->setPlaceholderText(tr("optional"));
    password_->setEchoMode(QLineEdit::Password);
    players_ = new QSpinBox(this);
    players_->setRange(2, kMaxPlayers);
    players_->setValue(2);
    large_ = new LargeGameSelector(this);
    connect(players_, &QSpinBox::valueChanged, this, [this](int n) { large_->setSeats(n, false); });
    port_ = new QSpinBox(this);
    port_->setRange(1024, 65535);
    port_->setValue(wire::kDefaultPort);
    form->addRow(tr("Your name"), name_);
    form->addRow(tr("Players"), players_);
    form->addRow(tr("Large-game rule"), large_);
    form->addRow(tr("Table name"), table_);
    form->addRow(tr("Password"), password_);
    form->addRow(tr("Port"), port_);
    // One option per card set this build has that brings its words (objectName: the set's key), as chosen last time
    // (setting "lan<Key>").
    for (const ClientSet& set : clientSets()) {
        if (!set.words) continue;
        auto* box = new QCheckBox(set.words->lanOptionLabel(), this);
        box->setObjectName(setKey(set.id));
        box->setToolTip(set.words->lanOptionToolTip());
        box->setChecked(AppSettings::instance().newGameValue(lanSettingsKey(set.id)).toBool());
        form->addRow(box);
        sets_.push_back({set.id, box});
        // The set's own options under it, indented, enabled while it is ticked (objectName: the option's key).
        for (const SetWords::SubOption& sub : set.words->subOptions()) {
            auto* subBox = new QCheckBox(sub.label, this);
            subBox->setObjectName(optionKey(set.id, sub.index));
            subBox->setToolTip(sub.toolTip);
            subBox->setChecked(AppSettings::instance().newGameValue(lanOptionSettingsKey(set.id, sub.index)).toBool());
            subBox->setEnabled(box->isChecked());
            connect(box, &QCheckBox::toggled, subBox, &QCheckBox::setEnabled);
            auto* row = new QHBoxLayout;
            row->addSpacing(24);
            row->addWidget(subBox, 1);
            form->addRow(row);
            setOptions_.push_back({set.id, sub.index, subBox});
        }
    }
    hints_ = new QCheckBox(tr("Allow hints (\"What would the Expert do?\")"), this);
    hints_->setObjectName("allowHints");
    hints_->setToolTip(tr("Seated players may ask the Expert about their own choices. The hint is worked out on "
                          "their own computer from what their seat may see, never from hidden cards."));
    form->addRow(hints_);
    onConcede_ = new QComboBox(this);
    onConcede_->setObjectName("onConcede");
    onConcede_->addItem(tr("a bot takes the seat"), true);
    onConcede_->addItem(tr("the game ends"), false);
    onConcede_->setToolTip(tr("A bot takes the seat: the game goes on to its end and the player who conceded may "
                              "watch. The game ends: everyone else wins at once."));
    form->addRow(tr("When a player concedes"), onConcede_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open the table"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (name_->text().trimmed().isEmpty()) return;
        for (const SetBox& b : sets_) AppSettings::instance().setNewGameValue(lanSettingsKey(b.set), b.box->isChecked());
        for (const OptionBox& b : setOptions_)
            AppSettings::instance().setNewGameValue(lanOptionSettingsKey(b.set, b.index), b.box->isChecked());
        accept();
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
LargeGame HostLanDialog::largeGame() const { return large_->rule(); }
void HostLanDialog::setPlayers(int players) { players_->setValue(players); }
quint16 HostLanDialog::port() const { return static_cast<quint16>(port_->value()); }
bool HostLanDialog::hasSet(std::string_view key) const {
    for (const SetBox& b : sets_)
        if (setKey(b.set) == QLatin1StringView(key.data(), static_cast<qsizetype>(key.size()))) return b.box->isChecked();
    return false;
}
Options HostLanDialog::options() const {
    Options o;
    o.playerCount = players();
    for (const SetBox& b : sets_)
        if (b.box->isChecked()) o.sets |= static_cast<SetMask>(1u << b.set);
    for (const OptionBox& b : setOptions_)
        if (b.box->isChecked() && o.has(b.set))
            o.setOptions = static_cast<std::uint8_t>(o.setOptions | (1u << registeredSet(b.set).option(b.index)));
    o.largeGame = largeGame();
    return o;
}
bool HostLanDialog::allowHints() const { return hints_->isChecked(); }
bool HostLanDialog::botOnConcede() const { return onConcede_->currentData().toBool(); }

}  // namespace inno::client
