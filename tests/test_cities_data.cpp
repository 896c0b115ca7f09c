// The Cities of Destiny (edition III) table matches the validated counts of the card data.
#include "cities/city_rules.h"
#include "cities/city_cards.h"
#include "core/card.h"

#include <QTest>

#include <map>
#include <set>
#include <string>

using namespace inno;
using namespace inno::cities;

namespace {

int cardsWith(SlotKind k) {
    int n = 0;
    for (const CityCard& c : allCityCards()) n += c.has(k) ? 1 : 0;
    return n;
}

int iconsOf(SlotKind k) {
    int n = 0;
    for (const CityCard& c : allCityCards()) n += c.count(k);
    return n;
}

int arrows(Splay d) {
    int n = 0;
    for (const CityCard& c : allCityCards())
        for (const Slot& s : c.icons) n += s.kind == SlotKind::Arrow && s.arrow == d ? 1 : 0;
    return n;
}

}  // namespace

class TestCitiesData : public QObject {
    Q_OBJECT
private slots:
    void hundredAndFiveDistinctCards() {
        QCOMPARE(static_cast<int>(allCityCards().size()), 105);
        std::set<std::string_view> titles;
        for (const CityCard& c : allCityCards()) {
            QVERIFY2(titles.insert(c.title).second, c.title.data());
            QVERIFY2(findCityCard(c.title) == &c, c.title.data());
            // No City shares a title with a base card: the title finds the City's own id, after the base cards.
            const auto id = findCard(c.title);
            QVERIFY2(id && cities::isCity(*id) && card(*id).title == c.title, c.title.data());
        }
        QVERIFY(findCityCard("Nowhere") == nullptr);
    }

    void agesAndColors() {
        std::map<int, int> perAge;
        std::map<std::pair<int, Color>, int> perAgeColor;
        std::map<Color, int> perColor;
        int previousAge = 1;
        for (const CityCard& c : allCityCards()) {
            QVERIFY2(c.age >= previousAge, c.title.data());  // ordered by age
            previousAge = c.age;
            ++perAge[c.age];
            ++perAgeColor[{c.age, c.color}];
            ++perColor[c.color];
        }
        QCOMPARE(static_cast<int>(perAge.size()), 10);
        QCOMPARE(perAge[1], 15);
        for (int a = 2; a <= 10; ++a) QCOMPARE(perAge[a], 10);
        for (Color col : kAllColors) {
            QCOMPARE(perColor[col], 21);
            QCOMPARE((perAgeColor[{1, col}]), 3);
            for (int a = 2; a <= 10; ++a) QCOMPARE((perAgeColor[{a, col}]), 2);
        }
    }

    void specialIconCounts() {
        QCOMPARE(iconsOf(SlotKind::Search), 37);
        QCOMPARE(cardsWith(SlotKind::Search), 37);
        QCOMPARE(iconsOf(SlotKind::Plus), 43);
        QCOMPARE(cardsWith(SlotKind::Plus), 30);
        QCOMPARE(arrows(Splay::Left), 10);
        QCOMPARE(arrows(Splay::Right), 10);
        QCOMPARE(arrows(Splay::Up), 10);
        QCOMPARE(iconsOf(SlotKind::Flag), 13);
        QCOMPARE(cardsWith(SlotKind::Flag), 13);
        QCOMPARE(iconsOf(SlotKind::Fountain), 13);
        QCOMPARE(cardsWith(SlotKind::Fountain), 12);
        QCOMPARE(iconsOf(SlotKind::Bonus), 56);
        QCOMPARE(cardsWith(SlotKind::Bonus), 40);
    }

    void flagsShowTheirCardsColor() {
        for (const CityCard& c : allCityCards())
            for (const Slot& s : c.icons)
                if (s.kind == SlotKind::Flag) QVERIFY2(s.flag == c.color, c.title.data());
    }

