#include "table_layout.h"

#include "card_painter.h"
#include "event_text.h"

#include "core/card.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace inno::client {

namespace {
constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
constexpr qreal kGap = 10;
constexpr qreal kPlateW = 150;
constexpr qreal kCaptionH = 18;
constexpr qreal kLabelH = 16;
constexpr qreal kMini = 0.5;   // opponents' hands, score piles
constexpr qreal kTile = 0.36;  // achievements

struct Placer {
    // Local (natural) coordinates of one area to scene coordinates.
    QPointF origin;
    qreal scale = 1;
    QRectF map(const QRectF& r) const {
        return {origin.x() + r.x() * scale, origin.y() + r.y() * scale, r.width() * scale, r.height() * scale};
    }
};

// The table labels' translation context (a struct, so lupdate sees the same context as the program).
struct TableLayout {
    Q_DECLARE_TR_FUNCTIONS(TableLayout)
};

struct PileGeom {
    qreal w = W, h = H, strip = 0;
};
PileGeom pileGeom(const PileModel& pile) {
    PileGeom g;
    const int n = static_cast<int>(pile.cards.size());
    if (n < 2 || pile.splay == Splay::None) return g;
    const qreal base = pile.splay == Splay::Up ? CardPainter::splayStripHeight() : CardPainter::splayStripWidth();
    g.strip = n - 1 > 7 ? base * 7 / (n - 1) : base;
    if (pile.splay == Splay::Up) g.h = H + (n - 1) * g.strip;
    else g.w = W + (n - 1) * g.strip;
    return g;
}

qreal fanStep(int n, qreal itemW, qreal maxWidth) {
    if (n <= 1) return 0;
    return std::max(2.0, std::min(itemW + 4, (maxWidth - itemW) / (n - 1)));
}

// Your own hand in a box: rows of overlapping cards, each lower row over the one above so that every card keeps
// its title strip in view. A long hand gets more rows and smaller cards before titles are covered.
struct HandGrid {
    qreal scale = 1;
    int perRow = 1;
    qreal step = 0;     // horizontal distance between cards of a row
    qreal rowStep = 0;  // vertical distance between rows
    qreal stagger = 0;  // each row starts a little further right
};
constexpr qreal kRowShow = 0.42;    // of a card's height, what the row below leaves visible
constexpr qreal kTitleShow = 0.74;  // of a card's width, what the next card in a row leaves visible
HandGrid fitHand(int n, qreal width, qreal height) {
    HandGrid g;
    int capacity = 1;  // rows that fit in the box at the chosen size
    for (qreal s = 1.0; s >= 0.55 - 1e-9; s -= 0.05) {
        const qreal iw = W * s, ih = H * s;
        capacity = 1 + static_cast<int>(std::floor((height - ih) / (ih * kRowShow) + 1e-9));
        if (capacity < 1) continue;
        const qreal stagger = iw * 0.12;
        const int perRow =
            1 + static_cast<int>(std::floor((width - stagger * (capacity - 1) - iw) / (iw * kTitleShow) + 1e-9));
        g = HandGrid{s, std::max(1, perRow), 0, ih * kRowShow, stagger};
        if (static_cast<qreal>(capacity) * g.perRow >= n) break;
    }
    // As few rows as needed, and more while they still spare cards from covering each other's titles.
    const qreal iw = W * g.scale;
    int rows = std::max(1, (n + g.perRow - 1) / g.perRow);
    auto stepFor = [&](int r) { return fanStep((n + r - 1) / r, iw, width - g.stagger * (r - 1)); };
    while (rows < capacity && (n + rows - 1) / rows > 1 && stepFor(rows) < iw * 0.9) ++rows;
    g.perRow = std::max(1, (n + rows - 1) / rows);
    g.step = stepFor(rows);
    return g;
}

struct AreaBuilder {
    const TableModel& m;
    Layout& out;
    int p;
    bool own;
    bool showHand;
    Placer place;
    bool tall = true;  // hand, score and achievements under the board (else in a column to its right)

    // Natural size of this player's area.
    qreal boardRowH = H;
    qreal boardW = 5 * W + 4 * kGap;
    std::array<PileGeom, kColors> piles;
    static constexpr qreal kSideW = 320;

