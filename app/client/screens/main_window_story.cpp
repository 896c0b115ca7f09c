// The story of the finished game, computed from the table's replay; Rematch starts the same seats again.
#include "screens/main_window.h"

#include "game/game_screen.h"
#include "game/story_view.h"

#include <QRandomGenerator>

namespace inno::client {

StoryDialog* MainWindow::showStory() {
    if (!host_ || !host_->game() || !controller_ || !controller_->result()) return nullptr;
    const GameStory story = gameStory(*host_->game());
    auto* dialog = new StoryDialog(story, *controller_->result(), controller_->model(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QList<net::SeatSpec> seats = host_->seats();
    const Options options = host_->game()->setup().options;
    connect(dialog, &StoryDialog::rematch, this, [this, seats, options] {
        startGame(seats, options, QRandomGenerator::global()->bounded(1u, 99999999u));
    });
    connect(dialog, &StoryDialog::save, this, &MainWindow::saveAs);
    dialog->open();
    return dialog;
}

}  // namespace inno::client
