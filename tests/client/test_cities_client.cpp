// Cities of Destiny in the client: City faces and backs, the City piles, Endorse, the plates' totals, the log.
#include "core/card_set.h"
#include "paint/card_painter.h"
#include "sets/cities/city_painter.h"
#include "model/dogma_preview.h"
#include "text/words.h"
#include "widgets/card_popup.h"
#include "text/log_text.h"
#include "text/dogma_text.h"
#include "text/totals_text.h"
#include "text/prompt_text.h"
#include "net/host/local_transport.h"
#include "game/game_screen.h"
#include "game/overlays.h"
#include "../net/random_picks.h"
#include "model/game_controller.h"
#include "screens/new_game_dialog.h"
#include "settings.h"
#include "net/host/table_host.h"
#include "table/table_layout.h"
#include "table/table_scene.h"
#include "table/table_items.h"
#include "net/wire/wire.h"

#include "cities/city_marks.h"
#include "cities/city_rules.h"
#include "core/card.h"
#include "core/queries.h"

#include <QCheckBox>
#include <QPushButton>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace inno;
using namespace inno::client;
using inno::net::SeatSpec;

namespace {

// The first City whose slots satisfy `fits`.
template <typename F>
int findCity(F fits) {
    for (const CardDef& c : cardsOf(cities::set()))
        if (fits(cities::cityOf(c.id))) return c.id;
    return -1;
}

int cityWith(cities::SlotKind kind, int pos) {
    return findCity([&](const cities::CityCard& c) { return c.icons[static_cast<std::size_t>(pos)].kind == kind; });
}

QImage render(const std::function<void(QPainter*, const QRectF&)>& paint, QSize size) {
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    paint(&p, QRectF(QPointF(0, 0), QSizeF(size)));
    p.end();
    return img;
}

// How many pixels of `area` are close to `c`.
int pixelsNear(const QImage& img, const QRectF& area, const QColor& c, int tolerance = 40) {
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(img.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor px = img.pixelColor(x, y);
            if (std::abs(px.red() - c.red()) + std::abs(px.green() - c.green()) + std::abs(px.blue() - c.blue()) < tolerance) ++n;
        }
    return n;
}

TableModel citiesModel() {
    TableModel m;
    m.viewer = 0;
    m.setInPlay("cities", true);
    m.players.resize(2);
    m.players[0].name = "You";
    m.players[1].name = "Ada";
    m.supply[kMainSet].fill(5);
    m.piles("cities").fill(4);
    return m;
}
}  // namespace

class TestCitiesClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void aCityIsDrawnWithItsSixPositionsAndSpecialIcons() {
        const QSize size(300, 200);
        const QRectF r(QPointF(0, 0), QSizeF(size));
        // A flag (in the City's color) top middle, a fountain, a bonus, a plus and an arrow where the data has them.
        const int flag = cityWith(cities::SlotKind::Flag, cities::TM);
        const int fountain = findCity([](const cities::CityCard& c) { return c.has(cities::SlotKind::Fountain); });
        const int bonus = findCity([](const cities::CityCard& c) { return c.has(cities::SlotKind::Bonus); });
        const int plus = cityWith(cities::SlotKind::Plus, cities::TM);
        const int search = cityWith(cities::SlotKind::Search, cities::TM);
        QVERIFY(flag >= 0 && fountain >= 0 && bonus >= 0 && plus >= 0 && search >= 0);

