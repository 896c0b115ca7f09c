// Players' names at a LAN table. A name is also an option text (a prompt that asks for a player lists the
// players' names), so it must not read, or look, like any other answer, nor like another seat's name.
//
// A name is first normalised: Unicode compatibility forms are folded (NFKC: fullwidth "Ｂｅｎ" is "Ben") and runs of
// spaces become one. It is then refused when it holds invisible or format characters (U+200B, U+202E, U+00AD,
// ...) or unassigned or private code points, starts with a combining mark, mixes scripts that look alike (Latin
// with Cyrillic or Greek), or is confusable (ICU's spoof checker, UTS #39 skeletons, with and without letter
// case) with an answer word the engine writes (every option text it can print, "none", numbers, anything with
// "/") or with another seat's name. A name equal to another seat's once letter case is ignored is not refused:
// the lobby numbers it ("Ann 2").
#pragma once

#include <QString>
#include <QStringList>

#include <cstddef>
#include <memory>

namespace inno::net {

class PlayerNames {
public:
    PlayerNames();
    ~PlayerNames();
    PlayerNames(const PlayerNames&) = delete;
    PlayerNames& operator=(const PlayerNames&) = delete;

    // NFKC, then spaces collapsed and trimmed.
    static QString normalised(const QString& raw);
    // Why `name` (normalised) cannot sit beside `others` (empty: it can).
    QString problem(const QString& name, const QStringList& others) const;
    // Why a name shown to players (a table's, normalised) cannot be used: empty, longer than `maxBytes` of UTF-8,
    // starting with a combining mark, or holding an invisible or formatting character (empty: it can).
    static QString visibleTextProblem(const QString& name, std::size_t maxBytes);
    // The same name once letter case is ignored (NFKC case folding).
    static bool same(const QString& a, const QString& b);

private:
    struct Checker;
    std::unique_ptr<Checker> checker_;
};

}  // namespace inno::net
