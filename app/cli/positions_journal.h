// The positions command's output file kept as a journal: the rows of each game in the games' order, each game closed
// by a line "# game SEED" (or "# game SEED left out"), so that a stopped run starts again after the last closed game
// and the file ends byte for byte as an unbroken run writes it.
#pragma once

#include <fstream>
#include <string>

class PositionsJournal {
public:
    // Opens `path` to append to. A new or empty file is given `head`; an existing one must begin with `head` (the
    // same table, bots and deals), and whatever follows its last closed game (a game cut off by a killed run) is
    // dropped. Returns an error, leaving the file untouched, if it holds other positions.
    std::string open(const std::string& path, const std::string& head);
    int closedGames() const { return closed_; }
    int leftOut() const { return leftOut_; }
    long long rows() const { return rows_; }
    // One game's rows and its closing line (counted with the games already in the file).
    void append(const std::string& block);

private:
    void count(const std::string& text, std::size_t from, std::size_t to);
    std::ofstream out_;
    int closed_ = 0, leftOut_ = 0;
    long long rows_ = 0;
};

// The closing line of a game's rows.
std::string closingLine(unsigned long long seed, bool leftOut);
