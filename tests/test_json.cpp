// Saves and loads: a round trip restores the same game; bad files give clear errors. The message codec:
// every event, prompt and view decodes to what was encoded.
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ARTIFACTS
#include "artifacts/artifacts.h"
#endif
#include "bots/random_answer.h"
#include "catalogue/catalogue.h"
#include "core/card_set.h"
#include "core/game.h"
#include "core/view.h"
#include "json/codec.h"
#include "json/json_io.h"

#include <QTest>

using namespace inno;
namespace bj = boost::json;
using bj_value = boost::json::value;

namespace {
Game playRandomly(std::uint64_t seed, int decisions, const Names& names = {"Alice", "Bob", "Carol"},
                  Options options = {3}) {
    Game g = Game::start({names, options, seed});
    std::mt19937_64 rng(seed);
    for (int i = 0; i < decisions && !g.over(); ++i) g.answer(randomAnswer(*g.prompt(), rng));
    return g;
}
}  // namespace

class TestJson : public QObject {
    Q_OBJECT
private slots:
    void saveAndLoadRestoreTheSameGame() {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            Game g = playRandomly(seed, 60);
            std::string text = json::saveGame(g);
            json::Loaded l = json::loadGame(text);
            QVERIFY2(l.game.has_value(), l.error.c_str());
            QVERIFY(l.game->state() == g.state());
            QCOMPARE(l.game->events().size(), g.events().size());
            QVERIFY(l.game->prompt() == g.prompt());
            QCOMPARE(json::saveGame(*l.game), text);
        }
    }

    // A five-seat game under each large-game rule saves its option and loads to the same game; the state's JSON
    // keeps it too.
    void largeGamesSaveAndLoad() {
        const Names five{"Alice", "Bob", "Carol", "Dave", "Eve"};
        for (LargeGame rule : {LargeGame::Parley, LargeGame::Distant}) {
            Options o{5};
            o.largeGame = rule;
            Game g = playRandomly(8, 120, five, o);
            std::string text = json::saveGame(g);
            QVERIFY(text.find(std::string(largeGameName(rule))) != std::string::npos);
            json::Loaded l = json::loadGame(text);
            QVERIFY2(l.game.has_value(), l.error.c_str());
            QCOMPARE(l.game->state().options.largeGame, rule);
            QVERIFY(l.game->state() == g.state());
            QCOMPARE(json::saveGame(*l.game), text);
            std::string error;
            auto back = json::stateFromJson(json::stateToJson(g.state(), five), five, error);
            QVERIFY2(back.has_value(), error.c_str());
            QVERIFY(*back == g.state());
        }
        // A save of five seats without a rule is refused with a reason, not a crash.
        Options none{5};
        none.largeGame = LargeGame::Parley;
        std::string text = json::saveGame(playRandomly(8, 5, five, none));
        const auto at = text.find("\"largeGame\"");
        QVERIFY(at != std::string::npos);
        text.replace(text.find("parley", at), 6, "none");
        QVERIFY(!json::loadGame(text).game.has_value());
    }

    void stateRoundTripsThroughJson() {
        Game g = playRandomly(4, 40);
        auto j = json::stateToJson(g.state(), g.names());
        std::string error;
        auto back = json::stateFromJson(j, g.names(), error);
        QVERIFY2(back.has_value(), error.c_str());
        QVERIFY(*back == g.state());
    }

    void aGameFromAPositionSavesItsPosition() {
        Game g = playRandomly(5, 30);
        Game fromPos = Game::fromPosition(g.names(), g.state());
        std::mt19937_64 rng(1);
        for (int i = 0; i < 10 && !fromPos.over(); ++i) fromPos.answer(randomAnswer(*fromPos.prompt(), rng));
        json::Loaded l = json::loadGame(json::saveGame(fromPos));
        QVERIFY2(l.game.has_value(), l.error.c_str());
        QVERIFY(l.game->state() == fromPos.state());
    }

    void malformedJsonIsReported() {
        json::Loaded l = json::loadGame("{\"format\": \"innovation-save\", ");
        QVERIFY(!l.game);
        QVERIFY(l.error.starts_with("malformed JSON"));
    }

    void truncatedSaveIsReported() {
        std::string text = json::saveGame(playRandomly(6, 50));
        for (std::size_t cut : {text.size() / 3, text.size() / 2, text.size() - 2}) {
            json::Loaded l = json::loadGame(text.substr(0, cut));
            QVERIFY(!l.game);
            QVERIFY(!l.error.empty());
        }
    }

    void foreignJsonIsNotASave() {
        QVERIFY(json::loadGame("[1,2,3]").error.find("object") != std::string::npos);
        QVERIFY(json::loadGame("{\"format\":\"other\"}").error.find("not an Innovation save") != std::string::npos);
    }

    void anAnswerThatDoesNotFitIsReported() {
        std::string text = json::saveGame(playRandomly(7, 10));
        auto pos = text.find("\"answers\":[[");
        QVERIFY(pos != std::string::npos);
        text.insert(pos + 12, "\"meld Nonexistent\"],[");
        json::Loaded l = json::loadGame(text);
        QVERIFY(!l.game);
        QVERIFY2(l.error.find("answer 1") != std::string::npos, l.error.c_str());
    }

    void unknownCardTitleInAPositionIsReported() {
        Game g = playRandomly(8, 20);
        auto j = json::stateToJson(g.state(), g.names());
        j["players"].as_array()[0].as_object()["hand"].as_array().push_back("Teleportation");
        std::string error;
        QVERIFY(!json::stateFromJson(j, g.names(), error));
        QVERIFY2(error.find("Teleportation") != std::string::npos, error.c_str());
    }

    void eventsBecomeJson() {
        Game g = playRandomly(9, 30);
        for (const Event& e : g.events()) {
            auto o = json::eventJson(redactFor(e, 0), g.names());
            QVERIFY(o.contains("type"));
        }
    }

    void everyEventDecodesToWhatWasEncoded() {
        // Whole games with two to five seats (teams; five seats under the parley and the distant rule), as every
        // seat and a spectator see them.
        const Names names{"Alice", "Bob", "Carol", "Dan", "Eve"};
        std::array<int, 14> kindsSeen{};
        int parleyPayments = 0;
        for (int n = 2; n <= 5; ++n) {
            for (std::uint64_t seed : {11u, 12u}) {
                const Names seated(names.begin(), names.begin() + n);
                Options options{n, n == 4 && seed == 12, seed == 11};
                if (n == 5) options.largeGame = seed == 11 ? LargeGame::Parley : LargeGame::Distant;
                Game g = playRandomly(seed, 2000, seated, options);
                const json::Seats seats{seated};
                for (const Event& e : g.events()) {
                    ++kindsSeen[static_cast<int>(e.kind)];
                    parleyPayments += e.trigger == Trigger::ParleyPayment || e.trigger == Trigger::ParleyShare ||
                                      e.trigger == Trigger::ParleyEscape;
                    for (int viewer = -1; viewer < n; ++viewer) {
                        const Event seen = redactFor(e, viewer);
                        const bj_value v = json::encode(seen, seats);
                        const Event back = json::decode<Event>(v, seats);
                        if (!(back == seen)) QFAIL(("differs after decoding: " + bj::serialize(v)).c_str());
                        QCOMPARE(json::eventJson(seen, seated), v.as_object());  // the wire's encoding is this one
                    }
                }
            }
        }
        for (int k : {0, 1, 2, 3, 4, 6, 7, 8, 9, 12, 13})  // the kinds every long game has
            QVERIFY2(kindsSeen[k] > 0, std::string(eventKindName(static_cast<EventKind>(k))).c_str());
        QVERIFY(parleyPayments > 0);
    }

    void everyPromptAndViewDecodesToWhatWasEncoded() {
        const Names names{"Alice", "Bob", "Carol", "Dan", "Eve"};
        int prompts = 0;
        for (int n = 2; n <= 5; ++n) {
            const Names seated(names.begin(), names.begin() + n);
            const json::Seats seats{seated};
            Options options{n};
            if (n == 5) options.largeGame = LargeGame::Parley;
            Game g = Game::start({seated, options, 21u + n});
            std::mt19937_64 rng(n);
            while (!g.over() && prompts < 3000) {
                const Prompt& p = *g.prompt();
                const bj_value v = json::encode(p, seats);
                QVERIFY(json::decode<Prompt>(v, seats) == p);
                ++prompts;
                for (int viewer = -1; viewer < n; ++viewer) {
                    const View view = makeView(g, viewer);
                    const bj_value vv = json::encode(view, seats);
                    QVERIFY(json::decode<View>(vv, seats) == view);
                    QCOMPARE(json::viewJson(g, viewer), vv.as_object());
                }
                g.answer(randomAnswer(p, rng));
            }
            const View end = makeView(g, 0);
            QVERIFY(json::decode<View>(json::encode(end, seats), seats) == end);
        }
        QVERIFY(prompts > 100);
        // Two hidden cards of one group: the option may be picked twice, and says so.
        Prompt p;
        p.player = 1;
        p.kind = PromptKind::Cards;
        p.purpose = Purpose::Transfer;
        p.min = p.max = 2;
        p.options = {Choice{Choice::Hidden, 0, static_cast<std::uint8_t>(Zone::Hand), 4, 2},
                     Choice{Choice::Card, *findCard("Oars")}};
        const json::Seats seats{names};
        const bj_value v = json::encode(p, seats);
        QCOMPARE(bj::serialize(v.at("counts")), std::string("[2,1]"));
        QVERIFY(json::decode<Prompt>(v, seats) == p);
    }

