// The table layout as a player reads it: the cards in your hand keep their titles in view however many there are.
#include "late_game_position.h"
#include "table/table_layout.h"

#include <QtTest>

using namespace inno;
using namespace inno::client;

namespace {
// The table of a 1280x720 window (the client's smallest supported screen) once the menu, log and prompt bar
// have their room.
constexpr QSize kTable1280(930, 580);

TableModel twoPlayers(int handSize) {
    TableModel m;
    m.viewer = 0;
    m.players.resize(2);
    m.players[0].name = "You";
    m.players[1].name = "Ada";
    int next = 0;
    // A few cards on each board, then the hand.
    for (int p = 0; p < 2; ++p)
        for (int c = 0; c < 3; ++c) m.players[p].piles[c].cards = {next++};
    for (int i = 0; i < handSize; ++i) m.players[0].hand.push_back(CardRef{next++, 1, false});
    m.decks.fill(5);
    return m;
}

QList<ItemSpec> handCards(const Layout& l) {
    QList<ItemSpec> out;
    for (const auto& [key, spec] : l.items)
        if (spec.zone == Zone::Hand && spec.owner == 0) out << spec;
    return out;
}
}  // namespace

class TestTableLayout : public QObject {
    Q_OBJECT
private slots:
    void everyHandCardKeepsItsTitleInView_data() {
        QTest::addColumn<int>("cards");
        QTest::addColumn<QSizeF>("window");
        for (QSizeF size : {QSizeF(1256, 944), QSizeF(1000, 700)})
            for (int n : {1, 4, 6, 7, 9, 12, 16, 22, 30})
                QTest::addRow("%d cards, %dx%d", n, int(size.width()), int(size.height())) << n << size;
    }
    void everyHandCardKeepsItsTitleInView() {
        QFETCH(int, cards);
        QFETCH(QSizeF, window);
        const Layout l = computeLayout(twoPlayers(cards), window, LayoutOptions{});
        const QList<ItemSpec> hand = handCards(l);
        QCOMPARE(hand.size(), cards);
        for (const ItemSpec& a : hand) {
            // The title bar: the top third of the card, across its left three fifths (icon and title).
            const QRectF title(a.rect.topLeft(), QSizeF(a.rect.width() * 0.6, a.rect.height() * 0.3));
            for (const ItemSpec& b : hand) {
                if (b.z <= a.z) continue;
                const QRectF covered = title.intersected(b.rect);
                const qreal share = covered.width() * covered.height() / (title.width() * title.height());
                QVERIFY2(share < 0.05, qPrintable(QString("card %1's title is %2% under card %3").arg(a.card).arg(share * 100).arg(b.card)));
            }
            // Not squeezed to a sliver either.
            QVERIFY(a.rect.width() >= window.width() * 0.04);
        }
    }

    void theHandStaysOutOfTheScorePile() {
        for (int n : {6, 12, 30}) {
            const Layout l = computeLayout(twoPlayers(n), QSizeF(1256, 944), LayoutOptions{});
            const QRectF score = l.labels.at(LabelKey::score(0)).rect;
            for (const ItemSpec& a : handCards(l)) QVERIFY(a.rect.right() < score.left());
        }
    }

    // With room, the hand's cards are whole: none covers another.
    void aHandOfSixCoversNothingWhenThereIsRoom() {
        const QList<ItemSpec> hand = handCards(computeLayout(twoPlayers(6), QSizeF(1256, 944), LayoutOptions{}));
        for (const ItemSpec& a : hand)
            for (const ItemSpec& b : hand)
                if (a.card != b.card) QVERIFY(!a.rect.intersects(b.rect));
    }

