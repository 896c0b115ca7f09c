// The player's wins and losses against bots, per level of the strongest bot at the table, shown on the start
// screen ("Your record: Easy 3–1 · Medium 1–2"). Only local games with one person at the table count.
#pragma once

#include "model/game_result.h"
#include "net/host/table_host.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace inno::client {

class BotRecord {
    Q_DECLARE_TR_FUNCTIONS(BotRecord)
public:
    // Counts a finished game as the person's win or loss (a concession is a loss); any other table is ignored.
    static void recordGame(const QList<net::SeatSpec>& seats, const GameResult& result);
    // The levels played, weakest first; empty when none.
    static QString summary();
};

}  // namespace inno::client