#if INNOVATION_WITH_CITIES
    void aCitiesGameSavesLoadsAndDecodes() {
        // Cities games: saves restore them, states round-trip with the City piles, and every event, prompt and
        // view (City type of hidden cards, City pile sizes, achievement totals, triggers) decodes to itself.
        const Names names{"Alice", "Bob", "Carol"};
        const json::Seats seats{names};
        int triggers = 0, cityMoves = 0, endorse = 0;
        for (std::uint64_t seed : {31u, 32u, 33u}) {
            const Options options = cities::withCities(Options{3});
            Game g = Game::start({names, options, seed});
            std::mt19937_64 rng(seed);
            bool stateChecked = false;
            while (!g.over()) {
                if (!stateChecked && g.answers().size() >= 120) {  // a position of a game in progress
                    std::string error;
                    auto back = json::stateFromJson(json::stateToJson(g.state(), names), names, error);
                    QVERIFY2(back.has_value(), error.c_str());
                    QVERIFY(*back == g.state());
                    stateChecked = true;
                }
                const Prompt& p = *g.prompt();
                const bj_value pv = json::encode(p, seats);
                QVERIFY(json::decode<Prompt>(pv, seats) == p);
                for (const Choice& c : p.options) endorse += c.type == Choice::SetAction && c.kind == static_cast<std::uint8_t>(cities::endorse()) ? 1 : 0;
                const View view = makeView(g, p.player);
                QVERIFY(json::decode<View>(json::encode(view, seats), seats) == view);
                g.answer(randomAnswer(p, rng));
            }
            for (const Event& e : g.events()) {
                triggers += e.trigger != Trigger::None ? 1 : 0;
                cityMoves += e.set == cities::set() ? 1 : 0;
                for (int viewer = -1; viewer < 3; ++viewer) {
                    const Event seen = redactFor(e, viewer);
                    QCOMPARE(seen.set, e.set);  // the set stays public when the identity is hidden
                    QVERIFY(json::decode<Event>(json::encode(seen, seats), seats) == seen);
                }
            }
            const std::string text = json::saveGame(g);
            json::Loaded l = json::loadGame(text);
            QVERIFY2(l.game.has_value(), l.error.c_str());
            QVERIFY(l.game->state() == g.state());
        }
        QVERIFY(triggers > 0);
        QVERIFY(cityMoves > 0);
        QVERIFY(endorse > 0);
    }
