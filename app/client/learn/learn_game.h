// The guided first game of Learn to play: always the same deal, two players, the base game, against a gentle bot.
#pragma once

#include "net/host/table_host.h"

namespace inno::client::lesson {

// You hold Agriculture (scoring) and Code of Laws (tucking and splaying); the bot holds Oars, whose demand
// soon comes your way, and Masonry.
constexpr quint64 kSeed = 16;
constexpr BotLevel kBotLevel = BotLevel::Easy;

QList<net::SeatSpec> seats(const QString& playerName);
Options options();

}  // namespace inno::client::lesson
