// innovation-cli scenario PATH...: runs scenario files and prints one line per failure. A scenario that puts in play
// an expansion this build leaves out is skipped and counted, with the reason (docs/architecture.md).
#include "commands.h"

#include "scenario/scenario.h"

#include <QCommandLineParser>
#include <QDirIterator>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <map>

int runScenarioCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Runs rules scenarios (see docs/scenarios.md).");
    parser.addHelpOption();
    parser.addPositionalArgument("paths", "Scenario files, or folders searched recursively for *.json.", "PATH...");
    QCommandLineOption verbose({"v", "verbose"}, "Print a line for every scenario, passed or not.");
    parser.addOption(verbose);
    parser.process(args);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().isEmpty()) {
        err << "innovation-cli scenario: give at least one file or folder\n";
        return 2;
    }
    QStringList files;
    for (const QString& path : parser.positionalArguments()) {
        QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(path, {"*.json"}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) found << it.next();
            std::sort(found.begin(), found.end());
            files << found;
        } else {
            files << path;
        }
    }
    int passed = 0, failed = 0;
    std::map<QString, int> skipped;  // by reason: scenarios of an expansion this build leaves out
    for (const QString& file : files) {
        inno::ScenarioOutcome r = inno::runScenarioFile(file.toStdString());
        if (!r.skipped.empty()) {
            const QString why = QString::fromStdString(r.skipped);
            ++skipped[why];
            if (parser.isSet(verbose)) out << "skip " << file << ": " << why << "\n";
            continue;
        }
        if (r.passed) {
            ++passed;
            if (parser.isSet(verbose)) out << "ok   " << file << ": " << QString::fromStdString(r.title) << "\n";
            continue;
        }
        ++failed;
        out << "FAIL " << file << ": " << QString::fromStdString(r.title.empty() ? "(no title)" : r.title) << ": "
            << QString::fromStdString(r.failure) << " | waiting on: " << QString::fromStdString(r.waiting) << "\n";
    }
    out << passed << " passed, " << failed << " failed";
    for (const auto& [why, count] : skipped) out << ", " << count << " skipped (" << why << ")";
    out << "\n";
    return failed == 0 ? 0 : 1;
}