    // The late four-player game on the tables of common screens (the table's share of each window, measured with
    // the client's log and prompt bar): every top card's title and icons, every splayed strip and every title of
    // your hand readable.
    void aLateGameIsReadableOnEveryScreen_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<QSizeF>("table");
        // Five seats from 1366x768 up (at 1280x720 their top cards are 54 px wide: docs/client.md, known gaps).
        QTest::addRow("4 players, 1280x720") << 4 << QSizeF(kTable1280.width(), kTable1280.height());
        for (int players : {4, 5}) {
            QTest::addRow("%d players, 1366x768", players) << players << QSizeF(990, 610);
            QTest::addRow("%d players, 1920x1080", players) << players << QSizeF(1480, 920);
            QTest::addRow("%d players, 2560x1440", players) << players << QSizeF(2000, 1280);
        }
    }
    void aLateGameIsReadableOnEveryScreen() {
        QFETCH(int, players);
        QFETCH(QSizeF, table);
        const Layout l = computeLayout(testing::lateGamePosition(players), table, LayoutOptions{});
        QCOMPARE(static_cast<int>(l.panels.size()), players);
        const QStringList problems = testing::readabilityProblems(l, table);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    }

    // Five seats: the four opponents sit around you clockwise: your left neighbour (the next seat) and your right
    // neighbour (the seat before you) in the row nearest your area, the two seats across the table above them,
    // and no panel overlaps another.
    void fiveSeatsSitAroundYou() {
        for (QSizeF table : {QSizeF(990, 610), QSizeF(1480, 920)}) {
            const Layout l = computeLayout(testing::lateGamePosition(5), table, LayoutOptions{});
            const auto& pn = l.panels;
            QVERIFY(pn.at(1).rect.center().x() < pn.at(4).rect.center().x());  // left and right neighbours
            QVERIFY(pn.at(2).rect.center().x() < pn.at(3).rect.center().x());
            for (int across : {2, 3})
                for (int beside : {1, 4}) QVERIFY(pn.at(across).rect.bottom() < pn.at(beside).rect.top());
            for (const auto& [p, a] : pn)
                for (const auto& [q, b] : pn)
                    if (p < q) QVERIFY2(!a.rect.intersects(b.rect), qPrintable(QString("panels %1 and %2 overlap").arg(p).arg(q)));
        }
    }

    // A fourteen-card hidden pile is one stack per age, each saying how many.
    void aHiddenPileIsSummarisedByAge() {
        const Layout l = computeLayout(testing::lateGamePosition(), QSizeF(1000, 560), LayoutOptions{});
        QMap<int, int> counts;
        for (const auto& [key, s] : l.items)
            if (s.owner == 2 && s.zone == Zone::Score) {
                QCOMPARE(s.kind, ItemSpec::Back);
                counts[s.age] += s.count;
            }
        QCOMPARE(counts.size(), 5);
        int total = 0;
        for (int n : counts) total += n;
        QCOMPARE(total, 14);
    }

    // The table grows with the window: on a large screen the cards are drawn larger, not left small.
    void theTableScalesWithTheWindow() {
        auto topWidth = [](const Layout& l) {
            qreal w = 0;
            for (const auto& [key, s] : l.items)
                if (s.zone == Zone::Board && s.top && s.owner == 1) w = std::max(w, s.rect.width());
            return w;
        };
        const TableModel m = testing::lateGamePosition();
        const qreal small = topWidth(computeLayout(m, QSizeF(1000, 560), LayoutOptions{}));
        const qreal large = topWidth(computeLayout(m, QSizeF(2100, 1250), LayoutOptions{}));
        QVERIFY2(large > small * 1.8, qPrintable(QString("%1 px -> %2 px").arg(small).arg(large)));
    }

    // Settings > Card size: a larger size gives your own area more room, and your board's cards grow with it.
    void cardSizeChangesYourCards() {
        for (QSizeF table : {QSizeF(1000, 560), QSizeF(1560, 900), QSizeF(2100, 1250)}) {
            auto ownTop = [&](qreal share) {
                LayoutOptions o;
                o.ownShare = share;
                const Layout l = computeLayout(testing::lateGamePosition(), table, o);
                qreal w = 0;
                for (const auto& [key, s] : l.items)
                    if (s.zone == Zone::Board && s.top && s.owner == 0) w = std::max(w, s.rect.width());
                return w;
            };
            QVERIFY(ownTop(0.36) < ownTop(0.42));
            QVERIFY(ownTop(0.42) < ownTop(0.5));
        }
    }
};

QTEST_GUILESS_MAIN(TestTableLayout)
#include "test_table_layout.moc"
