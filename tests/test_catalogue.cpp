// The card catalogue as the source documents print it: the base cards, then the Cities of Destiny (in a build
// that has it); and the sets the build registers.
#include "catalogue/catalogue.h"
#include "core/card_set.h"
#include "core/card.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_cards.h"
#include "cities/city_rules.h"
#endif

#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#include "echoes/echoes_card.h"
#endif
#include "support/random_game.h"

#include <QTest>

#include <algorithm>
#include <string>

#include <map>
#include <set>

using namespace inno;

namespace {
// Artifacts of History registers its five relics (option relics) after its 105 cards.
constexpr std::size_t kRelics = INNOVATION_WITH_ARTIFACTS ? 5 : 0;
}  // namespace

class TestCatalogue : public QObject {
    Q_OBJECT
private slots:
    // An effect that asks to choose between ways of going on names each way (Effect::choices, the client's labels
    // for the choice): at every such prompt of random games with every set, the running effect names at least as
    // many ways as the prompt offers.
    void everyChoiceBetweenWaysIsNamed() {
        std::set<CardId> cards;
        int prompts = 0;
        for (std::uint64_t seed = 1; seed <= 240; ++seed) {
            Options o;
            o.playerCount = 2 + static_cast<int>(seed % 3);
#if INNOVATION_WITH_CITIES
            if (seed % 4 >= 2) o = cities::withCities(o);
#endif
#if INNOVATION_WITH_ECHOES
            if (seed % 2) o = echoes::withEchoes(o);
#endif
            playRandomGame(o, seed, [&](const GameState&, const Prompt& p, const std::vector<Event>& events, const UnitSoFar&) {
                if (p.purpose != Purpose::Branch) return;
                auto started = std::find_if(events.rbegin(), events.rend(), [](const Event& e) { return e.kind == EventKind::EffectStarted; });
                if (started == events.rend() || started->card != p.source) return;  // not an effect's (a City's icons)
                std::vector<std::string_view> ways;
#if INNOVATION_WITH_ECHOES
                if (started->tag == echoes::kEchoTag) ways = echoes::echoesOf(started->card).echo.choices;
                else
#endif
                    ways = card(started->card).effects.at(started->value).choices;
                int most = 0;
                for (const Choice& c : p.options) most = std::max<int>(most, c.a);
                const std::string_view title = card(started->card).title;
                QVERIFY2(static_cast<int>(ways.size()) >= most,
                         qPrintable(QString("%1: %2 ways named, %3 offered").arg(QString::fromUtf8(title.data(), static_cast<int>(title.size()))).arg(ways.size()).arg(most)));
                for (std::string_view way : ways) QVERIFY(!way.empty());
                cards.insert(started->card);
                ++prompts;
            });
        }
        qInfo("%d prompts from %d cards", prompts, static_cast<int>(cards.size()));
        // Evolution's in every build; with Echoes, seven cards more.
        const bool echoes = INNOVATION_WITH_ECHOES;
        QVERIFY2(prompts >= (echoes ? 20 : 1) && cards.size() >= (echoes ? 3u : 1u), qPrintable(QString("%1 prompts from %2 cards").arg(prompts).arg(cards.size())));
    }

    void hasAllCards() { QCOMPARE(cardsOf(kMainSet).size(), std::size_t(105)); }

    void fifteenOfAgeOneTenOfEveryOther() {
        std::map<int, int> perAge;
        for (const auto& c : cardsOf(kMainSet)) ++perAge[c.age];
        QCOMPARE(perAge[1], 15);
        for (int a = 2; a <= 10; ++a) QCOMPARE(perAge[a], 10);
        QCOMPARE(perAge.size(), std::size_t(10));
    }

    void twentyOneOfEachColor() {
        std::map<Color, int> perColor;
        for (const auto& c : cardsOf(kMainSet)) ++perColor[c.color];
        for (Color c : kAllColors) QCOMPARE(perColor[c], 21);
    }

