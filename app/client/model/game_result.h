// How a game ended, as the table announced it: winners, the reason, and every player's final score.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace inno::client {

struct GameResult {
    QStringList winners;
    QString reason;  // achievements, drewAboveTen, cardEffect, conceded
    QString card;
    QString conceded;  // who conceded (reason "conceded")
    struct Line {
        QString name;
        int score = 0;
        int achievements = 0;
        bool winner = false;
    };
    QList<Line> players;
    int turns = 0;
};

}  // namespace inno::client