    void measure() {
        const PlayerModel& pl = m.players[p];
        qreal sum = 0;
        for (int c = 0; c < kColors; ++c) {
            piles[c] = pileGeom(pl.piles[c]);
            boardRowH = std::max(boardRowH, piles[c].h);
            sum += piles[c].w;
        }
        // A board grows in steps of a few splayed cards: the area (and every card in it) is not rescaled, and
        // so redrawn, each time a splayed pile gets one card longer.
        boardW = grown(boardW, sum + 4 * kGap);
        boardRowH = grown(H, boardRowH);
    }
    static qreal grown(qreal least, qreal wanted) {
        constexpr qreal kStep = 2.5 * 34;  // about two and a half splay strips
        return wanted <= least ? least : least + std::ceil((wanted - least) / kStep) * kStep;
    }
    static constexpr qreal kOwnSideW = 250;
    // Your hand gets room for a second row once it holds more than six cards.
    bool ownTwoRows() const { return own && m.players[p].hand.size() > 6; }
    qreal ownRow2H() const {
        return std::max(kLabelH + H * (ownTwoRows() ? 1 + kRowShow : 1.0), kLabelH + H * kMini + 8 + kLabelH + H * kTile + 4);
    }
    QSizeF naturalSize() const {
        const qreal boardBlockH = boardRowH + kCaptionH;
        if (own) return {kPlateW + kGap + boardW, boardBlockH + kGap + ownRow2H()};
        if (tall) return {kPlateW + kGap + boardW, boardBlockH + kGap + kLabelH + H * kMini};
        const qreal w = kPlateW + kGap + boardW + kGap * 2 + kSideW;
        return {w, std::max(boardBlockH, kLabelH + H * kMini + 6 + kLabelH + H * kMini)};
    }

    void card(const QString& key, ItemSpec spec, const QRectF& local) {
        spec.rect = place.map(local);
        spec.owner = p;
        out.items[key] = spec;
    }
    void label(const QString& key, const QString& text, const QRectF& local) {
        out.labels[key] = LabelSpec{text, place.map(local), place.scale};
    }

