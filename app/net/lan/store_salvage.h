// Salvage of a damaged table store: the rows read straight from the database file's pages, without SQLite, so that
// a damaged interior page, header or freelist cannot hide the rows on the pages that are still sound.
//
// Every page is read as a b-tree page (SQLite's file format): the cells its cell array points at are decoded, and
// each record whose shape is that of a row of the store (a table, an answer, an address's wrong passwords) is kept.
// A page whose header cannot be read is searched byte by byte for answer records, which are checked strictly (their
// picks must be a JSON array of strings), so that the answers a damaged page still holds are found too. The caller
// decides what to trust: rows read through SQLite come first, then rows from sound pages, then rows found by the
// search (see TableStore::open).
//
// Plain C++, no SQLite and no Qt.
#pragma once

#include "net/lan/stored_table.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace inno::net::salvage {

// How a row was found: on a page that reads as a b-tree page, or by searching a page that does not.
enum class Found { OnSoundPage, BySearch };

struct SalvagedTable {
    StoredTable table;  // without answers
    std::int64_t acknowledged = 0;  // its answer count
    bool seatsReadable = true;
};

struct SalvagedAnswer {
    int table = 0;
    int n = 0;
    StoredAnswer answer;
    Found found = Found::OnSoundPage;
};

struct Salvaged {
    std::vector<SalvagedTable> tables;   // every version found, in page order
    std::vector<SalvagedAnswer> answers;  // every version found, in page order
    std::vector<StoredGuesses> guesses;
    int pages = 0;          // pages in the file
    int unreadable = 0;     // pages that do not read as b-tree pages (searched)
    std::uint32_t pageSize = 0;
};

// The rows of the file's bytes (its main file; the WAL is not read: every acknowledged change is checkpointed).
Salvaged fromBytes(std::string_view file);
Salvaged fromFile(const std::string& path);

// The same record formats, for the store's own use: the seats and picks columns as the store writes them.
std::string seatsJson(const std::vector<StoredSeat>& seats);
std::string picksJson(const std::vector<std::string>& picks);
bool seatsFrom(const std::string& text, std::vector<StoredSeat>& out);
bool picksFrom(const std::string& text, std::vector<std::string>& out);

}  // namespace inno::net::salvage
