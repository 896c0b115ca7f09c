// A SQLite VFS that passes everything to the system's own, except that the writes to one database's files can be
// made to fail, as on a full disk (tests). The table store always opens its database through it.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace inno::net::sqlite_faults {

// The VFS's name (registered on first use).
const char* vfsName();

// Asked before each write to a file of the database: nothing lets the write through; a number of bytes writes that
// many of them, then fails the write with SQLITE_FULL.
using WriteFault = std::function<std::optional<std::size_t>(std::size_t size)>;
// The fault for the files of the database at `path` (its -wal and -journal too); an empty function removes it.
void setWriteFault(const std::string& path, WriteFault fault);

}  // namespace inno::net::sqlite_faults
