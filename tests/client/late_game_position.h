// A four-player (or five-player) late game as the table shows it to seat 1: nine cards in your hand, a fourteen-card score pile
// (hidden from you), piles splayed left, right and up, tracked cards in an opponent's hand. The tests lay it out
// at the screen sizes people have.
#pragma once

#include "core/card_set.h"
#include "table/table_layout.h"
#include "model/table_model.h"

#include "core/card.h"

#include <algorithm>
#include <QFont>
#include <QFontMetricsF>
#include <QSizeF>
#include <QStringList>

namespace inno::client::testing {

inline TableModel lateGamePosition(int players = 4) {
    using inno::client::CardRef;
    TableModel m;
    m.viewer = 0;
    m.players.resize(players);
    const char* names[] = {"Ada", "Babbage", "Curie", "Dijkstra", "Euler"};
    for (int p = 0; p < players; ++p) {
        m.players[p].name = names[p];
        m.players[p].human = p == 0;
        m.players[p].botLevel = p == 0 ? QString() : QString("medium");
    }
    // Cards by color, youngest first, so that each pile can take the next ones.
    std::array<QList<int>, kColors> byColor;
    for (const auto& c : cardsOf(kMainSet)) byColor[index(c.color)].prepend(static_cast<int>(c.id));
    auto take = [&](Color c) { return byColor[index(c)].takeFirst(); };
    auto pile = [&](int p, Color c, int n, Splay s) {
        PileModel& pm = m.players[p].piles[index(c)];
        for (int i = 0; i < n; ++i) pm.cards.push_back(take(c));
        pm.splay = n > 1 ? s : Splay::None;
    };
    // Boards of a late game: four piles splayed (right, left and up), one not, two to four cards each.
    const Splay splays[] = {Splay::Right, Splay::Left, Splay::Up, Splay::None, Splay::Right};
    for (int p = 0; p < players; ++p)
        for (int c = 0; c < kColors; ++c) pile(p, static_cast<Color>(c), 2 + (p + c) % 3, splays[(p + c) % 5]);
    // Your hand: nine cards you know.
    for (int i = 0; i < 9; ++i) {
        const int id = take(static_cast<Color>(i % kColors));
        m.players[0].hand.push_back(CardRef{id, card(static_cast<CardId>(id)).age, false});
    }
    // Curie's score pile (Babbage's in a game of two): fourteen hidden cards of five ages; her hand: two tracked
    // cards and three hidden ones.
    const int curie = std::min(2, players - 1);
    for (int i = 0; i < 14; ++i) m.players[curie].score.push_back(CardRef{-1, 3 + i % 5, false});
    for (int i = 0; i < 2; ++i) {
        const int id = take(static_cast<Color>(i));
        m.players[curie].hand.push_back(CardRef{id, card(static_cast<CardId>(id)).age, true});
    }
    for (int a : {5, 6, 6}) m.players[curie].hand.push_back(CardRef{-1, a, false});
    for (int p = 1; p < players; ++p) {
        if (p == curie) continue;  // Curie's are above
        for (int a : {4, 5, 7}) m.players[p].hand.push_back(CardRef{-1, a, false});
        for (int a : {2, 4, 5, 5}) m.players[p].score.push_back(CardRef{-1, a, false});
    }
    // Your score pile, face up to you.
    for (int i = 0; i < 6; ++i) {
        const int id = take(static_cast<Color>((i + 2) % kColors));
        m.players[0].score.push_back(CardRef{id, card(static_cast<CardId>(id)).age, false});
    }
    m.players[0].achievements = {"1", "2"};
    m.players[1].achievements = {"3", "Monument"};
    m.players[curie].achievements << "4";
    m.available = {"5", "6", "7", "8", "9", "Empire", "World", "Wonder", "Universe"};
    m.supply[kMainSet] = {3, 5, 4, 6, 8, 7, 9, 10, 8, 10};
    m.current = 0;
    m.actionsLeft = 2;
    m.turnNumber = 41;
    m.waitingFor = 0;
    m.recount();
    return m;
}

// The screens the table must fit, as whole windows.
inline QList<QSize> supportedScreens() { return {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080), QSize(2560, 1440)}; }

