// Saves and loads: a round trip restores the same game; bad files give clear errors.
#include "bots/random_answer.h"
#include "core/game.h"
#include "json/json_io.h"

#include <QTest>

using namespace inno;

namespace {
Game playRandomly(std::uint64_t seed, int decisions) {
    Game g = Game::start({{"Alice", "Bob", "Carol"}, {}, seed});
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
};

QTEST_APPLESS_MAIN(TestJson)
#include "test_json.moc"
