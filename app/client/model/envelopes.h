// The table's messages around the game (the table itself, its end, an error), each decoded once into a typed
// envelope. When the server's typed envelopes (app/net/protocol.h) land, these decoders give way to them; nothing
// else in the client reads those messages field by field.
#pragma once

#include "model/game_result.h"

#include "core/state.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <boost/json.hpp>

#include <array>
#include <cstdint>

namespace inno::client {

struct TableEnvelope {
    struct Player {
        QString name;
        bool human = true;
        QString level;               // a bot's level
        std::int64_t concededAt = -1;  // the event index at which a person conceded and a bot took the seat
    };
    QList<int> seats;  // the seats this client plays (none: it watches)
    QList<Player> players;
    Options options;
    std::array<int, kAges> deckSizes{};
    QStringList available;  // the achievements available at the start
};

struct ErrorEnvelope {
    bool fatal = false;
    QString message;
};

// Each throws json::DecodeError when the message does not fit.
TableEnvelope decodeTable(const boost::json::object& m);
GameResult decodeGameOver(const boost::json::object& m);
ErrorEnvelope decodeError(const boost::json::object& m);

}  // namespace inno::client
