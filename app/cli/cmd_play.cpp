// innovation-cli play: one game between random players, printed as a log.
#include "commands.h"
#include "expansion_options.h"

#include "bots/random_answer.h"
#include "core/describe.h"
#include "core/game.h"
#include "core/notation.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <random>

int runPlayCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Plays one game between random players and prints its log.");
    parser.addHelpOption();
    QCommandLineOption players("players", "Number of players, 2 to 5 (five need --large).", "N", "2");
    QCommandLineOption seed("seed", "Seed for the deal and the players' choices.", "S", "1");
    QCommandLineOption teams("teams", "Play the 4-player team game.");
    QCommandLineOption quiet("quiet", "Print only the result.");
    QCommandLineOption large("large", "The large-game rule for four or five players: none, parley or distant.", "RULE",
                             "none");
    parser.addOptions({players, seed, teams, quiet, large});
    const ExpansionOptions expansions;
    expansions.addTo(parser);
    parser.process(args);
    QTextStream out(stdout);
    bool ok1 = false, ok2 = false;
    const int n = parser.value(players).toInt(&ok1);
    const qulonglong s = parser.value(seed).toULongLong(&ok2);
    const auto largeGame = inno::parseLargeGame(parser.value(large).toStdString());
    if (!ok1 || n < 2 || n > inno::kMaxPlayers || !ok2 || !largeGame) {
        QTextStream(stderr) << "innovation-cli play: --players must be 2 to 5, --seed a number and --large none, "
                               "parley or distant\n";
        return 2;
    }
    inno::GameSetup setup;
    setup.options.largeGame = *largeGame;
    setup.options.sets = expansions.sets(parser);
    setup.options.setOptions = expansions.setOptions(parser, setup.options.sets);
    const char* names[] = {"Alice", "Bob", "Carol", "Dave", "Eve"};
    for (int i = 0; i < n; ++i) setup.players.emplace_back(names[i]);
    setup.seed = s;
    setup.options.teams = parser.isSet(teams);
    try {
        inno::Game game = inno::Game::start(setup);
        std::mt19937_64 rng(s * 7919 + 17);
        std::size_t printed = 0;
        int decisions = 0;
        while (!game.over()) {
            const inno::Prompt& p = *game.prompt();
            inno::Answer a = inno::randomAnswer(p, rng);
            if (!parser.isSet(quiet) && p.kind != inno::PromptKind::Action) {
                auto picks = inno::answerTexts(p, a, game.names());
                out << "   > " << QString::fromStdString(game.names()[p.player]) << " chooses "
                    << QString::fromStdString(picks.size() == 1 ? picks[0] : "[" + [&] {
                           std::string j;
                           for (auto& x : picks) j += (j.empty() ? "" : ", ") + x;
                           return j;
                       }() + "]")
                    << "\n";
            }
            if (auto why = game.answer(a); !why.empty()) {
                QTextStream(stderr) << "engine refused a legal answer: " << QString::fromStdString(why) << "\n";
                return 1;
            }
            ++decisions;
            if (!parser.isSet(quiet))
                for (; printed < game.events().size(); ++printed) {
                    auto line = inno::describeEvent(game.events()[printed], game.names());
                    if (!line.empty()) out << QString::fromStdString(line) << "\n";
                }
        }
        const auto& st = game.state();
        out << "Result after " << decisions << " decisions and " << st.turnNumber << " turns:";
        for (int p = 0; p < n; ++p)
            out << " " << names[p] << " " << inno::scoreTotal(st.player(p)) << " points/"
                << st.player(p).achievementCount() << " achievements" << (p + 1 < n ? ";" : "\n");
        out << "Winner(s):";
        for (int p = 0; p < n; ++p)
            if (st.winners & (1u << p)) out << " " << names[p];
        out << "\n";
    } catch (const std::exception& e) {
        QTextStream(stderr) << "innovation-cli play: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
