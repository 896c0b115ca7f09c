// The large-game rule picker.
#include "screens/large_game_selector.h"

#include <QStandardItemModel>

namespace inno::client {

LargeGameSelector::LargeGameSelector(QWidget* parent) : QComboBox(parent) {
    setObjectName("largeGame");
    addItem(tr("None (four players at most)"), static_cast<int>(LargeGame::None));
    addItem(tr("Parley: pay a card to share with or escape a distant player"), static_cast<int>(LargeGame::Parley));
    addItem(tr("Distant players: they share or obey only at twice the icons"), static_cast<int>(LargeGame::Distant));
    setSeats(2, false);
}

void LargeGameSelector::setSeats(int players, bool teams) {
    const bool five = players >= 5;
    if (auto* items = qobject_cast<QStandardItemModel*>(model()))
        if (QStandardItem* none = items->item(0)) none->setEnabled(!five);
    if (five && currentIndex() == 0) setCurrentIndex(1);
    setEnabled(players >= 4 && !teams);
    if (teams) setToolTip(tr("Team games ignore the large-game rule."));
    else if (players < 4) setToolTip(tr("For games of four or five players."));
    else if (five) setToolTip(tr("Five players need the parley or the distant-player rule."));
    else setToolTip(tr("Optional with four players: the player across the table is distant."));
}

LargeGame LargeGameSelector::rule() const {
    return isEnabled() ? static_cast<LargeGame>(currentData().toInt()) : LargeGame::None;
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