#endif

    void aMessageThatDoesNotFitIsAClearError() {
        const Names names{"Alice", "Bob"};
        const json::Seats seats{names};
        auto error = [&](const char* text) -> std::string {
            try {
                (void)json::decode<Event>(bj::parse(text), seats);
            } catch (const json::DecodeError& e) {
                return e.what();
            }
            return {};
        };
        QCOMPARE(error(R"({"type":"noSuchEvent"})"), std::string("unknown event type \"noSuchEvent\""));
        QCOMPARE(error(R"({"type":"turnStarted","player":"Zoe","actions":2})"), std::string("unknown player \"Zoe\""));
        QCOMPARE(error(R"({"type":"turnStarted","player":"Bob"})"), std::string("missing \"actions\""));
        QCOMPARE(error(R"({"type":"cardRevealed","player":"Bob","card":"Nonsense"})"),
                 std::string("unknown card \"Nonsense\""));
        QCOMPARE(error("[]"), std::string("an event must be an object"));
        QCOMPARE(bj::value_to<Color>(bj::value("purple")), Color::Purple);
        QVERIFY_THROWS_EXCEPTION(json::DecodeError, bj::value_to<Color>(bj::value("mauve")));
        QVERIFY(!json::parseOption(PromptKind::Action, "meld Nonsense", seats));
        QVERIFY(!json::parseOption(PromptKind::Cards, "Zoe/hand/3", seats));
        QCOMPARE(json::parseOption(PromptKind::Cards, "Bob/score/3", seats),
                 std::optional<Choice>(Choice{Choice::Hidden, 1, static_cast<std::uint8_t>(Zone::Score), 3}));
    }

