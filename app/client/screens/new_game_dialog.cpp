#include "screens/new_game_dialog.h"

#include "text/words.h"
#include "widgets/large_game_selector.h"
#include "settings.h"

#include "core/rules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>
#include "sets/set_words.h"

#include "net/host/protocol.h"

#include "json/json_io.h"

namespace inno::client {

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New game"));
    auto* v = new QVBoxLayout(this);
    auto* seatsBox = new QGroupBox(tr("Players, in seat order (clockwise)"), this);
    auto* grid = new QGridLayout(seatsBox);
    const QStringList names{AppSettings::instance().lastPlayerName(), tr("Ada"), tr("Babbage"), tr("Curie"), tr("Dijkstra")};
    for (int i = 0; i < kMaxPlayers; ++i) {
        Row r;
        r.on = new QCheckBox(seatsBox);
        r.on->setChecked(i < 2);
        r.on->setEnabled(i >= 2);
        r.on->setToolTip(i < 2 ? tr("A game needs at least two players") : tr("Seat a player here"));
        r.name = new QLineEdit(names[i], seatsBox);
        r.name->setMaxLength(20);
        r.kind = new QComboBox(seatsBox);
        r.kind->addItem(tr("Person (this screen)"), "human");
        for (const char* l : {"random", "easy", "medium", "hard", "expert"})
            r.kind->addItem(tr("Bot: %1").arg(Texts::botLevel(l)), l);
        r.kind->setCurrentIndex(i == 0 ? 0 : 3);
        grid->addWidget(new QLabel(tr("Seat %1").arg(i + 1), seatsBox), i, 0);
        grid->addWidget(r.on, i, 1);
        grid->addWidget(r.name, i, 2);
        grid->addWidget(r.kind, i, 3);
        connect(r.on, &QCheckBox::toggled, this, &NewGameDialog::update);
        connect(r.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::update);
        rows_.push_back(r);
    }
    v->addWidget(seatsBox);
    hint_ = new QLabel(this);
    hint_->setWordWrap(true);
    hint_->setObjectName("hint");
    v->addWidget(hint_);
    auto* optBox = new QGroupBox(tr("Options"), this);
    auto* form = new QFormLayout(optBox);
    teams_ = new QCheckBox(tr("Team game (four players: seats 1 and 3 against 2 and 4)"), optBox);
    extra_ = new QCheckBox(tr("One extra achievement needed to win"), optBox);
    form->addRow(teams_);
    form->addRow(extra_);
    // One option per card set this build has that brings its words (objectName "<key>Option").
    for (const ClientSet& set : clientSets()) {
        if (!set.words) continue;
        auto* box = new QCheckBox(set.words->optionLabel(), optBox);
        box->setObjectName(setKey(set.id) + "Option");
        box->setToolTip(set.words->optionToolTip());
        form->addRow(box);
        connect(box, &QCheckBox::toggled, this, &NewGameDialog::update);
        sets_.push_back({set.id, box});
        // The set's own options under it, indented, enabled while it is ticked (objectName "<option>Option").
        for (const SetWords::SubOption& sub : set.words->subOptions()) {
            auto* subBox = new QCheckBox(sub.label, optBox);
            subBox->setObjectName(optionKey(set.id, sub.index) + "Option");
            subBox->setToolTip(sub.toolTip);
            auto* row = new QHBoxLayout;
            row->addSpacing(24);
            row->addWidget(subBox, 1);
            form->addRow(row);
            setOptions_.push_back({set.id, registeredSet(set.id).option(sub.index), subBox});
        }
    }
    large_ = new LargeGameSelector(optBox);
    form->addRow(tr("Large-game rule:"), large_);
    needed_ = new QLabel(optBox);
    needed_->setObjectName("achievementsNeeded");
    form->addRow(needed_);
    connect(teams_, &QCheckBox::toggled, this, &NewGameDialog::update);
    connect(extra_, &QCheckBox::toggled, this, &NewGameDialog::update);
    connect(large_, &QComboBox::currentIndexChanged, this, &NewGameDialog::update);
    auto* seedRow = new QHBoxLayout;
    seed_ = new QLineEdit(optBox);
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression("[0-9]{1,19}"), seed_));
    auto* reroll = new QPushButton(tr("New seed"), optBox);
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(reroll);
    form->addRow(tr("Seed (the same seed deals the same cards):"), seedRow);
    v->addWidget(optBox);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the game"));
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reroll, &QPushButton::clicked, this, [this] { setSeed(QRandomGenerator::global()->bounded(1, 1000000000)); });
    setSeed(QRandomGenerator::global()->bounded(1, 1000000000));
    restoreLast();
    update();
    // The next dialog opens with these seats and options.
    connect(this, &QDialog::accepted, this, &NewGameDialog::remember);
}

