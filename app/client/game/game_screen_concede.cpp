// The game screen's concession: asked for confirmation, then sent to the table, which ends the game (or, at a
// LAN table whose host chose so, gives the seat to a bot and lets the game go on).
#include "game/game_screen.h"

#include <QMessageBox>
#include <QPushButton>

namespace inno::client {

void GameScreen::askConcede() {
    if (!controller_ || !controller_->canConcede() || findChild<QMessageBox*>("concedeConfirm")) return;
    const QString question =
        controller_->concedeGoesToBot()
            ? tr("Concede the game? You leave it and a bot plays your seat to the end; you may watch. This cannot be "
                 "undone.")
            : tr("Concede the game? It ends now and the other players win. This cannot be undone.");
    auto* box = new QMessageBox(QMessageBox::Question, tr("Concede"), question, QMessageBox::NoButton, this);
    box->setObjectName("concedeConfirm");
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* yes = box->addButton(tr("Concede"), QMessageBox::DestructiveRole);
    yes->setObjectName("concedeYes");
    box->setDefaultButton(box->addButton(tr("Keep playing"), QMessageBox::RejectRole));
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton* b) {
        if (b == yes && controller_) controller_->concede();
    });
    box->open();
}

}  // namespace inno::client
