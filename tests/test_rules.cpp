// Units of the rules that scenarios cannot express: icon arithmetic, the opening, the protocol's
// refusals, what each seat may see.
#include "core/game.h"
#include "core/queries.h"
#include "core/setup.h"
#include "json/json_io.h"

#include <QTest>

using namespace inno;

namespace {
CardId id(const char* t) { return *findCard(t); }
Pile pileOf(std::initializer_list<const char*> topFirst, Splay s) {
    Pile p;
    for (auto t : topFirst) p.cards.push_back(id(t));
    p.splay = s;
    return p;
}
GameSetup twoPlayers(std::uint64_t seed) { return {{"Alice", "Bob"}, {}, seed}; }
}  // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void unsplayedPileShowsOnlyTheTopCard() {
        // Archery: castle, lightbulb, hex, castle; Oars: castle, crown, hex, castle.
        IconCounts n = pileIcons(pileOf({"Archery", "Oars"}, Splay::None));
        QCOMPARE(n[index(Icon::Castle)], 2);
        QCOMPARE(n[index(Icon::Crown)], 0);
        QCOMPARE(n[index(Icon::Lightbulb)], 1);
    }
    void splayLeftShowsTheBottomRightSlot() {
        IconCounts n = pileIcons(pileOf({"Archery", "Oars"}, Splay::Left));
        QCOMPARE(n[index(Icon::Castle)], 3);
        QCOMPARE(n[index(Icon::Crown)], 0);
    }
    void splayRightShowsTheTwoLeftSlots() {
        IconCounts n = pileIcons(pileOf({"Archery", "Oars"}, Splay::Right));
        QCOMPARE(n[index(Icon::Castle)], 3);
        QCOMPARE(n[index(Icon::Crown)], 1);
    }
    void splayUpShowsTheThreeBottomSlots() {
        IconCounts n = pileIcons(pileOf({"Archery", "Oars"}, Splay::Up));
        QCOMPARE(n[index(Icon::Castle)], 3);
        QCOMPARE(n[index(Icon::Crown)], 1);
        QCOMPARE(n[index(Icon::Hex)], 2);
    }

    void newGameSetsAsideNineAchievements() {
        Game g = Game::start(twoPlayers(3));
        const GameState& s = g.state();
        QCOMPARE(s.availableAchievements.size(), std::size_t(9));
        for (int a = 1; a <= 9; ++a) QCOMPARE(age(s.availableAchievements[a - 1]), a);
        QCOMPARE(s.deck(1).size(), std::size_t(14 - 4));
        QCOMPARE(s.deck(10).size(), std::size_t(10));
        QCOMPARE(s.player(0).hand.size(), std::size_t(2));
        QVERIFY(g.prompt().has_value());
        QCOMPARE(g.prompt()->purpose, Purpose::OpeningMeld);
        QCOMPARE(int(g.prompt()->player), 0);
    }

    void alphabeticallyFirstMeldStartsWithOneAction() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Game g = Game::start(twoPlayers(seed));
            QVERIFY(g.answer(Answer{0}).empty());
            QVERIFY(g.answer(Answer{0}).empty());
            const GameState& s = g.state();
            CardId a = topCards(s.player(0)).front(), b = topCards(s.player(1)).front();
            int first = title(a) < title(b) ? 0 : 1;
            QCOMPARE(int(s.current), first);
            QCOMPARE(int(s.actionsLeft), 1);
            QCOMPARE(g.prompt()->kind, PromptKind::Action);
            QVERIFY(g.answer(std::vector<std::string>{"draw"}).empty());
            QCOMPARE(int(g.state().current), 1 - first);
            QCOMPARE(int(g.state().actionsLeft), 2);
        }
    }

    void fourPlayersFirstTwoTurnsHaveOneAction() {
        Game g = Game::start({{"A", "B", "C", "D"}, {}, 11});
        for (int i = 0; i < 4; ++i) QVERIFY(g.answer(Answer{0}).empty());
        const int first = g.state().current;
        QCOMPARE(int(g.state().actionsLeft), 1);
        QVERIFY(g.answer(std::vector<std::string>{"draw"}).empty());
        QCOMPARE(int(g.state().current), (first + 1) % 4);
        QCOMPARE(int(g.state().actionsLeft), 1);
        QVERIFY(g.answer(std::vector<std::string>{"draw"}).empty());
        QCOMPARE(int(g.state().current), (first + 2) % 4);
        QCOMPARE(int(g.state().actionsLeft), 2);
    }

    void illegalAnswersAreRefusedAndChangeNothing() {
        Game g = Game::start(twoPlayers(5));
        const GameState before = g.state();
        const auto events = g.events().size();
        QVERIFY(!g.answer(Answer{}).empty());         // too few
        QVERIFY(!g.answer(Answer{0, 1}).empty());     // too many
        QVERIFY(!g.answer(Answer{7}).empty());        // no such option
        QVERIFY(!g.answer(std::vector<std::string>{"Nonexistent Card"}).empty());
        QVERIFY(!g.answer(std::vector<std::string>{"dogma Archery"}).empty());
        QVERIFY(g.state() == before);
        QCOMPARE(g.events().size(), events);
        QCOMPARE(g.answers().size(), std::size_t(0));
    }

    void aFinishedGameRefusesAnswers() {
        GameState s = newGameState({}, 1);
        s.phase = Phase::Over;
        Game g = Game::fromPosition({"Alice", "Bob"}, s);
        QVERIFY(g.over());
        QVERIFY(!g.prompt().has_value());
        QCOMPARE(QString::fromStdString(g.answer(Answer{0})), QString("the game is over"));
    }

    void opponentsSeeHiddenCardsOnlyAsAges() {
        Game g = Game::start(twoPlayers(9));
        auto view = json::viewJson(g, 1);
        const auto& alice = view["players"].as_array()[0].as_object();
        QVERIFY(!alice.contains("hand"));
        QCOMPARE(alice.at("handAges").as_array().size(), std::size_t(2));
        const auto& bob = view["players"].as_array()[1].as_object();
        QCOMPARE(bob.at("hand").as_array().size(), std::size_t(2));
        QVERIFY(!view.contains("prompt"));  // the waiting prompt is Alice's
        auto aliceView = json::viewJson(g, 0);
        QVERIFY(aliceView.contains("prompt"));
    }

    void drawnCardsAreRedactedForOtherSeats() {
        Game g = Game::start(twoPlayers(2));
        int drawsSeen = 0;
        for (const Event& e : g.events()) {
            if (e.kind != EventKind::CardMoved || e.move != Move::Drawn) continue;
            ++drawsSeen;
            QCOMPARE(redactFor(e, e.to.player).card, e.card);
            QCOMPARE(redactFor(e, 1 - e.to.player).card, kNoCard);
            QCOMPARE(redactFor(e, -1).card, kNoCard);
            QCOMPARE(redactFor(e, 1 - e.to.player).age, e.age);
        }
        QCOMPARE(drawsSeen, 4);
    }

    void achievementsToWinDependOnPlayersAndOptions() {
        GameState s;
        s.options.playerCount = 2;
        QCOMPARE(achievementsToWin(s), 6);
        s.options.playerCount = 3;
        QCOMPARE(achievementsToWin(s), 5);
        s.options.playerCount = 4;
        QCOMPARE(achievementsToWin(s), 4);
        s.options.teams = true;
        QCOMPARE(achievementsToWin(s), 6);
        s.options.extraAchievement = true;
        QCOMPARE(achievementsToWin(s), 7);
    }

    void teamsMakePartnersOfOppositeSeats() {
        GameState s;
        s.options.playerCount = 4;
        s.options.teams = true;
        QVERIFY(arePartners(s, 0, 2));
        QVERIFY(arePartners(s, 1, 3));
        QVERIFY(areOpponents(s, 0, 1));
        QVERIFY(!areOpponents(s, 0, 2));
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "test_rules.moc"