    void exactlyOneImageSlot() {
        for (const auto& c : cardsOf(kMainSet)) QVERIFY2(c.count(Icon::Hex) == 1, c.title.data());
    }

    void featuredIconAppearsOnTheCard() {
        for (const auto& c : cardsOf(kMainSet)) {
            QVERIFY2(c.dogmaIcon != Icon::Hex && c.dogmaIcon != Icon::None, c.title.data());
            QVERIFY2(c.has(c.dogmaIcon), c.title.data());
        }
    }

    void titlesAreUniqueAndFindable() {
        std::set<std::string_view> titles;
        for (const auto& c : cardsOf(kMainSet)) {
            QVERIFY2(titles.insert(c.title).second, c.title.data());
            QCOMPARE(findCard(c.title), std::optional<CardId>(c.id));
            QCOMPARE(&card(c.id), &c);
        }
        QVERIFY(!findCard("Nonexistent Card").has_value());
        QVERIFY(!findCard("archery").has_value());  // titles are exact
    }

    void orderedByAgeThenTitle() {
        auto all = cardsOf(kMainSet);
        for (std::size_t i = 1; i < all.size(); ++i) {
            const auto& a = all[i - 1];
            const auto& b = all[i];
            QVERIFY2(a.age < b.age || (a.age == b.age && a.title < b.title), b.title.data());
        }
    }

    void everyCardHasEffectsWithText() {
        for (const auto& c : cardsOf(kMainSet)) {
            QVERIFY2(!c.effects.empty(), c.title.data());
            for (const auto& e : c.effects) {
                QVERIFY2(!e.text.empty(), c.title.data());
                QCOMPARE(e.isDemand(), e.text.starts_with("I demand"));
            }
        }
    }

    void knownCardsMatchThePrintedCard() {
        const CardDef& archery = card(*findCard("Archery"));
        QCOMPARE(archery.age, 1);
        QCOMPARE(archery.color, Color::Red);
        QCOMPARE(archery.icons, (std::array<Icon, 4>{Icon::Castle, Icon::Lightbulb, Icon::Hex, Icon::Castle}));
        QCOMPARE(archery.dogmaIcon, Icon::Castle);
        QCOMPARE(archery.effects.size(), std::size_t(1));
        QVERIFY(archery.effects[0].isDemand());
        const CardDef& ai = card(*findCard("A.I."));
        QCOMPARE(ai.age, 10);
        QCOMPARE(ai.color, Color::Purple);
        QCOMPARE(ai.effects.size(), std::size_t(2));
    }

    void ageOneEffectsAreImplemented() {
        for (const auto& c : cardsOf(kMainSet))
            if (c.age == 1)
                for (const auto& e : c.effects) QVERIFY2(e.run != nullptr, c.title.data());
    }

    void fiveSpecialAchievements() {
        QCOMPARE(specialsOf(kMainSet).size(), std::size_t(5));
        for (const auto& s : specialsOf(kMainSet)) QVERIFY(!s.condition.empty());
    }

    void aNonDemandAfterADemandIsSaidToBeShared() {
        // The ruling is derived from the effects: every card whose demand is followed by a non-demand effect
        // carries it once, and no other card does.
        const std::string_view ruling = "The second effect is not a demand, so opponents with enough icons share it.";
        int carrying = 0;
        for (const auto& c : cardsOf(kMainSet)) {
            const bool followed = c.effects.size() >= 2 && c.effects[0].isDemand() && !c.effects[1].isDemand();
            const auto n = std::count(c.rulings.begin(), c.rulings.end(), ruling);
            QVERIFY2(n == (followed ? 1 : 0), std::string(c.title).c_str());
            carrying += followed ? 1 : 0;
        }
        QCOMPARE(carrying, 19);
        const CardDef& oars = card(*findCard("Oars"));
        QCOMPARE(oars.rulings.front(), ruling);
    }

#if INNOVATION_WITH_CITIES
    void theCitiesFollowTheBaseCards() {
        // Cities of Destiny: 105 more cards with ids 105-209, in the order of their data table, no effects.
        QCOMPARE(cardsOf(cities::set()).size(), std::size_t(105));
        QCOMPARE(everyCard().size(), std::size_t(105) * setCount() + kRelics);
        const auto data = cities::allCityCards();
        for (std::size_t i = 0; i < cardsOf(cities::set()).size(); ++i) {
            const CardDef& c = cardsOf(cities::set())[i];
            QCOMPARE(static_cast<int>(c.id), 105 + static_cast<int>(i));
            QVERIFY(cities::isCity(c.id));
            QCOMPARE(c.title, data[i].title);
            QCOMPARE(c.age, data[i].age);
            QCOMPARE(c.color, data[i].color);
            QCOMPARE(c.dogmaIcon, data[i].featured);
            QVERIFY2(c.effects.empty(), c.title.data());
        }
    }
#endif