    void build(const QSizeF natural) {
        const PlayerModel& pl = m.players[p];
        const qreal plateH = own || tall ? boardRowH + kCaptionH : natural.height();
        out.plates[p] = PlateSpec{p, place.map(QRectF(0, 0, kPlateW, plateH)), place.scale, own};
        out.panels[p] = PanelSpec{p, place.map(QRectF(-6, -6, natural.width() + 12, natural.height() + 12)), own, place.scale};

        // The board: five piles, bottom-aligned so that a pile splayed up grows upward.
        const qreal bx = kPlateW + kGap;
        out.boards[p] = place.map(QRectF(bx - 4, -4, boardW + 8, boardRowH + kCaptionH + 4));
        qreal x = bx;
        for (int c = 0; c < kColors; ++c) {
            const PileModel& pile = pl.piles[c];
            const PileGeom& g = piles[c];
            const int n = static_cast<int>(pile.cards.size());
            const qreal bottom = boardRowH;
            const QRectF pileRect(x, bottom - g.h, g.w, g.h);
            QRectF topRect(x, bottom - H, W, H);
            for (int i = 0; i < n; ++i) {
                QRectF r(x, bottom - H, W, H);
                switch (pile.splay) {
                case Splay::Left: r.moveLeft(x + i * g.strip); break;
                case Splay::Right: r.moveLeft(x + (n - 1 - i) * g.strip); break;
                case Splay::Up: r.moveTop(bottom - g.h + i * g.strip); break;
                case Splay::None: break;
                }
                if (i == 0) topRect = r;
                ItemSpec s;
                s.kind = ItemSpec::Face;
                s.card = pile.cards[i];
                s.zone = Zone::Board;
                s.z = 100 - i;
                s.top = i == 0;
                s.covered = i > 0 && pile.splay == Splay::None;
                card(cardKey(pile.cards[i]), s, r);
            }
            SlotSpec slot;
            slot.player = p;
            slot.color = static_cast<Color>(c);
            slot.rect = place.map(n ? topRect : QRectF(x, bottom - H, W, H));
            slot.pileRect = place.map(n ? pileRect : QRectF(x, bottom - H, W, H));
            slot.caption = place.map(QRectF(x, bottom + 2, std::max(g.w, W), kCaptionH - 2));
            slot.count = n;
            slot.splay = pile.splay;
            slot.scale = place.scale;
            out.pileSlots[QString("slot:%1:%2").arg(p).arg(c)] = slot;
            x += g.w + kGap;
        }

        const qreal sx = bx + boardW + kGap * 2;
        auto zoneCards = [&](const QList<CardRef>& refs, Zone zone, qreal scale, qreal left, qreal top, qreal width,
                             bool faces, const HandGrid* grid = nullptr) {
            if (grid) scale = grid->scale;
            const qreal iw = W * scale, ih = H * scale;
            const int n = static_cast<int>(refs.size());
            const int perRow = grid ? grid->perRow : std::max(1, n);
            const qreal step = grid ? grid->step : fanStep(perRow, iw, width);
            std::map<int, int> ordinal;
            for (int i = 0; i < refs.size(); ++i) {
                const CardRef& r = refs[i];
                ItemSpec s;
                s.zone = zone;
                s.age = r.age;
                s.z = 10 + i;
                QString key;
                if (r.id >= 0 && (faces || r.tracked)) {
                    s.kind = ItemSpec::Face;
                    s.card = r.id;
                    s.tracked = r.tracked;
                    key = cardKey(r.id);
                } else if (r.id >= 0) {
                    s.kind = ItemSpec::Face;
                    s.card = r.id;
                    key = cardKey(r.id);
                } else {
                    s.kind = ItemSpec::Back;
                    key = hiddenKey(p, zone, r.age, ordinal[r.age]++);
                }
                const int row = i / perRow;
                const int col = i % perRow;
                s.z = 10 + row * 50 + col;
                const qreal x = left + col * step + (grid ? row * grid->stagger : 0);
                const qreal y = top + (grid ? row * grid->rowStep : 0);
                card(key, s, QRectF(x, y, iw, ih));
            }
        };
        auto achievements = [&](qreal left, qreal top, qreal width) {
            const qreal iw = W * kTile, ih = H * kTile;
            const qreal step = fanStep(static_cast<int>(pl.achievements.size()), iw, width);
            std::map<QString, int> ordinal;
            for (int i = 0; i < pl.achievements.size(); ++i) {
                const QString& a = pl.achievements[i];
                ItemSpec s;
                s.zone = Zone::Achievement;
                s.z = 10 + i;
                QString key;
                if (a.toInt() > 0) {
                    s.kind = ItemSpec::Achievement;
                    s.age = a.toInt();
                    key = QString("pa:%1:%2:%3").arg(p).arg(a).arg(ordinal[a]++);
                } else {
                    s.kind = ItemSpec::Special;
                    s.name = a;
                    key = achievementKey(a);
                }
                card(key, s, QRectF(left + i * step, top, iw, ih));
            }
        };
        const int need = m.achievementsToWin();
        if (own) {
            const qreal hy = boardRowH + kCaptionH + kGap;
            const qreal sideX = bx + boardW - kOwnSideW;
            const qreal handW = sideX - kGap * 2 - bx;
            label(QString("hand:%1").arg(p), TableLayout::tr("Your hand (%n card(s))", nullptr, static_cast<int>(pl.hand.size())),
                  QRectF(bx, hy, handW, kLabelH));
            if (showHand) {
                const HandGrid grid = fitHand(static_cast<int>(pl.hand.size()), handW, ownRow2H() - kLabelH);
                zoneCards(pl.hand, Zone::Hand, 1.0, bx, hy + kLabelH, handW, true, &grid);
            } else {
                QList<CardRef> backs;
                for (const auto& r : pl.hand) backs.push_back(CardRef{-1, r.age, false});
                zoneCards(backs, Zone::Hand, 1.0, bx, hy + kLabelH, handW, false);
            }
            label(QString("score:%1").arg(p), TableLayout::tr("Score pile: %1 points").arg(pl.scoreTotal), QRectF(sideX, hy, kOwnSideW, kLabelH));
            zoneCards(pl.score, Zone::Score, kMini, sideX, hy + kLabelH, kOwnSideW, true);
            const qreal ay = hy + kLabelH + H * kMini + 8;
            label(QString("ach:%1").arg(p), TableLayout::tr("Achievements: %1 of %2").arg(pl.achievements.size()).arg(need),
                  QRectF(sideX, ay, kOwnSideW, kLabelH));
            achievements(sideX, ay + kLabelH + 2, kOwnSideW);
        } else if (tall) {
            const qreal y = boardRowH + kCaptionH + kGap;
            const qreal handW = boardW * 0.42, scoreW = boardW * 0.3, achW = boardW - handW - scoreW - 2 * kGap * 2;
            label(QString("hand:%1").arg(p), TableLayout::tr("Hand: %n card(s)", nullptr, static_cast<int>(pl.hand.size())),
                  QRectF(bx, y, handW, kLabelH));
            zoneCards(pl.hand, Zone::Hand, kMini, bx, y + kLabelH, handW, false);
            const qreal sx2 = bx + handW + kGap * 2;
            label(QString("score:%1").arg(p), TableLayout::tr("Score: %1").arg(pl.scoreTotal), QRectF(sx2, y, scoreW, kLabelH));
            zoneCards(pl.score, Zone::Score, kMini, sx2, y + kLabelH, scoreW, false);
            const qreal ax = sx2 + scoreW + kGap * 2;
            label(QString("ach:%1").arg(p), TableLayout::tr("Achievements: %1/%2").arg(pl.achievements.size()).arg(need),
                  QRectF(ax, y, achW, kLabelH));
            achievements(ax, y + kLabelH + 4, achW);
        } else {
            label(QString("hand:%1").arg(p), TableLayout::tr("Hand: %n card(s)", nullptr, static_cast<int>(pl.hand.size())),
                  QRectF(sx, 0, kSideW, kLabelH));
            zoneCards(pl.hand, Zone::Hand, kMini, sx, kLabelH, kSideW, false);
            const qreal sy = kLabelH + H * kMini + 6;
            const qreal half = kSideW / 2 - 6;
            label(QString("score:%1").arg(p), TableLayout::tr("Score: %1").arg(pl.scoreTotal), QRectF(sx, sy, half, kLabelH));
            zoneCards(pl.score, Zone::Score, kMini, sx, sy + kLabelH, half, false);
            label(QString("ach:%1").arg(p), TableLayout::tr("Achievements: %1/%2").arg(pl.achievements.size()).arg(need),
                  QRectF(sx + half + 12, sy, half, kLabelH));
            achievements(sx + half + 12, sy + kLabelH + 4, half);
        }
    }
};

void buildSupply(const TableModel& m, Layout& out, const QRectF& area) {
    // Natural: two columns of tiles.
    const qreal tw = W * 0.46, th = H * 0.46, g = 8;
    const qreal natW = 2 * tw + 3 * g;
    const int specials = static_cast<int>(std::count_if(m.available.begin(), m.available.end(), [](const QString& a) { return a.toInt() == 0; }));
    const int standards = static_cast<int>(m.available.size()) - specials;
    auto rows = [](int n) { return (n + 1) / 2; };
    const qreal natH = kLabelH + 5 * (th + g) + g + kLabelH + std::max(1, rows(standards)) * (th + g) + g + kLabelH +
                       std::max(1, rows(specials)) * (th + g);
    const qreal scale = std::min({area.width() / natW, area.height() / natH, 1.6});
    Placer pl{QPointF(area.left() + (area.width() - natW * scale) / 2, area.top()), scale};
    out.supply = pl.map(QRectF(0, 0, natW, natH));
    qreal y = 0;
    out.labels["supply:decks"] = LabelSpec{TableLayout::tr("Decks"), pl.map(QRectF(g, y, natW - g, kLabelH)), scale};
    y += kLabelH;
    for (int a = 1; a <= kAges; ++a) {
        ItemSpec s;
        s.kind = ItemSpec::Deck;
        s.age = a;
        s.count = m.decks[a - 1];
        s.zone = Zone::Deck;
        s.rect = pl.map(QRectF(g + ((a - 1) % 2) * (tw + g), y + ((a - 1) / 2) * (th + g), tw, th));
        out.items[deckKey(a)] = s;
    }
    y += 5 * (th + g) + g;
    out.labels["supply:ach"] = LabelSpec{TableLayout::tr("Achievements"), pl.map(QRectF(g, y, natW - g, kLabelH)), scale};
    y += kLabelH;
    int i = 0;
    for (const QString& a : m.available) {
        if (a.toInt() == 0) continue;
        ItemSpec s;
        s.kind = ItemSpec::Achievement;
        s.age = a.toInt();
        s.zone = Zone::Achievement;
        s.rect = pl.map(QRectF(g + (i % 2) * (tw + g), y + (i / 2) * (th + g), tw, th));
        out.items[achievementKey(a)] = s;
        ++i;
    }
    y += std::max(1, rows(standards)) * (th + g) + g;
    out.labels["supply:special"] = LabelSpec{TableLayout::tr("Special"), pl.map(QRectF(g, y, natW - g, kLabelH)), scale};
    y += kLabelH;
    i = 0;
    for (const QString& a : m.available) {
        if (a.toInt() != 0) continue;
        ItemSpec s;
        s.kind = ItemSpec::Special;
        s.name = a;
        s.zone = Zone::Achievement;
        s.rect = pl.map(QRectF(g + (i % 2) * (tw + g), y + (i / 2) * (th + g), tw, th));
        out.items[achievementKey(a)] = s;
        ++i;
    }
}
}  // namespace