#if INNOVATION_WITH_ARTIFACTS
    void relicsGamesSaveLoadAndDecode() {
        // The option relics: written only when on, refused without Artifacts; a game with it saves and loads, its
        // states round-trip with the relic area and the relics among achievements, and its views decode to themselves.
        const Names names{"Alice", "Bob", "Carol"};
        const json::Seats seats{names};
        const Options options = artifacts::withRelics(artifacts::withArtifacts(Options{3}));
        const bj_value encoded = json::encode(options, seats);
        QVERIFY(encoded.as_object().contains("relics"));
        QVERIFY(!json::encode(artifacts::withArtifacts(Options{3}), seats).as_object().contains("relics"));
        QCOMPARE(json::decode<Options>(encoded, seats), options);
        bj_value alone = json::encode(Options{3}, seats);
        alone.as_object()["relics"] = true;
        try {
            (void)json::decode<Options>(alone, seats);
            QFAIL("relics without Artifacts decoded");
        } catch (const json::DecodeError& e) {
            QCOMPARE(std::string(e.what()), std::string("the option \"relics\" needs Artifacts of History"));
        }
        int seized = 0;
        for (std::uint64_t seed : {41u, 42u, 43u, 44u}) {
            Game g = Game::start({names, options, seed});
            QCOMPARE(static_cast<int>(g.state().common().size()), 5);
            std::mt19937_64 rng(seed);
            while (!g.over()) {
                const Prompt& p = *g.prompt();
                const View view = makeView(g, p.player);
                QVERIFY(json::decode<View>(json::encode(view, seats), seats) == view);
                g.answer(randomAnswer(p, rng));
                for (int q = 0; q < 3; ++q) seized += g.state().player(q).countedAchievements().empty() ? 0 : 1;
                if (seized == 1) {
                    std::string error;
                    auto back = json::stateFromJson(json::stateToJson(g.state(), names), names, error);
                    QVERIFY2(back.has_value(), error.c_str());
                    QVERIFY(*back == g.state());
                    ++seized;
                }
            }
            const json::Loaded l = json::loadGame(json::saveGame(g));
            QVERIFY2(l.game.has_value(), l.error.c_str());
            QVERIFY(l.game->state() == g.state());
        }
        QVERIFY(seized > 0);
    }
#endif

    // Options that ask for an expansion put it in play when the build has it; a build without it refuses them by
    // the expansion's name, and a saved game of that expansion loads nothing.
    void anExpansionLeftOutOfTheBuildIsRefusedByName() {
        const Names names{"Alice", "Bob", "Carol"};
        const json::Seats seats{names};
        for (const catalogue::KnownExpansion& x : catalogue::knownExpansions()) {
            bj::object asked{{"teams", false}, {"extraAchievement", false}};
            asked[x.key] = true;
            if (x.built) {
                // A set whose rules are not finished in this build (its effects still being written) is refused
                // by name too.
                Options with;
                with.sets |= static_cast<SetMask>(1u << *findSet(x.key));
                if (const std::string unfinished = unfinishedSetsError(with); !unfinished.empty()) {
                    try {
                        (void)json::decode<Options>(asked, seats);
                        QFAIL("the options of an unfinished set decoded");
                    } catch (const json::DecodeError& e) {
                        QVERIFY2(std::string(e.what()).find(std::string(x.name)) != std::string::npos, e.what());
                    }
                    continue;
                }
                QVERIFY(json::decode<Options>(asked, seats).has(*findSet(x.key)));
                continue;
            }
            const std::string refusal = "this build has no " + std::string(x.name);
            QCOMPARE(catalogue::leftOutError(x.name), refusal);
            try {
                (void)json::decode<Options>(asked, seats);
                QFAIL("the options decoded");
            } catch (const json::DecodeError& e) {
                QCOMPARE(std::string(e.what()), refusal);
            }
            asked[x.key] = false;  // switched off, it asks nothing of the build
            QCOMPARE(json::decode<Options>(asked, seats), Options{3});
            bj::value save = bj::parse(json::saveGame(playRandomly(5, 30)));
            save.as_object()["options"].as_object()[x.key] = true;
            const json::Loaded l = json::loadGame(bj::serialize(save));
            QVERIFY(!l.game);
            QVERIFY2(l.error.find(refusal) != std::string::npos, l.error.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "test_json.moc"
