// A seat concedes: the engine ends the game (the other seats win), and everyone is told.
#include "net/host/table_host.h"

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcHost)

namespace inno::net {

QString TableHost::concede(int seat) {
    if (!game_) return tr("No game is being played.");
    if (seat < 0 || seat >= seats_.size() || !seats_[seat].human) return tr("A bot plays that seat.");
    if (game_->over()) return tr("The game is over.");
    const std::string why = game_->concede(seat);
    if (!why.empty()) return QString::fromStdString(why);
    qCInfo(lcHost) << "seat" << seat << "conceded";
    ++generation_;  // a bot still thinking has nothing left to answer
    botBusy_ = false;
    emit answerAccepted(seat);
    publish();
    return {};
}

}  // namespace inno::net
