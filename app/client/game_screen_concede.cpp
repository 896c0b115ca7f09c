// The game screen's concession: asked for confirmation, then sent to the table, which ends the game.
#include "game_screen.h"

#include <QMessageBox>
#include <QPushButton>

namespace inno::client {

void GameScreen::askConcede() {
    if (!controller_ || !controller_->canConcede() || findChild<QMessageBox*>("concedeConfirm")) return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Concede"),
                                tr("Concede the game? It ends now and the other players win. This cannot be undone."),
                                QMessageBox::NoButton, this);
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
