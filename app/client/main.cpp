// innovation: the desktop client.
#include "catalogue/catalogue.h"
#include "core/card_set.h"
#include "app_modes.h"
#include "screens/catalogue_window.h"
#include "logging.h"
#include "screens/main_window.h"
#include "replay/replay_window.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QThreadPool>
#include <QTimer>
#include <QTranslator>

#include <optional>
#include <utility>

using namespace inno::client;

namespace {
QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
// Keys as a list for a help text: "a, b or c".
QString keyList(const QStringList& keys) {
    if (keys.size() < 2) return keys.join("");
    return QApplication::translate("main", "%1 or %2").arg(keys.mid(0, keys.size() - 1).join(", "), keys.last());
}
}  // namespace

int main(int argc, char** argv) {
    inno::catalogue::install();  // the card sets of this build, before anything reads a card
    QElapsedTimer sinceStart;
    sinceStart.start();
    // --help and --version print and exit: they must work without a display (a terminal over ssh, packaging tests).
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if ((arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v") &&
            !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    // Qt's raster engine hands large fills and blits to the global thread pool and waits for them. On this
    // program's tables more pool threads bring no gain (measured with --benchmark), so one is kept and the other
    // cores stay free for the bots.
    QThreadPool::globalInstance()->setMaxThreadCount(
        qEnvironmentVariableIsSet("INNOVATION_POOL") ? qEnvironmentVariableIntValue("INNOVATION_POOL") : 1);
    QApplication::setApplicationName("innovation");
    QApplication::setOrganizationName("Innovation");
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Innovation"));
    QApplication::setApplicationVersion(INNOVATION_VERSION);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Carl Chudyk's Innovation: play against bots or friends."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption demo("demo", QApplication::translate("main", "Bots play in every seat; see --actions and --screenshot."));
    QCommandLineOption seed("seed", QApplication::translate("main", "Seed of the demo game."), "S", "1");
    QCommandLineOption actions("actions", QApplication::translate("main", "Actions the demo plays before it stops."), "N", "20");
    QCommandLineOption players("players", QApplication::translate("main", "Players in the demo game, 2 to 5 (five need --large-game)."), "N", "3");
    QCommandLineOption largeGame("large-game", QApplication::translate("main", "Demo: the large-game rule, parley or distant."), "RULE");
    QCommandLineOption human("human", QApplication::translate("main", "Demo: seat 1 is a person (random until the screenshot, then a prompt waits)."));
    QCommandLineOption screenshot("screenshot", QApplication::translate("main", "Save a picture of the window to FILE and exit."), "FILE");
    QCommandLineOption benchmark("benchmark", QApplication::translate("main", "Print start-up and table update timings and exit."));
    QCommandLineOption size("size", QApplication::translate("main", "Window size, e.g. 1600x1000."), "WxH", "1600x1000");  // default: fitted to the screen
    QCommandLineOption catalogue("catalogue", QApplication::translate("main", "Open the card catalogue (with --screenshot: of it)."));
    QCommandLineOption search("search", QApplication::translate("main", "Catalogue: search text."), "TEXT");
    // The card sets by key: the base game, each expansion of this build, then those it leaves out (asking for one is
    // an error).
    QStringList setKeys;
    for (int set = 0; set < inno::setCount(); ++set) setKeys << text(inno::cardSet(static_cast<inno::SetId>(set)).key);
    for (const inno::catalogue::KnownExpansion& x : inno::catalogue::knownExpansions())
        if (!x.built) setKeys << text(x.key);
    // The actions the expansions add ("--wait-for <action>" stops at its preview).
    QStringList setActions;
    for (int a = inno::kCoreActionKinds; a < inno::actionKindCount(); ++a) setActions << text(inno::actionKindName(static_cast<inno::ActionKind>(a)));
    QCommandLineOption catalogueExpansion("catalogue-expansion",
                                          QApplication::translate("main", "Catalogue: only the cards of one set: %1.").arg(keyList(setKeys)), "SET");
    QCommandLineOption rules("rules", QApplication::translate("main", "Open the rules reference."));
    QCommandLineOption botLevel("bot-level", QApplication::translate("main", "Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three."), "LEVEL");
    QCommandLineOption waitFor("wait-for", QApplication::translate("main", "Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return..., or an action of an expansion (%1): its preview).").arg(keyList(setActions)), "KIND");
    QCommandLineOption speed("speed", QApplication::translate("main", "Animation speed: off, fast, normal, slow."), "SPEED");
    QCommandLineOption load("load", QApplication::translate("main", "Open a saved game."), "FILE");
    QCommandLineOption language("language", QApplication::translate("main", "Interface language for this run: en, de or fr."), "LANG");
    QCommandLineOption untilHand("until-hand", QApplication::translate("main", "Demo: play on until the first seat holds N cards in hand."), "N", "0");
    QCommandLineOption untilScore("until-score", QApplication::translate("main", "Demo: play on until a score pile holds N cards."), "N", "0");
    parser.addOptions({untilHand, untilScore, largeGame});
    // --<key> per expansion, this build's and those it leaves out.
    std::vector<std::pair<QString, QCommandLineOption>> expansionSwitches;
    for (int set = 1; set < inno::setCount(); ++set) {
        const inno::CardSetDef& def = inno::cardSet(static_cast<inno::SetId>(set));
        expansionSwitches.emplace_back(text(def.key), QCommandLineOption(text(def.key), QApplication::translate("main", "Demo: a game with the %1 expansion.").arg(text(def.name))));
    }
    for (const inno::catalogue::KnownExpansion& x : inno::catalogue::knownExpansions())
        if (!x.built)
            expansionSwitches.emplace_back(text(x.key), QCommandLineOption(text(x.key), QApplication::translate("main", "Demo: a game with the %1 expansion.").arg(text(x.name))));
    for (const auto& [key, option] : expansionSwitches) parser.addOption(option);
    // --<option> per option of an expansion ("--relics"), with that expansion's switch.
    std::vector<std::pair<int, QCommandLineOption>> setOptionSwitches;
    for (int i = 0; i < inno::setOptionCount(); ++i) {
        const inno::CardSetDef& def = inno::cardSet(inno::setOfOption(i));
        setOptionSwitches.emplace_back(i, QCommandLineOption(text(inno::setOptionName(i)),
                                                             QApplication::translate("main", "Demo: the %1 option of the %2 expansion (with --%3).")
                                                                 .arg(text(inno::setOptionName(i)), text(def.name), text(def.key))));
    }
    for (const auto& [i, option] : setOptionSwitches) parser.addOption(option);
    QCommandLineOption replay("replay", QApplication::translate("main", "Open a saved game in the replay viewer (with --screenshot: of it)."), "FILE");
    parser.addOption(replay);
    parser.addOptions({demo, seed, actions, players, human, screenshot, benchmark, size, catalogue, search, catalogueExpansion, rules, load, language, speed, waitFor, botLevel});
    parser.process(app);
    // Asking for an expansion this build leaves out is an error, not a game without it.
    for (const auto& [key, option] : expansionSwitches) {
        const bool wanted = parser.isSet(option) || parser.value(catalogueExpansion) == key;
        if (const auto name = inno::catalogue::leftOutExpansion(key.toStdString()); name && wanted) {
            QTextStream(stderr) << "innovation: " << QString::fromStdString(inno::catalogue::leftOutError(*name)) << "\n";
            return 2;
        }
    }

    // --catalogue-expansion: the set's key, as the card data names it.
    std::optional<inno::SetId> catalogueSet;
    if (parser.isSet(catalogueExpansion)) {
        catalogueSet = inno::findSet(parser.value(catalogueExpansion).toStdString());
        if (!catalogueSet) {
            QTextStream(stderr) << "innovation: unknown card set " << parser.value(catalogueExpansion) << " (" << keyList(setKeys) << ")\n";
            return 2;
        }
    }

    const bool scripted = parser.isSet(demo) || parser.isSet(benchmark) || parser.isSet(screenshot);
    if (scripted) AppSettings::useTemporaryStore();
    if (parser.isSet(speed)) {
        const QStringList names{"off", "fast", "normal", "slow"};
        const int i = static_cast<int>(names.indexOf(parser.value(speed).toLower()));
        if (i >= 0) AppSettings::instance().setSpeed(static_cast<AppSettings::Speed>(i));
    }

    // The interface language (settings, or --language): our strings from the built-in .qm files, Qt's own
    // (standard buttons, file dialogs) from qt6-translations-l10n when it is installed.
    // English is the source language; its file holds only the plural forms ("%n card(s)": "1 card", "2 cards").
    QTranslator translator, qtTranslator;
    if (parser.isSet(language)) AppSettings::instance().setSessionLanguage(parser.value(language));
    const QString lang = AppSettings::instance().language();
    if (translator.load(QString(":/translations/innovation_%1").arg(lang))) app.installTranslator(&translator);
    if (lang != "en") {
        QLocale::setDefault(QLocale(lang));
        if (qtTranslator.load("qtbase_" + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            app.installTranslator(&qtTranslator);
    }
    QFile style(":/style/innovation.qss");
    if (style.open(QIODevice::ReadOnly)) app.setStyleSheet(QString::fromUtf8(style.readAll()));

    MainWindow w;
    // --size, else the benchmark's fixed 1600x1000 (comparable figures), else the last or a fitting geometry.
    if (const QStringList wh = parser.value(size).split('x'); (parser.isSet(size) || parser.isSet(benchmark)) && wh.size() == 2)
        w.resize(wh[0].toInt(), wh[1].toInt());
    else
        w.placeOnScreen();
    w.show();

    if (parser.isSet(benchmark)) return runBenchmark(w, sinceStart);
    if (parser.isSet(demo)) {
        DemoOptions o;
        o.seed = parser.value(seed).toULongLong();
        o.actions = parser.value(actions).toInt();
        o.players = std::clamp(parser.value(players).toInt(), 2, inno::kMaxPlayers);
        if (parser.isSet(largeGame)) {
            const auto rule = inno::parseLargeGame(parser.value(largeGame).toStdString());
            if (!rule) {
                QTextStream(stderr) << "innovation: unknown large-game rule " << parser.value(largeGame) << "\n";
                return 2;
            }
            o.largeGame = *rule;
        }
        o.human = parser.isSet(human);
        o.screenshot = parser.value(screenshot);
        o.waitFor = parser.value(waitFor);
        o.untilHand = parser.value(untilHand).toInt();
        o.untilScore = parser.value(untilScore).toInt();
        for (const auto& [key, option] : expansionSwitches)
            if (parser.isSet(option))
                if (const auto set = inno::findSet(key.toStdString())) o.sets |= static_cast<inno::SetMask>(1u << *set);
        for (const auto& [i, option] : setOptionSwitches)
            if (parser.isSet(option)) o.setOptions = static_cast<std::uint8_t>(o.setOptions | (1u << i));
        if (parser.isSet(botLevel)) {
            o.botLevel = inno::parseBotLevel(parser.value(botLevel).toStdString());
            if (!o.botLevel) {
                QTextStream(stderr) << "innovation: unknown bot level " << parser.value(botLevel) << "\n";
                return 2;
            }
        }
        return runDemo(w, o);
    }
    if (parser.isSet(load)) {
        QFile f(parser.value(load));
        if (!f.open(QIODevice::ReadOnly)) {
            QTextStream(stderr) << "innovation: cannot read " << parser.value(load) << "\n";
            return 2;
        }
        w.keepGameInProgress();  // the game behind Continue, which the loaded game replaces
        if (QString why = w.loadGameText(QString::fromUtf8(f.readAll())); !why.isEmpty()) {
            QTextStream(stderr) << "innovation: " << why << "\n";
            return 2;
        }
    }
    QWidget* shot = &w;
    if (parser.isSet(catalogue)) {
        CatalogueWindow* c = w.catalogue();
        c->show();
        if (parser.isSet(search) || parser.isSet(catalogueExpansion)) {
            CatalogueFilter f;
            f.text = parser.value(search);
            f.set = catalogueSet;
            c->setFilter(f);
        }
        shot = c;
    }
    if (parser.isSet(rules)) {
        w.showRules();
        shot = w.rulesWindow();
    }
    if (parser.isSet(replay)) {
        ReplayWindow* r = w.openReplay(parser.value(replay));
        if (!r) return 2;
        shot = r;
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(600, &app, [&] { QApplication::exit(saveScreenshot(shot, parser.value(screenshot)) ? 0 : 1); });
    }
    return app.exec();
}
