// A zone a set gives every player, in the client, whatever set declared it (issue 46): a card set built only in
// this test ("zones") declares a public zone, "showcase"; no client code names it. The model holds the zone's cards
// of every seat from a view of an engine game and keeps them up to date from the events, and the table shows an
// opponent's showcased card face up on their area, titled readably, under the zone's name.
#include "model/table_model.h"
#include "table/item_key.h"
#include "table/table_items.h"
#include "table/table_layout.h"
#include "table/table_scene.h"

#include "base/base_set.h"
#include "catalogue/catalogue.h"
#include "core/card.h"
#include "core/card_dsl.h"
#include "core/card_set.h"
#include "core/game.h"
#include "core/state.h"
#include "core/view.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace inno;
using namespace inno::client;

namespace {

const RegisteredSet& zonesSet() { return registeredSet(*findSet("zones")); }
Zone showcase() { return zonesSet().zone(0); }

CardDef zoneCard(const char* title, Color color, Icon icon) {
    return {.title = title,
            .age = 1,
            .color = color,
            .icons = {icon, icon, Icon::Hex, icon},
            .dogmaIcon = icon,
            .effects = {{Effect::NonDemand, "Put a card from your hand in your showcase.",
                         [](Ctx& c) { c.chooseAndTransfer(c.hand(), c.you(), showcase()); }}},
            .rulings = {}};
}

// The test's set: three cards of age 1 and one public zone. Registered after the build's sets, before any game.
void registerZonesSet() {
    CardSetDef set;
    set.key = "zones";
    set.name = "Zones (a test set)";
    set.pileLabel = "zone";
    set.cards = {zoneCard("Zone Lantern", Color::Blue, Icon::Lightbulb), zoneCard("Zone Banner", Color::Red, Icon::Castle),
                 zoneCard("Zone Ledger", Color::Green, Icon::Crown)};
    set.zones = {{"showcase", ZoneVisibility::Everyone}};
    registerCardSet(std::move(set));
}

Names twoNames() { return {"Ann", "Ben"}; }

// A game with the test set in play, past its opening melds, where seat 1 (Ben) holds `shown` in his showcase.
Game gameWithShowcase(CardId shown) {
    Options o;
    o.sets |= static_cast<SetMask>(1u << zonesSet().id);
    Game g = Game::start({twoNames(), o, 5});
    while (g.prompt() && g.prompt()->kind != PromptKind::Action) g.answer(Answer{0});
    GameState s = g.state();
    s.move(shown, lists::extra(1, showcase()), true);
    return Game::fromPosition(twoNames(), s);
}

// Seat `viewer`'s model of the game, built from its view as the client builds it from the table's snapshot.
TableModel modelFor(const Game& g, int viewer) {
    TableModel m;
    m.viewer = viewer;
    for (const auto& name : g.names()) {
        PlayerModel p;
        p.name = QString::fromStdString(name);
        m.players.push_back(p);
    }
    applyView(m, makeView(g, viewer));
    return m;
}

}  // namespace

class TestSetZones : public QObject {
    Q_OBJECT

private slots:
    void theModelHoldsAnOpponentsPublicZone() {
        const CardId lantern = *findCard("Zone Lantern");
        const TableModel m = modelFor(gameWithShowcase(lantern), 0);
        QVERIFY(m.zonesInPlay[extraZoneIndex(showcase())]);
        const QList<CardRef>& zone = m.players[1].zones[extraZoneIndex(showcase())];
        QCOMPARE(zone.size(), 1);
        QCOMPARE(zone.front().id, static_cast<int>(lantern));  // its identity, though it is Ben's and Ann is viewing
        QCOMPARE(zone.front().set, static_cast<int>(zonesSet().id));
        QVERIFY(m.players[0].zones[extraZoneIndex(showcase())].isEmpty());
    }

