// The table layout as a player reads it: the cards in your hand keep their titles in view however many there are.
#include "table_layout.h"

#include <QtTest>

using namespace inno;
using namespace inno::client;

namespace {
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
            const QRectF score = l.labels.at("score:0").rect;
            for (const ItemSpec& a : handCards(l)) QVERIFY(a.rect.right() < score.left());
        }
    }

    void aHandOfSixUsesTwoRowsRatherThanCoveringTitles() {
        const QList<ItemSpec> hand = handCards(computeLayout(twoPlayers(6), QSizeF(1256, 944), LayoutOptions{}));
        QSet<qreal> rows;
        for (const ItemSpec& a : hand) rows << a.rect.top();
        QCOMPARE(rows.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTableLayout)
#include "test_table_layout.moc"
