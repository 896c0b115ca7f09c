// A LAN table as the table store keeps it (plain data): the lobby writes it with every change, the store reads it
// back at a start, and the import of old journals produces it. Texts are UTF-8.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace inno::net {

struct StoredSeat {
    std::string kind = "open";  // open, human, bot
    std::string name;
    std::string level = "easy";  // a bot's level
    std::string token;           // hex SHA-256 of the seat's token (the token itself is never kept)
    bool standIn = false;        // a bot standing in for an away person
    bool conceded = false;       // the person conceded and a bot plays the seat for good
    int concededAt = -1;         // events the game had then
    bool operator==(const StoredSeat&) const = default;
};

struct StoredAnswer {
    int seat = -1;                   // who answered
    std::vector<std::string> picks;  // option texts
    bool operator==(const StoredAnswer&) const = default;
};

struct StoredTable {
    int id = 0;
    std::string name;
    int players = 2;
    std::string options = "{}";  // the engine's encoding of the game's options
    std::string passwordSalt, passwordHash;  // empty hash: no password
    int botDelayMs = 0;        // -1: the server's default
    std::int64_t created = 0;  // seconds since the epoch
    int hostSeat = 0;
    bool seedFixed = false;  // the host chose the deal
    std::uint64_t seed = 0;
    bool hints = false;
    bool botOnConcede = true;
    std::string phase = "lobby";  // lobby, playing or over (a game over is checked by replaying it)
    int conceded = -1;            // the seat that ended the game by conceding
    std::string ownerAddress;     // the address that opened the table (its per-address count)
    std::vector<StoredSeat> seats;
    std::vector<StoredAnswer> answers;  // every acknowledged answer, in order
    bool operator==(const StoredTable&) const = default;
};

// Wrong passwords from one address: the guesses it has left and when (milliseconds since the epoch).
struct StoredGuesses {
    std::string address;
    double tokens = 0;
    std::int64_t atMs = 0;
    bool operator==(const StoredGuesses&) const = default;
};

// The changes the lobby makes, each written in order; an acknowledged answer is never split from its change.
namespace change {
struct PutTable {  // the table's settings and seats (its answers are not touched)
    StoredTable table;
};
struct AddAnswer {  // answer number `n` (from 1)
    int table = 0;
    int n = 0;
    StoredAnswer answer;
};
struct KeepAnswers {  // an undo: only the first `n` answers stay
    int table = 0;
    int n = 0;
};
struct DropTable {
    int table = 0;
};
struct PutGuesses {
    StoredGuesses guesses;
};
}  // namespace change
using StoreChange = std::variant<change::PutTable, change::AddAnswer, change::KeepAnswers, change::DropTable, change::PutGuesses>;

}  // namespace inno::net
