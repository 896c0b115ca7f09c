// The large-game rule picker.
#include "widgets/large_game_selector.h"

#include "core/rules.h"

#include <QStandardItemModel>

namespace inno::client {

LargeGameSelector::LargeGameSelector(QWidget* parent) : QComboBox(parent) {
    setObjectName("largeGame");
    addItem(tr("None (four players at most)"), static_cast<int>(LargeGame::None));
    addItem(tr("Parley: pay a card to share with or escape a distant player"), static_cast<int>(LargeGame::Parley));
    addItem(tr("Distant players: they share or obey only at twice the icons"), static_cast<int>(LargeGame::Distant));
    setSeats(2, false);
}

namespace {
Options seats(int players, bool teams, LargeGame rule) {
    Options o;
    o.playerCount = players;
    o.teams = teams;
    o.largeGame = rule;
    return o;
}
}  // namespace

void LargeGameSelector::setSeats(int players, bool teams) {
    players_ = players;
    teams_ = teams;
    // The engine says whether a rule can be in force with these seats, and whether the game needs one.
    const bool applies = largeRule(seats(players, teams, LargeGame::Parley)) != LargeGame::None;
    const bool needed = applies && !setupError(seats(players, teams, LargeGame::None)).empty();
    if (auto* items = qobject_cast<QStandardItemModel*>(model()))
        if (QStandardItem* none = items->item(0)) none->setEnabled(!needed);
    if (needed && currentIndex() == 0) setCurrentIndex(1);
    setEnabled(applies);
    if (teams) setToolTip(tr("Team games ignore the large-game rule."));
    else if (!applies) setToolTip(tr("For games of four or five players."));
    else if (needed) setToolTip(tr("Five players need the parley or the distant-player rule."));
    else setToolTip(tr("Optional with four players: the player across the table is distant."));
}

LargeGame LargeGameSelector::rule() const {
    return largeRule(seats(players_, teams_, static_cast<LargeGame>(currentData().toInt())));
}

void LargeGameSelector::setRule(LargeGame rule) {
    const int k = findData(static_cast<int>(rule));
    if (k >= 0 && (k > 0 || noneAllowed())) setCurrentIndex(k);
}

bool LargeGameSelector::noneAllowed() const {
    const auto* items = qobject_cast<const QStandardItemModel*>(model());
    return !items || !items->item(0) || items->item(0)->isEnabled();
}

}  // namespace inno::client
