// Finished games kept for replays: each save goes into a history folder next to the autosave, named by date,
// seats and winner, with a short summary; the oldest are dropped beyond a limit.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace inno {
class Game;
}

namespace inno::client {

struct HistoryEntry {
    QString path;
    QDateTime ended;
    QString seats;    // "Ada, Babbage (Hard)"
    QString winners;  // "Ada", or empty while unknown
    int turns = 0;
    int decisions = 0;
    bool finished = false;
    bool summarised = false;  // the save says how the game went (a history file); a file saved from the menu does not
};

class GameHistory {
    Q_DECLARE_TR_FUNCTIONS(GameHistory)
public:
    static constexpr int kLimit = 50;
    // The history folder (tests may move it).
    static QString folder();
    static void setFolder(const QString& path);
    // Keeps a finished game: `saveText` (a TableHost save) with a summary of `g`. Returns the file written, or
    // empty on failure. Drops the oldest files beyond kLimit.
    static QString keep(const QString& saveText, const Game& g);
    // The kept games, newest first.
    static QList<HistoryEntry> entries();
    // One save file in the same words (a file from elsewhere has no summary: turns and winner stay unknown).
    static std::optional<HistoryEntry> describe(const QString& path);
    // A window title for the game in `path`, in the reader's words: "Ada, Babbage (Easy) · 6/12/26 17:30 · Ada
    // won" (the file name, made for sorting, read "…_won-Ada"); the file name when it is not a save.
    static QString title(const QString& path);
};

}  // namespace inno::client