    void theTableShowsItFaceUpUnderTheZonesName() {
        const CardId lantern = *findCard("Zone Lantern");
        const TableModel m = modelFor(gameWithShowcase(lantern), 0);
        TableScene scene;
        scene.setAnimationMs(0);
        scene.setTableSize(QSizeF(1280, 720));
        scene.showModel(m, false);
        CardItem* item = scene.item(cardKey(lantern));
        QVERIFY(item);
        QCOMPARE(item->spec().kind, ItemSpec::Face);
        QCOMPARE(item->spec().card, static_cast<int>(lantern));
        QCOMPARE(item->spec().zone, showcase());
        QCOMPARE(item->spec().owner, 1);
        // On Ben's area, not Ann's: beside his board.
        const Layout& layout = scene.layout();
        const QRectF r = item->geometry();
        QVERIFY(!layout.boards.at(0).intersects(r));
        QVERIFY(std::abs(r.center().y() - layout.boards.at(1).center().y()) < std::abs(r.center().y() - layout.boards.at(0).center().y()));
        // The zone's name over it, and the card's title written at a readable size.
        const Layout& l = scene.layout();
        QVERIFY(l.labels.count(LabelKey::extraZone(1, showcase())));
        QVERIFY2(l.labels.at(LabelKey::extraZone(1, showcase())).text.startsWith("Showcase"),
                 qPrintable(l.labels.at(LabelKey::extraZone(1, showcase())).text));
        QVERIFY(l.labels.count(LabelKey::cardTitle(lantern)));
        const LabelSpec& title = l.labels.at(LabelKey::cardTitle(lantern));
        QCOMPARE(title.text, QString("Zone Lantern"));
        QVERIFY(title.px >= 12);
        QVERIFY2(QFontMetricsF(uiPx(title.px, QFont::DemiBold)).horizontalAdvance(title.text) <= title.rect.width() + 1,
                 qPrintable(QString("%1 px in %2 px").arg(QFontMetricsF(uiPx(title.px, QFont::DemiBold)).horizontalAdvance(title.text)).arg(title.rect.width())));
        QVERIFY(QRectF(0, 0, 1280, 720).contains(title.rect));
        // The table paints it (a set the painter knows nothing of).
        QImage img(1280, 720, QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter painter(&img);
        scene.render(&painter);
        if (qEnvironmentVariableIsSet("INNO_SAVE_TABLE")) img.save(qEnvironmentVariable("INNO_SAVE_TABLE"));
    }

    // The title stays whole in larger windows too, where the opponent's hand and score may stand beside the board.
    void theTitleIsWholeAtEverySize() {
        const CardId ledger = *findCard("Zone Ledger");
        const TableModel m = modelFor(gameWithShowcase(ledger), 0);
        for (const QSizeF size : {QSizeF(1280, 720), QSizeF(1600, 900), QSizeF(1920, 1080), QSizeF(2560, 1440), QSizeF(1024, 768)}) {
            const Layout l = computeLayout(m, size, LayoutOptions{});
            QVERIFY(l.items.count(cardKey(ledger)));
            QVERIFY(l.labels.count(LabelKey::cardTitle(ledger)));
            const LabelSpec& title = l.labels.at(LabelKey::cardTitle(ledger));
            const qreal needed = QFontMetricsF(uiPx(title.px, QFont::DemiBold)).horizontalAdvance(title.text);
            QVERIFY2(needed <= title.rect.width() + 1 && title.px >= 12,
                     qPrintable(QString("%1x%2: %3 px in %4 px").arg(size.width()).arg(size.height()).arg(needed).arg(title.rect.width())));
        }
    }

    void ownPublicZoneIsShownToo() {
        const CardId banner = *findCard("Zone Banner");
        const TableModel m = modelFor(gameWithShowcase(banner), 1);
        const Layout l = computeLayout(m, QSizeF(1280, 720), LayoutOptions{});
        QVERIFY(l.items.count(cardKey(banner)));
        QCOMPARE(l.items.at(cardKey(banner)).kind, ItemSpec::Face);
        QVERIFY(l.labels.count(LabelKey::extraZone(1, showcase())));
    }

    // A card moved into the public zone: the model holds it, for the owner and the others alike, and the move
    // animates to its item there.
    void aMoveIntoThePublicZoneIsFollowed() {
        const CardId lantern = *findCard("Zone Lantern"), ledger = *findCard("Zone Ledger");
        TableModel m = modelFor(gameWithShowcase(lantern), 0);
        Event e;
        e.kind = EventKind::CardMoved;
        e.card = ledger;
        e.age = 1;
        e.set = static_cast<int>(zonesSet().id);
        e.from.zone = Zone::Removed;
        e.to.zone = showcase();
        e.to.player = 1;
        e.move = Move::Transferred;
        applyEvent(m, e);
        const QList<CardRef>& zone = m.players[1].zones[extraZoneIndex(showcase())];
        QCOMPARE(zone.size(), 2);
        QVERIFY(std::any_of(zone.begin(), zone.end(), [&](const CardRef& r) { return r.id == static_cast<int>(ledger); }));
        QCOMPARE(keyForMove(m, showcase(), 1, static_cast<int>(ledger), 1, true, e.set), cardKey(ledger));
        const Layout l = computeLayout(m, QSizeF(1280, 720), LayoutOptions{});
        QVERIFY(l.items.count(cardKey(ledger)));
        // And out of it again.
        e.from.zone = showcase();
        e.from.player = 1;
        e.to.zone = Zone::Removed;
        e.to.player = -1;
        applyEvent(m, e);
        QCOMPARE(m.players[1].zones[extraZoneIndex(showcase())].size(), 1);
        QCOMPARE(ItemKey(cardKey(lantern)).toString(), cardKey(lantern).toString());
    }
};

int main(int argc, char** argv) {
    // The base game and the test set alone: the expansions of the build already hold the core's extra zones.
    registerCardSet(base::cardSet());
    registerZonesSet();
    QApplication app(argc, argv);
    TestSetZones test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_set_zones.moc"