void NewGameDialog::remember() const {
    AppSettings& s = AppSettings::instance();
    QStringList seats;
    for (const auto& r : rows_)
        seats << QString("%1\t%2\t%3").arg(r.on->isChecked() ? 1 : 0).arg(r.kind->currentData().toString(), r.name->text());
    s.setNewGameValue("seats", seats);
    // The options as the wire writes them (net::optionsJson), with the large-game rule chosen even while it is off.
    Options o = options();
    o.largeGame = static_cast<LargeGame>(large_->currentData().toInt());
    s.setNewGameValue("options", QString::fromStdString(boost::json::serialize(net::optionsJson(o))));
}

void NewGameDialog::restoreLast() {
    const AppSettings& s = AppSettings::instance();
    const QStringList seats = s.newGameValue("seats").toStringList();
    for (int i = 0; i < seats.size() && i < rows_.size(); ++i) {
        const QStringList f = seats[i].split('\t');
        if (f.size() != 3) continue;
        if (i >= 2) rows_[i].on->setChecked(f[0] == "1");
        if (const int k = rows_[i].kind->findData(f[1]); k >= 0) rows_[i].kind->setCurrentIndex(k);
        if (!f[2].trimmed().isEmpty()) rows_[i].name->setText(f[2]);
    }
    update();  // a team game needs four seats
    if (!s.newGameValue("options").isValid()) {
        // Saved by a version before the options were one value: its keys one by one.
        teams_->setChecked(s.newGameValue("teams").toBool() && teams_->isEnabled());
        extra_->setChecked(s.newGameValue("extraAchievement").toBool());
        if (const auto rule = parseLargeGame(s.newGameValue("largeGame").toString().toStdString())) large_->setRule(*rule);
        for (const SetBox& b : sets_) b.box->setChecked(s.newGameValue(setKey(b.set)).toBool());
        return;
    }
    // Options this build cannot read back (an expansion it leaves out): the defaults.
    std::string error;
    const auto saved = json::parse(s.newGameValue("options").toString().toStdString(), error);
    const auto o = saved ? net::optionsOf(&*saved, static_cast<int>(NewGameDialog::seats().size())) : std::nullopt;
    if (!o) return;
    teams_->setChecked(o->teams && teams_->isEnabled());
    extra_->setChecked(o->extraAchievement);
    large_->setRule(o->largeGame);
    for (const SetBox& b : sets_) b.box->setChecked(o->has(b.set));
    for (const OptionBox& b : setOptions_) b.box->setChecked(o->hasOption(b.option));
    update();
}

void NewGameDialog::update() {
    int players = 0, humans = 0;
    for (const auto& r : rows_) {
        const bool on = r.on->isChecked();
        r.name->setEnabled(on);
        r.kind->setEnabled(on);
        if (on) {
            ++players;
            humans += r.kind->currentData().toString() == "human" ? 1 : 0;
        }
    }
    for (const OptionBox& b : setOptions_)
        for (const SetBox& set : sets_)
            if (set.set == b.set) b.box->setEnabled(set.box->isChecked());
    teams_->setEnabled(players == 4);
    if (players != 4) teams_->setChecked(false);
    large_->setSeats(players, teams_->isChecked());
    needed_->setText(tr("Achievements needed to win: %1").arg(achievementsToWin(options())));
    QString hint;
    if (humans == 0) hint = tr("Only bots: you will watch the game.");
    else if (humans == 1) hint = tr("You play against the bots. Undo is available.");
    else hint = tr("Hot-seat: %1 people share this screen; hands are hidden between turns.").arg(humans);
    hint_->setText(hint);
}

QList<net::SeatSpec> NewGameDialog::seats() const {
    QList<net::SeatSpec> out;
    for (const auto& r : rows_) {
        if (!r.on->isChecked()) continue;
        net::SeatSpec s;
        s.name = r.name->text().trimmed();
        s.human = r.kind->currentData().toString() == "human";
        s.level = parseBotLevel(r.kind->currentData().toString().toStdString()).value_or(BotLevel::Random);
        out.push_back(s);
    }
    return out;
}

Options NewGameDialog::options() const {
    Options o;
    o.playerCount = static_cast<int>(seats().size());
    o.teams = teams_->isChecked();
    o.extraAchievement = extra_->isChecked();
    o.largeGame = large_->rule();
    for (const SetBox& b : sets_)
        if (b.box->isChecked()) o.sets |= static_cast<SetMask>(1u << b.set);
    for (const OptionBox& b : setOptions_)
        if (b.box->isChecked() && o.has(b.set)) o.setOptions = static_cast<std::uint8_t>(o.setOptions | (1u << b.option));
    return o;
}

quint64 NewGameDialog::seed() const { return seed_->text().toULongLong(); }

void NewGameDialog::setSeed(quint64 s) { seed_->setText(QString::number(s)); }

void NewGameDialog::setSeats(const QList<net::SeatSpec>& seats) {
    for (int i = 0; i < rows_.size(); ++i) {
        const bool on = i < seats.size();
        rows_[i].on->setChecked(on);
        if (!on) continue;
        rows_[i].name->setText(seats[i].name);
        const QString kind = seats[i].human ? "human" : QString::fromUtf8(botLevelName(seats[i].level).data());
        rows_[i].kind->setCurrentIndex(rows_[i].kind->findData(kind));
    }
    update();
}

}  // namespace inno::client