QString cardKey(int id) { return QString("c:%1").arg(id); }
QString hiddenKey(int player, Zone zone, int age, int ordinal) {
    return QString("x:%1:%2:%3:%4").arg(player).arg(zone == Zone::Score ? 's' : 'h').arg(age).arg(ordinal);
}
QString deckKey(int age) { return QString("deck:%1").arg(age); }
QString achievementKey(const QString& label) {
    return label.toInt() > 0 ? QString("ach:%1").arg(label) : QString("sp:%1").arg(label);
}

QString keyForMove(const TableModel& m, Zone zone, int player, int cardId, int age, bool after) {
    (void)after;
    switch (zone) {
    case Zone::Deck: return deckKey(std::clamp(age, 1, kAges));
    case Zone::Board: return cardId >= 0 ? cardKey(cardId) : QString();
    case Zone::Hand:
    case Zone::Score: {
        if (player < 0 || player >= m.playerCount()) return {};
        const auto& l = zone == Zone::Score ? m.players[player].score : m.players[player].hand;
        if (cardId >= 0)
            for (const auto& r : l)
                if (r.id == cardId) return cardKey(cardId);
        int unknown = 0;
        for (const auto& r : l) unknown += r.id < 0 && r.age == age ? 1 : 0;
        return unknown > 0 ? hiddenKey(player, zone, age, unknown - 1) : QString();
    }
    case Zone::Achievement:
        if (player < 0) return achievementKey(QString::number(age));
        else {
            const auto& a = m.players[player].achievements;
            const int n = static_cast<int>(a.count(QString::number(age)));
            return n > 0 ? QString("pa:%1:%2:%3").arg(player).arg(age).arg(n - 1) : QString();
        }
    case Zone::Removed: return {};
    }
    return {};
}

