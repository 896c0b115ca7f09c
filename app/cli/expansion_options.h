// The command-line switches that put the expansions in play: one per expansion the project has, named by its key
// (--<key>). A build without an expansion still knows its switch, and refuses it with a clear error.
#pragma once

#include "core/state.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

class ExpansionOptions {
public:
    ExpansionOptions();
    void addTo(QCommandLineParser& parser) const;
    // The sets in play: the base game and every expansion switched on. Switching on an expansion this build
    // leaves out prints "innovation-cli: this build has no <name>" and exits with status 2.
    inno::SetMask sets(const QCommandLineParser& parser) const;
    // The sets' own options switched on (--relics), for Options::setOptions. One whose set is not in `sets` prints
    // "innovation-cli: the option "relics" needs Artifacts of History" and exits with status 2.
    std::uint8_t setOptions(const QCommandLineParser& parser, inno::SetMask sets) const;
    // The expansions in play, for a line of output: each one's key, capitalized, after a space ("" for a base game).
    static QString label(inno::SetMask sets);

private:
    struct Switch {
        QCommandLineOption option;
        std::optional<inno::SetId> set;  // nullopt: an expansion this build leaves out
        std::string_view name;
    };
    std::vector<Switch> switches_;
    std::vector<QCommandLineOption> optionSwitches_;  // by bit of Options::setOptions
};
