// The subcommands of innovation-cli; each parses its own options and returns the exit status.
#pragma once

#include <QStringList>

int runScenarioCommand(const QStringList& args);
int runPlayCommand(const QStringList& args);
int runCatalogueCommand(const QStringList& args);
int runSoakCommand(const QStringList& args);
int runTournamentCommand(const QStringList& args);
int runBenchCommand(const QStringList& args);
int runLoadtestCommand(const QStringList& args);
int runAttackCommand(const QStringList& args);
int runPositionsCommand(const QStringList& args);
int runReviewCommand(const QStringList& args);