// What a player could not read on a laid-out table: a top card whose title band or icon row is covered or too
// small (under 58 px wide, its icons would be under 10 px), a splayed pile whose strips are narrower than an
// icon, a card of your hand whose title band is covered or that is under 90 px wide, anything outside the
// table. Empty when all is readable.
inline QStringList readabilityProblems(const Layout& l, QSizeF table) {
    QStringList out;
    constexpr qreal kBand = 0.3;  // of a card's height: its title band, and its bottom row of icons
    auto coveredShare = [&](const ItemKey& key, const ItemSpec& a, const QRectF& part) {
        qreal worst = 0;
        for (const auto& [k, b] : l.items) {
            if (k == key || b.covered || b.z <= a.z) continue;
            const QRectF c = part.intersected(b.rect);
            if (!c.isEmpty()) worst = std::max(worst, c.width() * c.height() / (part.width() * part.height()));
        }
        return worst;
    };
    const QRectF inside = QRectF(QPointF(0, 0), table).adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const auto& [key, a] : l.items) {
        if (a.covered) continue;
        if (!inside.contains(a.rect)) out << QString("%1 lies outside the table").arg(key.toString());
        const QRectF title(a.rect.topLeft(), QSizeF(a.rect.width(), a.rect.height() * kBand));
        const QRectF icons(a.rect.left(), a.rect.bottom() - a.rect.height() * kBand, a.rect.width(), a.rect.height() * kBand);
        if (a.zone == Zone::Board && a.top) {
            if (a.rect.width() < 58) out << QString("top card %1 is %2 px wide").arg(key.toString()).arg(a.rect.width());
            if (coveredShare(key, a, title) > 0.02) out << QString("top card %1: title covered").arg(key.toString());
            if (coveredShare(key, a, icons) > 0.02) out << QString("top card %1: icons covered").arg(key.toString());
        }
        if (a.zone == Zone::Hand && a.owner == 0 && a.kind == ItemSpec::Face) {
            if (a.rect.width() < 90) out << QString("hand card %1 is %2 px wide").arg(key.toString()).arg(a.rect.width());
            if (coveredShare(key, a, title) > 0.02) out << QString("hand card %1: title covered").arg(key.toString());
        }
    }
    // Splayed piles: each covered card shows a strip at least an icon wide.
    for (const auto& [key, slot] : l.pileSlots) {
        if (slot.splay == Splay::None || slot.count < 2) continue;
        const qreal strip = slot.splay == Splay::Up ? slot.pileRect.height() - slot.rect.height() : slot.pileRect.width() - slot.rect.width();
        const qreal icon = slot.splay == Splay::Up ? slot.rect.height() * 0.26 : slot.rect.width() * 0.17;
        if (strip / (slot.count - 1) < icon) out << QString("%1: splay strips narrower than an icon").arg(key.toString());
    }
    return out;
}

// The base cards with the longest titles of each colour put on top of the boards' piles, the longest on the first
// seats' boards (each swapped with the card that was there, wherever it was).
inline void putLongestTitlesOnTop(TableModel& m) {
    auto title = [](int id) {
        const auto t = card(static_cast<CardId>(id)).title;
        return QString::fromUtf8(t.data(), static_cast<qsizetype>(t.size()));
    };
    auto width = [&](int id) { return QFontMetricsF(QFont("DejaVu Sans", 12, QFont::Bold)).horizontalAdvance(title(id)); };
    for (int c = 0; c < kColors; ++c) {
        QList<int> ids;
        for (const auto& d : cardsOf(kMainSet))
            if (index(d.color) == c) ids << static_cast<int>(d.id);
        std::sort(ids.begin(), ids.end(), [&](int a, int b) { return width(a) > width(b); });
        for (int p = 0; p < m.playerCount() && p < ids.size(); ++p) {
            QList<int>& pile = m.players[p].piles[c].cards;
            if (pile.isEmpty()) continue;
            const int wanted = ids[p], old = pile.front();
            if (wanted == old) continue;
            for (PlayerModel& pl : m.players) {
                for (PileModel& other : pl.piles) std::replace(other.cards.begin(), other.cards.end(), wanted, old);
                for (QList<CardRef>* refs : {&pl.hand, &pl.score})
                    for (CardRef& r : *refs)
                        if (r.id == wanted) r.id = old, r.age = card(static_cast<CardId>(old)).age;
            }
            pile.front() = wanted;
        }
    }
    m.recount();
}

// The base cards a position places nowhere (on no board, in no hand or score pile): free to put somewhere.
inline QList<int> cardsNowhere(const TableModel& m) {
    QList<int> free;
    for (const auto& c : cardsOf(kMainSet)) {
        const int id = static_cast<int>(c.id);
        bool elsewhere = false;
        for (const PlayerModel& pl : m.players) {
            for (const PileModel& pile : pl.piles) elsewhere = elsewhere || pile.cards.contains(id);
            for (const CardRef& r : pl.hand + pl.score) elsewhere = elsewhere || r.id == id;
        }
        if (!elsewhere) free << id;
    }
    return free;
}

}  // namespace inno::client::testing
