// innovation-cli: scenarios, games between bots, soak tests, tournaments, benchmarks and the catalogue.
#include "catalogue/catalogue.h"
#include "commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <functional>
#include <map>

namespace {
const char* kUsage =
    "Usage: innovation-cli COMMAND [options]\n"
    "\n"
    "Commands:\n"
    "  scenario PATH...          run scenario files (folders are searched for *.json)\n"
    "  play --players N --seed S play one game between random players and print its log\n"
    "  soak --games N --seed S   random games checking invariants after every answer\n"
    "  catalogue [--json]        print the card catalogue\n"
    "  tournament --bots A,B --games N --seed S --threads T [--json]\n"
    "                            bots against each other, every deal with every seat rotation\n"
    "  bench --seconds S [--json] single-thread engine speed: random games/s, state copy, resampling\n"
    "  loadtest [--host H --port P] --tables N [--json]\n"
    "                            bot clients at N concurrent tables of a LAN server: latency, server CPU and memory\n"
    "  attack --tables N --level L --seconds S\n"
    "                            an honest table's bot moves while one address fills N tables with bots\n"
    "  positions --games N       the evaluation's terms at every action of games between hard bots, with who won\n"
    "  review FILE --seat NAME [--json]\n"
    "                            the game review of a saved game for one seat: win chances, the costliest decisions\n"
    "\n"
    "Run 'innovation-cli COMMAND --help' for a command's options.\n";
}

int main(int argc, char* argv[]) {
    inno::catalogue::install();  // the card sets of this build, before anything reads a card
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("innovation-cli");
    QCoreApplication::setApplicationVersion(INNOVATION_VERSION);
    QStringList args = QCoreApplication::arguments();
    QTextStream out(stdout);
    if (args.size() < 2 || args[1] == "--help" || args[1] == "-h" || args[1] == "help") {
        out << kUsage;
        return args.size() < 2 ? 2 : 0;
    }
    if (args[1] == "--version" || args[1] == "-v") {
        out << "innovation-cli " << INNOVATION_VERSION << "\n";
        return 0;
    }
    const std::map<QString, std::function<int(const QStringList&)>> commands{
        {"scenario", runScenarioCommand},
        {"play", runPlayCommand},
        {"catalogue", runCatalogueCommand},
        {"soak", runSoakCommand},
        {"tournament", runTournamentCommand},
        {"bench", runBenchCommand},
        {"loadtest", runLoadtestCommand},
        {"attack", runAttackCommand},
        {"positions", runPositionsCommand},
        {"review", runReviewCommand},
    };
    auto it = commands.find(args[1]);
    if (it == commands.end()) {
        QTextStream(stderr) << "innovation-cli: unknown command '" << args[1] << "'\n\n" << kUsage;
        return 2;
    }
    QStringList rest = args.mid(2);
    rest.prepend(args[0] + " " + args[1]);
    return it->second(rest);
}