    void searchIconsSitTopMiddle() {
        for (const CityCard& c : allCityCards())
            for (int p = 0; p < kCitySlots; ++p)
                if (c.icons[p].kind == SlotKind::Search) QVERIFY2(p == TM, c.title.data());
    }

    void topRightIsTheHexagon() {
        for (const CityCard& c : allCityCards()) {
            QVERIFY2(c.icons[TR].kind == SlotKind::Hex, c.title.data());
            QCOMPARE(c.count(SlotKind::Hex), 1);
        }
    }

    void featuredIsTheUniqueMostFrequentIcon() {
        for (const CityCard& c : allCityCards()) {
            int best = 0, ties = 0;
            Icon top = Icon::None;
            for (Icon i : kResourceIcons) {
                const int n = c.count(i);
                if (n > best) best = n, top = i, ties = 1;
                else if (n == best && n > 0) ++ties;
            }
            QVERIFY2(ties == 1, c.title.data());
            QVERIFY2(c.featured == top, c.title.data());
        }
    }

    void bonusValuesAndAges() {
        for (const CityCard& c : allCityCards())
            for (const Slot& s : c.icons)
                if (s.kind == SlotKind::Bonus) QVERIFY2(s.bonus >= 2 && s.bonus <= 11, c.title.data());
        // Spot checks of the table against the printed cards.
        const CityCard* sf = findCityCard("San Francisco");
        QVERIFY(sf);
        QCOMPARE(sf->age, 7);
        QCOMPARE(slotText(sf->icons[TM]), std::string("bonus:9"));
        QCOMPARE(slotText(sf->icons[BM]), std::string("bonus:9"));
        const CityCard* brussels = findCityCard("Brussels");
        QVERIFY(brussels);
        QCOMPARE(brussels->count(SlotKind::Fountain), 2);
        QCOMPARE(slotText(findCityCard("Munich")->icons[TM]), std::string("arrow:right"));
        QCOMPARE(slotText(findCityCard("Buenos Aires")->icons[TM]), std::string("search:clock"));
        QVERIFY(findCityCard("São Paulo"));
        QVERIFY(findCityCard("Chang' An"));
    }

    void slotNotationRoundTrips() {
        for (const CityCard& c : allCityCards())
            for (const Slot& s : c.icons) {
                auto back = parseSlot(slotText(s));
                QVERIFY2(back, c.title.data());
                QCOMPARE(slotText(*back), slotText(s));
            }
        for (const char* bad : {"", "search:hex", "arrow:none", "flag:pink", "bonus:", "bonus:x", "none", "plus:1"})
            QVERIFY2(!parseSlot(bad), bad);
    }

    void coveredCitiesShowBySplay() {
        QVERIFY(shownWhenCovered(TR, Splay::Left) && shownWhenCovered(BR, Splay::Left));
        QVERIFY(!shownWhenCovered(TL, Splay::Left) && !shownWhenCovered(TM, Splay::Left));
        QVERIFY(shownWhenCovered(TL, Splay::Right) && shownWhenCovered(BL, Splay::Right));
        QVERIFY(!shownWhenCovered(BM, Splay::Right));
        QVERIFY(shownWhenCovered(BL, Splay::Up) && shownWhenCovered(BM, Splay::Up) && shownWhenCovered(BR, Splay::Up));
        for (Splay s : {Splay::None, Splay::Left, Splay::Right, Splay::Up}) QVERIFY(!shownWhenCovered(TM, s));
        for (int p = 0; p < kCitySlots; ++p) QVERIFY(!shownWhenCovered(p, Splay::None));
    }

    void fiveSpecialAchievements() {
        QCOMPARE(static_cast<int>(allCitySpecials().size()), 5);
        const char* names[] = {"Legend", "Repute", "Fame", "Glory", "Victory"};
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(allCitySpecials()[i].name, std::string_view(names[i]));
            QVERIFY(!allCitySpecials()[i].condition.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestCitiesData)
#include "test_cities_data.moc"
