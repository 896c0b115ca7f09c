// The story of the finished game, computed from the table's replay; Rematch starts the same seats again.
#include "screens/main_window.h"

#include "game/game_screen.h"
#include "game/story_view.h"

#include <QRandomGenerator>

namespace inno::client {

StoryDialog* MainWindow::showStory() {
    if (!controller_ || !controller_->result()) return nullptr;
    // The story as this seat saw it, for a game at this computer and at a LAN table alike.
    auto* dialog = new StoryDialog(controller_->story(), *controller_->result(), controller_->model(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRematchAvailable(host_ && host_->game());
    connect(dialog, &StoryDialog::save, this, &MainWindow::saveAs);
    dialog->open();
    if (!host_ || !host_->game()) return dialog;
    const QList<net::SeatSpec> seats = host_->seats();
    const Options options = host_->game()->setup().options;
    connect(dialog, &StoryDialog::rematch, this, [this, seats, options] {
        startGame(seats, options, QRandomGenerator::global()->bounded(1u, 99999999u));
    });
    return dialog;
}

}  // namespace inno::client