        const QImage flagImg = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, flag); }, size);
        const Color flagColor = cities::cityOf(static_cast<CardId>(flag)).icons[cities::TM].flag;
        QVERIFY(pixelsNear(flagImg, CityPainter::citySlot(r, cities::TM), CardPainter::base(flagColor), 30) > 40);
        // The hexagon top right carries the age on a light disc.
        QVERIFY(pixelsNear(flagImg, CityPainter::citySlot(r, cities::TR), QColor("#fbf8f0"), 20) > 40);

        auto slotOf = [](int city, cities::SlotKind k) {
            const auto& icons = cities::cityOf(static_cast<CardId>(city)).icons;
            for (int pos = 0; pos < cities::kCitySlots; ++pos)
                if (icons[static_cast<std::size_t>(pos)].kind == k) return pos;
            return -1;
        };
        const QImage fountainImg = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, fountain); }, size);
        QVERIFY(pixelsNear(fountainImg, CityPainter::citySlot(r, slotOf(fountain, cities::SlotKind::Fountain)), QColor("#2f86d6"), 30) > 20);
        const QImage bonusImg = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, bonus); }, size);
        QVERIFY(pixelsNear(bonusImg, CityPainter::citySlot(r, slotOf(bonus, cities::SlotKind::Bonus)), QColor("#e8c04a"), 60) > 40);
        const QImage plusImg = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, plus); }, size);
        QVERIFY(pixelsNear(plusImg, CityPainter::citySlot(r, cities::TM), QColor("#2f9a4a"), 30) > 40);
        // A search icon: the ordinary icon's dark tile with the gold magnifier over it.
        const QImage searchImg = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, search); }, size);
        QVERIFY(pixelsNear(searchImg, CityPainter::citySlot(r, cities::TM), QColor("#f2c230"), 30) > 15);
        QVERIFY(pixelsNear(searchImg, CityPainter::citySlot(r, cities::TM), QColor("#2a2826"), 20) > 40);
        // Still legible on a small board card: the flag keeps its color at a third of the size.
        const QSize small(100, 67);
        const QImage smallFlag = render([&](QPainter* p, const QRectF& rr) { CardPainter::paintFace(p, rr, flag, true); }, small);
        QVERIFY(pixelsNear(smallFlag, CityPainter::citySlot(QRectF(QPointF(0, 0), QSizeF(small)), cities::TM),
                           CardPainter::base(flagColor), 40) > 4);
    }

    void theArrowsPointTheirWay() {
        // An arrow's tip is on its side of the tile: compare the ink in the two halves.
        for (Splay d : {Splay::Left, Splay::Right, Splay::Up}) {
            cities::Slot slot = cities::arrow(d);
            const QImage img = render([&](QPainter* p, const QRectF& r) { CityPainter::paintCitySlot(p, r, slot, Color::Blue, 3); }, QSize(80, 80));
            const QColor ink("#3a3631");
            const int left = pixelsNear(img, QRectF(0, 0, 40, 80), ink), right = pixelsNear(img, QRectF(40, 0, 40, 80), ink);
            const int top = pixelsNear(img, QRectF(0, 0, 80, 40), ink), bottom = pixelsNear(img, QRectF(0, 40, 80, 40), ink);
            // The head is the wider half.
            if (d == Splay::Left) QVERIFY(left > right);
            if (d == Splay::Right) QVERIFY(right > left);
            if (d == Splay::Up) QVERIFY(top > bottom);
        }
    }

    void aCoveredCityShowsThePositionsItsSplayLeavesVisible() {
        // The strip a splay leaves of a covered card (natural units) holds exactly the positions the rules count.
        const QRectF r(0, 0, CardPainter::kWidth, CardPainter::kHeight);
        const qreal sw = CardPainter::splayStripWidth(), sh = CardPainter::splayStripHeight();
        const std::array<std::pair<Splay, QRectF>, 3> strips{{{Splay::Left, QRectF(r.right() - sw, 0, sw, r.height())},
                                                              {Splay::Right, QRectF(0, 0, sw, r.height())},
                                                              {Splay::Up, QRectF(0, r.bottom() - sh, r.width(), sh)}}};
        for (const auto& [splay, strip] : strips)
            for (int pos = 0; pos < cities::kCitySlots; ++pos)
                QCOMPARE(strip.contains(CityPainter::citySlot(r, pos)), cities::shownWhenCovered(pos, splay));
    }

    void aHiddenCityHasItsOwnBack() {
        const QSize size(150, 100);
        const QImage base = render([](QPainter* p, const QRectF& r) { CardPainter::paintBack(p, r, 3); }, size);
        const QImage city = render([](QPainter* p, const QRectF& r) { CardPainter::paintBack(p, r, 3, false, true); }, size);
        QVERIFY(base != city);
        // The City back is slate blue where the base back is near black.
        auto blueness = [](const QImage& img) {
            long sum = 0;
            for (int y = 10; y < 90; y += 4)
                for (int x = 10; x < 140; x += 4) sum += img.pixelColor(x, y).blue() - img.pixelColor(x, y).red();
            return sum;
        };
        QVERIFY(blueness(city) > blueness(base) + 2000);
    }

    void theCityPilesShowInTheSupply() {
        TableModel m = citiesModel();
        m.piles("cities")[2] = 7;
        const Layout l = computeLayout(m, QSizeF(1200, 700), LayoutOptions{});
        for (int a = 1; a <= kAges; ++a) {
            QVERIFY(l.items.count(deckKey(a, *findSet("cities"))));
            const ItemSpec& s = l.items.at(deckKey(a, *findSet("cities")));
            QCOMPARE(s.set, static_cast<int>(cities::set()));
            QCOMPARE(s.kind, ItemSpec::Deck);
            // Beside the base deck of its age.
            const ItemSpec& b = l.items.at(deckKey(a));
            QCOMPARE(s.rect.top(), b.rect.top());
            QVERIFY(s.rect.left() > b.rect.right());
        }
        QCOMPARE(l.items.at(deckKey(3, *findSet("cities"))).count, 7);
        TableModel base = m;
        base.setInPlay("cities", false);
        QVERIFY(!computeLayout(base, QSizeF(1200, 700), LayoutOptions{}).items.count(deckKey(1, *findSet("cities"))));
    }

    void hiddenCitiesAreStackedApartWithTheirBack() {
        TableModel m = citiesModel();
        const int city = static_cast<int>(cities::set());
        m.players[1].hand = {CardRef{-1, 2, false, 0}, CardRef{-1, 2, false, city}, CardRef{-1, 2, false, city}};
        const Layout l = computeLayout(m, QSizeF(1200, 700), LayoutOptions{});
        QVERIFY(l.items.count(hiddenKey(1, Zone::Hand, 2, 0, city)));
        QVERIFY(l.items.count(hiddenKey(1, Zone::Hand, 2, 0, 0)));
        QCOMPARE(l.items.at(hiddenKey(1, Zone::Hand, 2, 0, city)).count, 2);
        QCOMPARE(l.items.at(hiddenKey(1, Zone::Hand, 2, 0, city)).set, city);
        QCOMPARE(l.items.at(hiddenKey(1, Zone::Hand, 2, 0, 0)).set, 0);
    }

    void endorseIsOfferedWithAPreviewThatSaysTwice() {
        TableModel m = citiesModel();
        // A top card with a demand, and a City beside it.
        const int demand = [] {
            for (const CardDef& c : cardsOf(kMainSet))
                if (facts(c.id).hasDemand && c.age == 1) return static_cast<int>(c.id);
            return -1;
        }();
        QVERIFY(demand >= 0);
        m.players[0].piles[index(color(static_cast<CardId>(demand)))].cards = {demand};
        m.recount();
        const DogmaPreview d = dogmaPreview(m, demand, 0, cities::endorse());
        QVERIFY(d.setAction.has_value());
        QVERIFY2(dogmaPreviewText(d).contains("twice"), qPrintable(dogmaPreviewText(d)));
        QVERIFY(dogmaPreviewText(d).contains("Endorse"));
        QVERIFY(!dogmaPreviewText(dogmaPreview(m, demand, 0)).contains("twice"));

        // The table shows the Endorse badge on that card; clicking it asks for the Endorse action.
        TableScene scene;
        scene.setAnimationMs(0);
        scene.setTableSize(QSizeF(1200, 700));
        scene.showModel(m, false);
        PromptState p;
        p.seat = 0;
        p.id = 1;
        p.kind = PromptKind::Action;
        PromptOption dogma;
        dogma.type = PromptOption::Dogma, dogma.a = static_cast<std::uint16_t>(demand), dogma.text = "dogma " + cardTitle(demand);
        PromptOption endorse;
        endorse.type = PromptOption::SetAction, endorse.kind = static_cast<std::uint8_t>(cities::endorse()), endorse.a = static_cast<std::uint16_t>(demand), endorse.text = "endorse " + cardTitle(demand);
        p.options = {dogma, endorse};
        QVERIFY(p.canSetAction(cities::endorse(), demand));
        scene.setPrompt(p, true);
        QVERIFY(scene.item(cardKey(demand))->badge().has_value());
        // The badge leaves the card's title band (its top 30%) and its bottom row of icons readable.
        const QRectF badge = scene.item(cardKey(demand))->badgeRect();
        QVERIFY(!badge.intersects(QRectF(0, 0, CardPainter::kWidth, CardPainter::kHeight * 0.3)));
        QVERIFY(!badge.intersects(QRectF(0, CardPainter::kHeight * 0.7, CardPainter::kWidth, CardPainter::kHeight * 0.3)));
        // At every size the badge keeps off the title, wherever the card writes it (a small card: across its middle).
        for (QSizeF size : {QSizeF(1200, 700), QSizeF(900, 560), QSizeF(640, 400), QSizeF(480, 300)}) {
            scene.setTableSize(size);
            CardItem* item = scene.item(cardKey(demand));
            const QRectF title = CardPainter::titleBox(demand, item->geometry().width(), true);
            QVERIFY(!title.isEmpty());
            QVERIFY2(!item->badgeRect().intersects(title),
                     qPrintable(QString("at %1 px wide the badge covers the title").arg(item->geometry().width())));
        }
        scene.setTableSize(QSizeF(1200, 700));
        QSignalSpy endorsed(&scene, &TableScene::setActionRequested);
        QSignalSpy dogmas(&scene, &TableScene::dogmaRequested);
        QVERIFY(scene.clickKey(setActionKey(cities::endorse(), demand)));
        QCOMPARE(endorsed.size(), 1);
        QCOMPARE(endorsed.front().at(1).toInt(), demand);
        QCOMPARE(dogmas.size(), 0);
        QCOMPARE(optionLabel(endorse, p, m), "Endorse " + cardTitle(demand));
    }

    void thePlatesCountBonusesFlagsAndFountainsAndSayWhy() {
        TableModel m = citiesModel();
        // You: a City with a flag on top of its pile, and a City with a bonus; Ada: more cards of the flag's color.
        const int flag = findCity([](const cities::CityCard& c) {
            return c.icons[cities::TM].kind == cities::SlotKind::Flag && !c.has(cities::SlotKind::Bonus);
        });
        QVERIFY(flag >= 0);
        const cities::CityCard& fc = cities::cityOf(static_cast<CardId>(flag));
        const int bonus = findCity([&](const cities::CityCard& c) {
            return c.color != fc.color && c.has(cities::SlotKind::Bonus) && !c.has(cities::SlotKind::Flag) && !c.has(cities::SlotKind::Fountain);
        });
        QVERIFY(flag >= 0 && bonus >= 0);
        const cities::CityCard& bc = cities::cityOf(static_cast<CardId>(bonus));
        int best = 0, bonuses = 0;
        for (const auto& s : bc.icons)
            if (s.kind == cities::SlotKind::Bonus) best = std::max(best, s.bonus), ++bonuses;
        m.players[0].piles[index(fc.color)].cards = {flag};
        m.players[0].piles[index(bc.color)].cards = {bonus};
        m.players[0].score = {CardRef{-1, 3, false}, CardRef{-1, 2, false}};
        m.players[0].achievements = {"1"};
        m.recount();
        QCOMPARE(m.players[0].bonusPoints, best + bonuses - 1);
        QCOMPARE(m.players[0].scoreTotal, 5 + best + bonuses - 1);
        const int flags = fc.count(cities::SlotKind::Flag), fountains = fc.count(cities::SlotKind::Fountain);
        QCOMPARE(m.players[0].achievementTotal, 1 + flags + fountains);
        QVERIFY(achievementExplanation(m, 0).contains(QString("Flag (%1) on %2: counts").arg(Texts::color(fc.color), cardTitle(flag))));
        QVERIFY(scoreExplanation(m, 0).contains(QString("Bonus %1 on %2: adds %1").arg(best).arg(cardTitle(bonus))));

        // Ada shows two cards of the flag's color, splayed: the flag stops counting, and the text says who.
        int n = 0;
        for (const CardDef& c : cardsOf(kMainSet))
            if (c.color == fc.color && n < 2) m.players[1].piles[index(fc.color)].cards.push_back(c.id), ++n;
        m.players[1].piles[index(fc.color)].splay = Splay::Left;
        m.recount();
        QCOMPARE(m.players[0].achievementTotal, 1 + fountains);
        QVERIFY2(achievementExplanation(m, 0).contains(QString("Flag (%1) on %2: does not count — Ada shows 2").arg(Texts::color(fc.color), cardTitle(flag))),
                 qPrintable(achievementExplanation(m, 0)));

        // The labels say the totals, with the bonus part; hovering them explains.
        const Layout l = computeLayout(m, QSizeF(1200, 700), LayoutOptions{});
        const LabelSpec& score = l.labels.at(LabelKey::score(0));
        QVERIFY2(score.text.contains(QString::number(m.players[0].scoreTotal)) && score.text.contains("bonus"), qPrintable(score.text));
        QCOMPARE(score.tip, scoreExplanation(m, 0));
        QCOMPARE(l.labels.at(LabelKey::achievements(0)).tip, achievementExplanation(m, 0));
    }

    // Issue 47: Endorse chosen by its number and confirmed with Enter, as a click does.
    void endorseByKeyboard() {
        net::TableHost host;
        host.setBotDelayMs(0);
        QCOMPARE(host.newGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}},
                              cities::withCities(Options{2}), 7),
                 QString());
        net::LocalTransport transport(&host, {0});
        GameController controller(&transport);
        GameScreen screen;
        screen.setAnimationMs(0);
        screen.setConfirmDogma(true);
        screen.resize(1500, 950);
        screen.show();
        screen.attach(&controller);
        const auto ready = [&] { return controller.prompt().has_value() && screen.idle() && !controller.awaitingReply(); };
        const auto offersEndorse = [&] {
            const auto& o = controller.prompt()->options;
            return std::any_of(o.begin(), o.end(), [](const PromptOption& x) { return x.type == PromptOption::SetAction; });
        };
        std::mt19937_64 rng(3);
        for (int i = 0; i < 1500; ++i) {
            QVERIFY(QTest::qWaitFor(ready, 20000));
            if (offersEndorse()) break;
            controller.answer(randomPicks(*controller.prompt(), rng));
        }
        QVERIFY2(offersEndorse(), "no Endorse offered");
        // Its number in the prompt bar, then Enter in the question.
        const auto number = [&] {
            for (QPushButton* b : screen.findChildren<QPushButton*>("optionButton"))
                if (b->isVisible() && b->property("optionType").isValid() && b->property("optionType").toInt() == PromptOption::SetAction)
                    return b->text().left(1).toInt();
            return 0;
        };
        QTRY_VERIFY(number() > 0);
        const std::size_t before = host.game()->answers().size();
        QTest::keyClick(&screen, static_cast<Qt::Key>(Qt::Key_0 + number() % 10));
        QVERIFY(screen.dogmaConfirm()->isVisible());
        QVERIFY(screen.dogmaConfirm()->setAction().has_value());
        QTest::keyClick(&screen, Qt::Key_Return);
        QTRY_VERIFY(host.game()->answers().size() > before);
        const QString sent = QString::fromStdString(host.game()->answerTexts()[before].front());
        QVERIFY2(sent.startsWith("endorse "), qPrintable(sent));
    }

    void aCitiesGameSeenByTheClientMatchesTheTableViews() {
        // The client keeps City piles, hidden Cities and the Cities totals itself; the views must agree every time.
        bool sawMark = false;  // a bonus, flag or fountain on some board, so the explanations were checked
        for (quint64 seed : {41, 42}) {
            net::TableHost host;
            host.setBotDelayMs(0);
            QList<SeatSpec> seats{SeatSpec{"Ada", false, BotLevel::Random}, SeatSpec{"Babbage", false, BotLevel::Random},
                                  SeatSpec{"Curie", false, BotLevel::Random}};
            TableModel eventsOnly;
            QString mismatch;
            int views = 0;
            bool sawCityDraw = false;
            host.addConnection({}, [&](const boost::json::object& msg) {
                const std::string_view type = wire::stringField(msg, "type");
                if (type == "table") {
                    eventsOnly = modelFromTable(msg, -1);
                } else if (type == "events") {
                    for (const auto& v : wire::arrayField(msg, "events")) {
                        const Event e = parseEvent(wire::objectOf(v), eventsOnly);
                        sawCityDraw = sawCityDraw || ((e.set == static_cast<int>(cities::set())) && e.from.zone == Zone::Deck);
                        applyEvent(eventsOnly, e);
                    }
                } else if (type == "view" && mismatch.isEmpty()) {
                    const View view = parseView(wire::objectField(msg, "view"), eventsOnly);
                    TableModel fromView = eventsOnly;
                    applyView(fromView, view);
                    for (int p = 0; p < eventsOnly.playerCount() && mismatch.isEmpty(); ++p) {
                        const PlayerModel& x = eventsOnly.players[p];
                        const auto& pv = view.players[static_cast<std::size_t>(p)];
                        if (x.scoreTotal != pv.scoreTotal) mismatch = x.name + "'s score";
                        else if (x.achievementTotal != pv.achievementTotal) mismatch = x.name + "'s achievements";
                        // The explanation adds up to the engine's totals: counting flags and fountains, bonus points.
                        int marks = 0, bonusPoints = 0;
                        for (const cities::ShownMark& mk : cities::shownMarks(eventsOnly.boardState(), p)) {
                            sawMark = true;
                            marks += mk.kind != cities::SlotKind::Bonus && mk.counts ? 1 : 0;
                            bonusPoints += mk.points;
                        }
                        if (mismatch.isEmpty() && marks != x.achievementTotal - static_cast<int>(x.achievements.size()))
                            mismatch = x.name + "'s flags and fountains explained";
                        if (mismatch.isEmpty() && bonusPoints != x.bonusPoints) mismatch = x.name + "'s bonuses explained";
                        int cities = 0;
                        for (const auto& r : x.hand) cities += (r.set == static_cast<int>(cities::set()));
                        if (cities != static_cast<int>(std::count(pv.handSets.begin(), pv.handSets.end(), cities::set())))
                            mismatch = x.name + "'s hidden Cities";
                    }
                    if (mismatch.isEmpty() && eventsOnly.piles("cities") != view.supplySizes[cities::set()]) mismatch = "City piles";
                    if (mismatch.isEmpty() && eventsOnly.supply[kMainSet] != view.deckSizes()) mismatch = "decks";
                    if (!mismatch.isEmpty()) mismatch += QString(" after %1 answers").arg(wire::intField(msg, "answers"));
                    ++views;
                }
            });
            const Options o = cities::withCities(Options{3});
            host.newGame(seats, o, seed);
            QTRY_VERIFY_WITH_TIMEOUT(host.game()->over() || host.stalled() || host.game()->answers().size() > 300, 60000);
            host.setBotsRunning(false);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(mismatch)));
            QVERIFY(eventsOnly.inPlay("cities"));
            QVERIFY(sawCityDraw);
            QVERIFY(views > 10);
        }
        QVERIFY(sawMark);
    }

    void theLogSaysWhichCityRuleCausedAMove() {
        TableModel m = citiesModel();
        Event e;
        e.kind = EventKind::CardMoved;
        e.move = Move::Drawn;
        e.player = 0;
        e.age = 2;
        e.set = cities::set();
        e.from.zone = Zone::Deck;
        e.to.zone = Zone::Hand;
        e.to.player = 0;
        e.trigger = cities::trigger(cities::Cause::CityForNewColor);
        const QString line = describe(e, m, m);
        QVERIFY2(line.contains("a City of age 2") && line.contains("new color"), qPrintable(line));
        e.trigger = cities::trigger(cities::Cause::CityForSplay);
        QVERIFY(describe(e, m, m).contains("splayed in a new direction"));
        e.trigger = Trigger::None;
        QVERIFY(!describe(e, m, m).contains("City draw"));
        Event s;
        s.kind = EventKind::Splayed;
        s.player = 0;
        s.color = Color::Red;
        s.splay = Splay::Left;
        s.trigger = cities::trigger(cities::Cause::Arrow);
        s.source = cityWith(cities::SlotKind::Arrow, cities::TM);
        QVERIFY(describe(s, m, m).contains("arrow icon of"));
        QVERIFY(describe(s, m, m).contains(cardTitle(s.source).toHtmlEscaped()));
    }

    // A City's search sends the cards it did not keep back under their deck: no player moved them, and the log
    // says what happened instead of "someone returns a 4 from the deck".
    void theLogSaysWhereASearchSendsTheCardsItDidNotKeep() {
        TableModel m = citiesModel();
        Event e;
        e.kind = EventKind::CardMoved;
        e.move = Move::Returned;
        e.player = -1;
        e.card = kNoCard;
        e.age = 4;
        e.from.zone = Zone::Deck;
        e.to.zone = Zone::Deck;
        e.trigger = cities::trigger(cities::Cause::Search);
        e.source = cityWith(cities::SlotKind::Search, cities::TL);
        const QString line = describe(e, m, m);
        QVERIFY2(line.startsWith("A 4 goes back to the bottom of its deck."), qPrintable(line));
        QVERIFY2(line.contains("search icon of") && !line.contains("someone"), qPrintable(line));
    }

    // Hovering a City explains its special icons under the large card: where each is and what it does.
    void theCityPreviewExplainsItsSpecialIcons() {
        const int city = findCity([](const cities::CityCard& c) { return c.has(cities::SlotKind::Plus); });
        QVERIFY(city >= 0);
        const QString notes = CardPopup::setNotes(city);
        QVERIFY2(notes.contains("plus") && notes.contains("draw a base card of a value one higher"), qPrintable(notes));
        const QString searching = CardPopup::setNotes(findCity([](const cities::CityCard& c) { return c.has(cities::SlotKind::Search); }));
        QVERIFY2(searching.contains("search: ") && searching.contains("magnifying glass"), qPrintable(searching));
        const int plain = findCity([](const cities::CityCard& c) {
            return std::all_of(c.icons.begin(), c.icons.end(), [](const cities::Slot& s) {
                return s.kind == cities::SlotKind::Standard || s.kind == cities::SlotKind::Hex;
            });
        });
        if (plain >= 0) QVERIFY(CardPopup::setNotes(plain).isEmpty());
        QVERIFY(CardPopup::setNotes(0).isEmpty());  // a base card
        // The preview grows to show them.
        CardPopup popup;
        popup.showCard(city, QPoint(10, 10));
        QCOMPARE(popup.notes(), notes);
        QVERIFY(popup.height() > 320);
        popup.showCard(0, QPoint(10, 10));
        QCOMPARE(popup.height(), 290);
    }

    void theNewGameDialogOffersCities() {
        // (Remembering it goes through the same QSettings store as the other options, off in tests.)
        NewGameDialog d;
        auto* box = d.findChild<QCheckBox*>("citiesOption");
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        QVERIFY(!cities::inPlay(d.options()));
        QCOMPARE(achievementsToWin(d.options()), 6);
        box->setChecked(true);
        QVERIFY(cities::inPlay(d.options()));
        QCOMPARE(achievementsToWin(d.options()), 7);  // two players with one expansion
        auto* needed = d.findChild<QLabel*>("achievementsNeeded");
        QVERIFY(needed && needed->text().endsWith("7"));
    }
};

QTEST_MAIN(TestCitiesClient)
#include "test_cities_client.moc"
