// The journal earlier servers kept (DATA/journal.jsonl: one JSON record a line, docs/protocol.md of those
// versions), read into tables for the table store. It is strict where the old restore was lenient: a record of an
// unknown kind, a record for a table the journal does not have, an answer out of order and a game without its
// start are each a problem, and every acknowledged answer that cannot be restored is counted in one. A torn last
// line (a crash mid-write) is not a record: it was never acknowledged. Qt-free.
#pragma once

#include "net/lan/stored_table.h"

#include <string>
#include <string_view>
#include <vector>

namespace inno::net {

struct ImportedJournal {
    std::vector<StoredTable> tables;
    std::vector<std::string> problems;  // with the journal's line numbers (from 1)
};

ImportedJournal importJournal(std::string_view text);

}  // namespace inno::net