Layout computeLayout(const TableModel& m, QSizeF size, const LayoutOptions& options) {
    Layout out;
    if (m.players.isEmpty() || size.width() < 50 || size.height() < 50) return out;
    const qreal margin = 10;
    const qreal supplyW = std::clamp(size.width() * 0.1, 105.0, 170.0);
    buildSupply(m, out, QRectF(margin, margin, supplyW, size.height() - 2 * margin));
    const qreal x0 = margin * 2.5 + supplyW;
    const qreal w = size.width() - x0 - margin;
    const int v = m.viewer;
    QList<int> others;
    for (int i = 0; i < m.playerCount(); ++i) {
        const int p = v >= 0 ? (v + 1 + i) % m.playerCount() : i;
        if (p != v) others.push_back(p);
    }
    const qreal spacing = 16;
    qreal ownH = 0;
    if (v >= 0) ownH = (size.height() - 2 * margin) * options.ownShare;
    const qreal othersTop = margin + 6;
    const qreal othersH = size.height() - 2 * margin - 6 - (v >= 0 ? ownH + spacing : 0);
    const qreal each = others.isEmpty() ? 0 : (othersH - spacing * (others.size() - 1)) / others.size();

    auto placeArea = [&](int p, bool own, const QRectF& region, qreal maxScale) {
        AreaBuilder b{m, out, p, own, options.showOwnHand, {}, true, H, 5 * W + 4 * kGap, {}};
        b.measure();
        auto fit = [&](const QSizeF& nat) {
            return std::min({(region.width() - 12) / nat.width(), (region.height() - 12) / nat.height(), maxScale});
        };
        if (!own) {
            // Whichever arrangement shows the cards larger.
            b.tall = false;
            const qreal wide = fit(b.naturalSize());
            b.tall = true;
            if (fit(b.naturalSize()) < wide) b.tall = false;
        }
        const QSizeF nat = b.naturalSize();
        const qreal scale = fit(nat);
        b.place = Placer{QPointF(region.left() + 6, region.top() + 6 + (region.height() - 12 - nat.height() * scale) / 2), scale};
        b.build(nat);
    };
    for (int i = 0; i < others.size(); ++i)
        placeArea(others[i], false, QRectF(x0, othersTop + i * (each + spacing), w, each), 1.3);
    if (v >= 0) placeArea(v, true, QRectF(x0, size.height() - margin - ownH, w, ownH), 1.6);
    return out;
}

}  // namespace inno::client
