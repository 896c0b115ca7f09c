// The command-line switches that put the expansions of the build in play: one per expansion, named by its key
// (--cities, ...), so a build without an expansion has no switch for it.
#pragma once

#include "core/state.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <utility>
#include <vector>

class ExpansionOptions {
public:
    ExpansionOptions();
    void addTo(QCommandLineParser& parser) const;
    // The sets in play: the base game and every expansion switched on.
    inno::SetMask sets(const QCommandLineParser& parser) const;
    // " Cities" for a Cities game: the expansions in play, for a line of output.
    static QString label(inno::SetMask sets);

private:
    std::vector<std::pair<QCommandLineOption, inno::SetId>> options_;
};
