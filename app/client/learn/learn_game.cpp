#include "learn/learn_game.h"

namespace inno::client::lesson {

QList<net::SeatSpec> seats(const QString& playerName) {
    net::SeatSpec you{playerName, true};
    // Two players cannot share a name.
    const QString name = playerName.trimmed().compare(QStringLiteral("Robin"), Qt::CaseInsensitive) == 0 ? QStringLiteral("Kim")
                                                                                                         : QStringLiteral("Robin");
    net::SeatSpec bot{name, false, kBotLevel};
    return {you, bot};
}

Options options() { return Options{}; }  // the base game, no expansion, no extra rules

}  // namespace inno::client::lesson