    void everyTitleOfEveryDeckIsFindable() {
        std::set<std::string_view> titles;
        for (const auto& c : everyCard()) {
            QVERIFY2(titles.insert(c.title).second, c.title.data());
            QCOMPARE(findCard(c.title), std::optional<CardId>(c.id));
        }
        QCOMPARE(titles.size(), everyCard().size());
        QCOMPARE(titles.size(), std::size_t(105) * setCount() + kRelics);  // 105 cards in every set, and the relics
#if INNOVATION_WITH_CITIES
        QCOMPARE(card(*findCard("Alexandria")).age, 2);
#else
        QVERIFY(!findCard("Alexandria"));
#endif
    }

    // The expansions the project has: each one the build includes is registered under its key and printed name,
    // each one it leaves out is not, and is named in the refusal; no set is registered that the list misses.
    void theRegistryHoldsTheSetsOfTheBuild() {
        int built = 0;
        for (const catalogue::KnownExpansion& x : catalogue::knownExpansions()) {
            const auto set = findSet(x.key);
            QCOMPARE(set.has_value(), x.built);
            if (x.built) {
                QCOMPARE(cardSet(*set).name, x.name);
                QVERIFY(!catalogue::leftOutExpansion(x.key));
                ++built;
            } else {
                QCOMPARE(catalogue::leftOutExpansion(x.key), std::optional<std::string_view>(x.name));
                QCOMPARE(catalogue::leftOutError(x.name), "this build has no " + std::string(x.name));
            }
        }
        QCOMPARE(setCount(), 1 + built);
        QCOMPARE(cardSet(kMainSet).key, std::string_view("base"));
        QVERIFY(!catalogue::leftOutExpansion("base"));
        QVERIFY(!catalogue::leftOutExpansion("nonsense"));
        // Every set holds 105 cards and five special achievements (but Artifacts, none, and its five relics beside its
        // 105 cards): a base-only build has the base game's alone.
        QCOMPARE(everyCard().size(), std::size_t(105) * static_cast<std::size_t>(setCount()) + kRelics);
        // Artifacts of History adds no special achievement.
        QCOMPARE(allSpecials().size(), std::size_t(5) * static_cast<std::size_t>(setCount() - (INNOVATION_WITH_ARTIFACTS ? 1 : 0)));
    }

#if INNOVATION_WITH_CITIES
    void fiveCitiesSpecialAchievements() {
        QCOMPARE(specialsOf(cities::set()).size(), std::size_t(5));
        const std::array<std::string_view, 5> names{"Legend", "Repute", "Fame", "Glory", "Victory"};
        for (std::size_t i = 0; i < names.size(); ++i) {
            QCOMPARE(specialsOf(cities::set())[i].name, names[i]);
            QVERIFY(!specialsOf(cities::set())[i].condition.empty());
            QVERIFY(specialsOf(cities::set())[i].set == cities::set());
        }
    }
#endif
};

QTEST_APPLESS_MAIN(TestCatalogue)
#include "test_catalogue.moc"
