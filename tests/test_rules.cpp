// Units of the rules that scenarios cannot express: icon arithmetic, the opening, the protocol's
// refusals, what each seat may see.
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#include "bots/random_answer.h"
#include "core/game.h"
#include "core/queries.h"
#include "core/setup.h"
#include "json/json_io.h"
#include "scenario/scenario.h"

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
        QCOMPARE(s.availableAchievements().size(), std::size_t(9));
        for (int a = 1; a <= 9; ++a) QCOMPARE(age(s.availableAchievements()[a - 1]), a);
        QCOMPARE(s.deck(1).size(), std::size_t(14 - 4));
        QCOMPARE(s.deck(10).size(), std::size_t(10));
        QCOMPARE(s.player(0).hand().size(), std::size_t(2));
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

    void fivePlayersFirstTwoTurnsHaveOneAction() {
        Options o;
        o.largeGame = LargeGame::Parley;
        Game g = Game::start({{"A", "B", "C", "D", "E"}, o, 11});
        for (int i = 0; i < 5; ++i) QVERIFY(g.answer(Answer{0}).empty());
        const int first = g.state().current;
        QCOMPARE(int(g.state().actionsLeft), 1);
        QVERIFY(g.answer(std::vector<std::string>{"draw"}).empty());
        QCOMPARE(int(g.state().current), (first + 1) % 5);
        QCOMPARE(int(g.state().actionsLeft), 1);
        QVERIFY(g.answer(std::vector<std::string>{"draw"}).empty());
        QCOMPARE(int(g.state().current), (first + 2) % 5);
        QCOMPARE(int(g.state().actionsLeft), 2);
    }

    void largeGameSetupsAreRefusedOrAccepted() {
        const Names five{"A", "B", "C", "D", "E"};
        auto starts = [](const Names& names, Options o) {
            try {
                Game::start({names, o, 3});
                return true;
            } catch (const std::invalid_argument&) {
                return false;
            }
        };
        Options none, parley, distant, teams;
        parley.largeGame = LargeGame::Parley;
        distant.largeGame = LargeGame::Distant;
        teams.teams = true;
        QVERIFY(!starts(five, none));  // five seats need a large-game rule
        QVERIFY(starts(five, parley));
        QVERIFY(starts(five, distant));
        teams.largeGame = LargeGame::Parley;
        QVERIFY(!starts(five, teams));  // teams need four seats
        QVERIFY(!starts({"A", "B", "C"}, teams));
        QVERIFY(starts({"A", "B", "C", "D"}, teams));  // the rule is ignored with teams
        QVERIFY(!starts({"A", "B", "C", "D", "E", "F"}, parley));
        QVERIFY(!starts({"A"}, parley));

        Options o = parley;
        o.playerCount = 4;
        o.teams = true;
        QCOMPARE(largeRule(o), LargeGame::None);
        QVERIFY(!areDistant(o, 0, 2));
        o.teams = false;
        QVERIFY(areDistant(o, 0, 2));
        QVERIFY(!areDistant(o, 0, 1) && !areDistant(o, 0, 3));
        o.playerCount = 5;
        QVERIFY(areDistant(o, 0, 2) && areDistant(o, 0, 3) && areDistant(o, 1, 4));
        QVERIFY(!areDistant(o, 0, 4) && !areDistant(o, 0, 1));
        // Achievements to win: 8 - players + expansions, teams count as two.
        QCOMPARE(achievementsToWin(o), 3);
#if INNOVATION_WITH_CITIES
        o = cities::withCities(o);
        QCOMPARE(achievementsToWin(o), 4);
        o.playerCount = 4;
        o.teams = true;
        QCOMPARE(achievementsToWin(o), 7);
#endif
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

#if INNOVATION_WITH_CITIES
    void citiesAddOneAchievementToWin() {
        GameState s;
        s.options = cities::withCities(s.options);
        for (int n : {2, 3, 4}) {
            s.options.playerCount = n;
            QCOMPARE(achievementsToWin(s), 9 - n);  // 8 - seats + 1 expansion: 7 / 6 / 5
        }
        s.options.teams = true;
        QCOMPARE(achievementsToWin(s), 7);
    }
#endif

#if INNOVATION_WITH_CITIES
    void aBaseGameHasNoCityAnywhere() {
        // The Cities stay out of a base game entirely: no City piles, no Cities achievements, ids after the base.
        GameState s = newGameState(Options{2}, 7);
        const SetId citySet = cities::set();
        SpecialMask baseSpecials = 0, citySpecials = 0;
        for (const SpecialDef& d : specialsOf(kMainSet)) baseSpecials |= specialBit(d.id);
        for (const SpecialDef& d : specialsOf(citySet)) citySpecials |= specialBit(d.id);
        for (int a = 1; a <= kAges; ++a) QVERIFY(s.supply(citySet, a).empty());
        QCOMPARE(s.availableSpecials, baseSpecials);
        QCOMPARE(s.cardsInGame(), 105);
        for (int a = 1; a <= kAges; ++a)
            for (CardId c : s.deck(a)) QVERIFY(!cities::isCity(c));
        GameState withCities = newGameState(cities::withCities(Options{2}), 7);
        int cityCount = 0;
        for (int a = 1; a <= kAges; ++a) {
            for (CardId c : withCities.supply(citySet, a)) QVERIFY(cities::isCity(c) && age(c) == a);
            cityCount += static_cast<int>(withCities.supply(citySet, a).size());
        }
        QCOMPARE(cityCount, 105);
        for (int a = 1; a <= kAges; ++a)  // the base deal does not change with the option
            QVERIFY(std::ranges::equal(withCities.deck(a), s.deck(a)));
        QCOMPARE(withCities.availableSpecials, baseSpecials | citySpecials);
    }
#endif

    void teamsMakePartnersOfOppositeSeats() {
        GameState s;
        s.options.playerCount = 4;
        s.options.teams = true;
        QVERIFY(arePartners(s, 0, 2));
        QVERIFY(arePartners(s, 1, 3));
        QVERIFY(areOpponents(s, 0, 1));
        QVERIFY(!areOpponents(s, 0, 2));
    }

    void dogmaRolesShareAtEqualIconsAndDemandFromOpponentsBelow() {
        // Oars (castle) has a demand. Seat 0 activates with 3 castles.
        Options o;
        o.playerCount = 4;
        const SeatCounts counts{3, 3, 2, 4};
        const DogmaRoles roles = dogmaRoles(o, 0, id("Oars"), counts);
        QVERIFY(roles.shares(1));   // as many icons
        QVERIFY(roles.obeys(2));    // fewer
        QVERIFY(roles.shares(3));   // more
        QVERIFY(!roles.shares(0) && !roles.obeys(0));
        QCOMPARE(roles.sharers, std::uint8_t(0b1010));
        QCOMPARE(roles.demanded, std::uint8_t(0b0100));
    }

    void aPartnerWithFewerIconsNeitherSharesNorObeys() {
        Options o;
        o.playerCount = 4;
        o.teams = true;
        const DogmaRoles roles = dogmaRoles(o, 0, id("Oars"), SeatCounts{3, 1, 1, 1});
        QVERIFY(!roles.shares(2) && !roles.obeys(2));  // seat 2 is seat 0's partner
        QVERIFY(roles.obeys(1) && roles.obeys(3));
    }

    void aCardWithoutDemandDemandsNothing() {
        Options o;  // two players
        const DogmaRoles roles = dogmaRoles(o, 1, id("Writing"), SeatCounts{0, 2});
        QCOMPARE(roles.demanded, std::uint8_t(0));
        QCOMPARE(roles.sharers, std::uint8_t(0));
    }

    void theEngineAnnouncesTheRolesTheQueryGives() {
        // Every DogmaRoles event of some random games agrees with the query on the announced icon counts.
        int checked = 0;
        for (std::uint64_t seed : {3u, 4u, 5u}) {
            Game g = Game::start({{"A", "B", "C", "D"}, {4, true, false}, seed});
            std::mt19937_64 rng(seed);
            for (int i = 0; i < 400 && !g.over(); ++i) g.answer(randomAnswer(*g.prompt(), rng));
            for (const Event& e : g.events()) {
                if (e.kind != EventKind::DogmaRoles) continue;
                SeatCounts counts{};
                for (int p = 0; p < 4; ++p) counts[p] = e.counts[p];
                QCOMPARE(dogmaRoles(g.state().options, e.player, e.card, counts), (DogmaRoles{e.sharers, e.demanded}));
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    void aDrawSkipsEmptyAgesUpward() {
        std::array<int, kAges> sizes{};
        sizes.fill(5);
        QCOMPARE(drawSourceAge(sizes, 0), 1);  // nothing below age 1
        QCOMPARE(drawSourceAge(sizes, 3), 3);
        sizes[2] = sizes[3] = 0;  // ages 3 and 4 empty
        QCOMPARE(drawSourceAge(sizes, 3), 5);
        sizes.fill(0);
        QCOMPARE(drawSourceAge(sizes, 9), kAges + 1);  // past the last deck: the game ends
        GameState s = emptyState(Options{});
        s.setList(lists::supply(kMainSet, 1), CardList{id("Archery")});
        QCOMPARE(drawSourceAge(s, 1), 1);
        QCOMPARE(drawSourceAge(s, 2), kAges + 1);
    }

    void aTeamWinsTogether() {
        Options o;
        o.playerCount = 4;
        o.teams = true;
        QCOMPARE(teamMask(o, 1), std::uint8_t(0b1010));
        o.teams = false;
        QCOMPARE(teamMask(o, 1), std::uint8_t(0b0010));
    }

#if INNOVATION_WITH_ECHOES
    // A scenario's step that does not fit the waiting prompt fails the file, so the answers a `cards` prompt's
    // rule refuses are checked here: the file passes with a valid answer and fails, saying why, with another.
    void cardsOfTheSameColorRefuseAMixedAnswer() {
        const auto globe = [](const std::string& picks) {
            return runScenario(R"({"title": "Globe", "players": ["Alice", "Bob"], "options": {"echoes": true},
                "state": {"Alice": {"board": {"green": ["Globe"]},
                                    "hand": ["Archery", "Oars", "Construction", "Sailing", "Clothing"]}},
                "steps": ["dogma Globe", )" + picks + R"(], "expect": {}})");
        };
        QVERIFY(globe(R"(["Archery", "Oars"])").passed);
        QVERIFY(globe(R"(["Sailing"])").passed);
        QVERIFY(globe("[]").passed);
        QVERIFY(globe(R"(["Archery", "Sailing"])").failure.find("must be of one color") != std::string::npos);
    }

    void threeCardsOfEqualValueAreNoneOrThreeOfOneValue() {
        const auto magnifyingGlass = [](const std::string& picks) {
            return runScenario(R"({"title": "Magnifying Glass", "players": ["Alice", "Bob"],
                "options": {"echoes": true},
                "state": {"Alice": {"board": {"blue": ["Magnifying Glass"]},
                                    "hand": ["Agriculture", "Tools", "Writing", "Calendar", "Mathematics",
                                             "Philosophy"]},
                          "decks": {"echoes 4": ["Globe"]}},
                "steps": ["dogma Magnifying Glass", "Globe", )" + picks + R"(], "expect": {}})");
        };
        QVERIFY(magnifyingGlass("[]").passed);
        QVERIFY(magnifyingGlass(R"(["Agriculture", "Tools", "Writing"])").passed);
        QVERIFY(magnifyingGlass(R"(["Calendar", "Mathematics", "Philosophy"])").passed);
        QVERIFY(magnifyingGlass(R"(["Agriculture", "Tools"])").failure.find("pick none or exactly 3") != std::string::npos);
        QVERIFY(magnifyingGlass(R"(["Agriculture", "Tools", "Calendar"])").failure.find("must be of one value") !=
                std::string::npos);
    }

    void claimsOwedAsASetAreOneValuePromptOfThatSize() {
        const auto mp3 = [](const std::string& values) {
            return runScenario(R"({"title": "MP3", "players": ["Alice", "Bob"], "options": {"echoes": true},
                "state": {"Alice": {"board": {"yellow": ["MP3"]}, "score": ["Fission", "Genetics"],
                                    "hand": ["Archery"]},
                          "available": ["1", "2", "3", "6", "Monument"]},
                "steps": ["dogma MP3", ["Archery"], )" + values + R"(], "expect": {}})");
        };
        QVERIFY(mp3(R"(["2", "3"])").passed);
        QVERIFY(mp3(R"(["3"])").failure.find("pick exactly 2") != std::string::npos);
        QVERIFY(mp3(R"(["1", "2", "3"])").failure.find("pick exactly 2") != std::string::npos);
    }
#endif

    void fitToRuleKeepsThePicksThatGoTogether() {
        Prompt p;
        p.kind = PromptKind::Cards;
        p.min = 0;
        p.max = 3;
        for (const char* t : {"Archery", "Sailing", "Oars", "Agriculture", "Tools"}) p.options.push_back({Choice::Card, id(t)});
        QCOMPARE(fitToRule(p, {0, 1, 2}), (Answer{0, 1, 2}));  // no rule: unchanged
        p.rule = {CardsRule::SameColor};
        QCOMPARE(fitToRule(p, {0, 1, 2}), (Answer{0, 2}));  // Sailing (green) goes
        p.rule = {CardsRule::SameValue, true};
        QCOMPARE(fitToRule(p, {0, 1}), (Answer{0, 1, 2}));  // completed to three 1s
        p.options.pop_back();
        p.options.pop_back();
        p.options.push_back({Choice::Card, id("Calendar")});
        QCOMPARE(fitToRule(p, {0, 3}), (Answer{0, 1, 2}));  // Calendar (a 2) goes, the three 1s stay
        QCOMPARE(fitToRule(p, {3, 0}), Answer{});            // no three 2s: nothing
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "test_rules.moc"
