#include "table/table_layout.h"
#include "table/box_plate.h"

#include "table/z_order.h"
#include "table/table_items.h"
#include "table/title_lines.h"

#include "style/palette.h"
#include "style/text_size.h"

#include "paint/card_painter.h"
#include "paint/paint_util.h"
#include "text/totals_text.h"
#include "text/words.h"

#include "core/card.h"
#include "sets/client_set.h"
#include "sets/set_table.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace inno::client {

namespace {
constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
constexpr qreal kGap = 10;
constexpr qreal kPlateW = 150;
constexpr qreal kCaptionH = 18;
constexpr qreal kLabelH = 16;

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

qreal fanStep(int n, qreal itemW, qreal maxWidth, qreal gap = 4) {
    if (n <= 1) return 0;
    return std::max(2.0, std::min(itemW + gap, (maxWidth - itemW) / (n - 1)));
}

// Cards in a box as a grid: side by side while there is room, then in rows where each lower row covers only the
// body of the row above, never its title strip (title and age). The largest cards that fit win.
struct Grid {
    qreal scale = 1;
    int perRow = 1;
    qreal step = 0;     // horizontal distance between cards of a row
    qreal rowStep = 0;  // vertical distance between rows
};
constexpr qreal kTitleStrip = CardPainter::kTitleStrip;  // of a card's height: its header band (title, age, top-left icon)
// The least width of a card in your hand: the painter draws its title, icons and age from 100 px, and from 110 px
// the title in its band at a readable size (card_painter.cpp).
constexpr qreal kLeastHandFaceW = 110;
// The least of a card's title worth writing beside its swatch in a list: three letters and the ellipsis.
const QString kLeastTitle = QStringLiteral("Abc…");
Grid fitGrid(int n, qreal width, qreal height, qreal maxScale, qreal minScale, qreal wholeScale) {
    Grid g;
    n = std::max(1, n);
    maxScale = std::max(minScale, std::min({maxScale, width / W, height / H}));  // no larger than the box
    // First every card whole (rows side by side, nothing covered), as large as fits, while still readable.
    for (qreal s = maxScale; s >= wholeScale - 1e-9; s -= 0.02) {
        const qreal iw = W * s, ih = H * s, gap = 6 * s;
        const int perRow = std::max(1, static_cast<int>(std::floor((width + gap) / (iw + gap) + 1e-9)));
        const int rows = (n + perRow - 1) / perRow;
        if (rows * ih + (rows - 1) * gap <= height + 1e-6) return Grid{s, perRow, iw + gap, ih + gap};
    }
    // Then rows that overlap, each covering only the body of the row above, never its title band.
    for (qreal s = maxScale; s >= minScale - 1e-9; s -= 0.02) {
        const qreal iw = W * s, ih = H * s, gap = 6 * s;
        const int perRow = std::max(1, static_cast<int>(std::floor((width + gap) / (iw + gap) + 1e-9)));
        const int rows = (n + perRow - 1) / perRow;
        const qreal need = ih + (rows - 1) * ih * kTitleStrip;
        g = Grid{s, perRow, iw + gap, 0};
        if (need <= height + 1e-6) {
            g.rowStep = rows > 1 ? std::min(ih + gap, (height - ih) / (rows - 1)) : 0;
            return g;
        }
    }
    // Too many to keep every title whole even at the smallest size: rows as tight as titles allow, then fanned.
    const qreal ih = H * g.scale;
    const int rows = std::max(1, static_cast<int>(std::floor((height - ih) / (ih * kTitleStrip) + 1e-9)) + 1);
    g.perRow = (n + rows - 1) / rows;
    g.rowStep = ih * kTitleStrip;
    g.step = fanStep(g.perRow, W * g.scale, width);
    return g;
}

// A hidden pile summarised: one stack per age and set (each set's cards apart), its count on it.
struct AgeStack {
    int age = 0;
    int count = 0;
    int set = 0;
};
QList<AgeStack> stacksByAge(const QList<CardRef>& refs) {
    std::map<std::pair<int, int>, int> n;
    for (const CardRef& r : refs) ++n[{r.age, r.set}];
    QList<AgeStack> out;
    for (const auto& [key, count] : n) out.push_back({key.first, count, key.second});
    return out;
}

// The zones the sets in play give every player, each shown the same way whatever set declared it: beside the
// hand, with its set's words.
QList<Zone> setZones(const TableModel& m) {
    QList<Zone> out;
    for (std::size_t i = 0; i < m.zonesInPlay.size(); ++i)
        if (m.zonesInPlay[i]) out.push_back(extraZoneAt(i));
    return out;
}

struct AreaBuilder {
    const TableModel& m;
    Layout& out;
    int p;
    bool own;
    bool showHand;
    Placer place;
    bool tall = true;  // opponents: hand, score and achievements under the board (else in a column to its right)
    bool plateOnTop = false;  // tall opponents: the plate as a strip over the board (narrower, for five seats)

    // Natural size of this player's board.
    qreal boardRowH = H;
    qreal boardW = 5 * W + 4 * kGap;
    std::array<PileGeom, kColors> piles;
    qreal textScale = 1;  // the scale the area is drawn at (its words' boxes depend on it)
    static constexpr qreal kSideW = 400;    // an opponent's column of hand, score and achievements
    // Wider while a set's public zone is in play, whose cards are listed there by title (by what is in play, not by
    // what the zone holds: the area is not rescaled as cards come and go).
    static constexpr qreal kPublicZoneSideW = 140;
    qreal sideW() const {
        const QList<Zone> zones = setZones(m);
        return kSideW + (std::any_of(zones.begin(), zones.end(), isPublicExtraZone) ? kPublicZoneSideW : 0);
    }
    static constexpr qreal kChip = 0.36;    // hidden stacks, achievements and tracked cards beside a board
    static constexpr qreal kOppPlateW = 112;
    static constexpr qreal kPlateStripH = 48;

    // A box plate grows as the area shrinks, so that its words keep the least readable size.
    qreal plateW() const { return std::max(own ? kPlateW : kOppPlateW, boxPlateLeastWidth(textScale)); }
    bool stripPlate() const { return plateOnTop && tall && !own; }
    qreal boardX() const { return stripPlate() ? 0 : plateW() + kGap; }
    qreal boardY() const { return stripPlate() ? stripH() + 6 : 0; }
    // Words keep the least readable size whatever the area's scale (`textScale`, the scale it will be drawn at):
    // their boxes grow in natural units as the area shrinks.
    qreal labelPx() const { return readablePx(12 * textScale); }
    qreal labelH() const { return std::max(kLabelH, labelPx() * 1.25 / textScale); }
    // An opponent's pile captions ("3 cards ▲ splayed up") only where the band is drawn large enough to write
    // them readably without taking its room from the cards; else the pile's tooltip says it (and the splay shows).
    bool captions() const { return own || textScale >= 0.75; }
    qreal captionPx() const { return captions() ? readablePx(10.5 * textScale) : 0; }
    qreal captionH() const { return captions() ? std::max(kCaptionH, (captionPx() * 1.25 + 2) / textScale) : 6; }
    qreal stripH() const { return std::max(kPlateStripH, 28 / textScale); }
    // Hidden stacks and achievements beside a board: pictures of their ages (their tooltips say them), which keep
    // the board's scale (fixed sizes for them would leave no room for the boards on small screens).
    // (With every hand open, a replay's "All cards", they are lists instead: `openLines`.)
    qreal chip() const { return kChip; }
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
        boardW = grown(boardW, sum + 4 * kGap, 2.5 * 34);  // about two and a half splay strips
        boardRowH = grown(H, boardRowH, 34);  // height is scarcer: one strip at a time
    }
    static qreal grown(qreal least, qreal wanted, qreal step) {
        return wanted <= least ? least : least + std::ceil((wanted - least) / step) * step;
    }
    // A top card too small for its title (the painter would shorten it) has the title written beside its pile
    // instead, whole, in one or two lines as narrow as kLeastTitleStretch (title_lines.h). Your board then writes
    // every top card's title in a row under the piles (one way of reading for the whole board). An opponent's board
    // writes only the titles its cards cannot hold, each over its own pile: a pile splayed up makes the board taller
    // than its other piles, and their titles take that room; a row under the board took every opponent's cards a
    // fifth of their size at four and five seats.
    bool titleCut(int c) const {
        const PileModel& pile = m.players[p].piles[c];
        return !pile.cards.isEmpty() && CardPainter::shownTitle(pile.cards.front(), W * textScale, true) != cardTitle(pile.cards.front());
    }
    // A title's box beside its pile: the pile's width and most of the gap after it (natural units).
    qreal titleBoxW(int c) const { return piles[c].w + kGap * 0.8; }
    qreal titleLineH() const { return labelPx() * 1.2 / textScale; }
    // Per pile, the lines its top card's title takes beside the pile (0: written on the card), for the scale the
    // board is drawn at.
    const std::array<int, kColors>& titleLinesByPile() const {
        if (memoTitleScale == textScale) return memoTitleLines;
        memoTitleLines.fill(0);
        std::array<bool, kColors> cut{};
        for (int c = 0; c < kColors; ++c) cut[c] = allowTitlesOffCard && titleCut(c);
        const bool anyCut = std::find(cut.begin(), cut.end(), true) != cut.end();
        for (int c = 0; c < kColors; ++c) {
            memoTitleBox[c] = {0, titleBoxW(c)};
            if (const PileModel& pile = m.players[p].piles[c]; !pile.cards.isEmpty() && (own ? anyCut : cut[c]))
                memoTitleLines[c] = fitTitle(cardTitle(pile.cards.front()), titleBoxW(c) * textScale, labelPx()).lines;
        }
        memoTitleScale = textScale;
        if (!own) widenTitles();
        return memoTitleLines;
    }
    // Where pile `c` starts, from the board's left edge (natural units).
    qreal pileLeft(int c) const {
        qreal x = 0;
        for (int d = 0; d < c; ++d) x += piles[d].w + kGap;
        return x;
    }
    // An opponent's title in two lines over its pile takes one, wider, where the piles beside it stand low enough
    // to leave room over them (a pile splayed up beside flat ones): up to the middle of each neighbour's pile, so
    // that two such titles never meet over the pile between them.
    void widenTitles() const {
        auto overH = [&](int c) { return memoTitleLines[c] > 0 ? memoTitleLines[c] * titleLineH() + 2 : 0.0; };
        for (int c = 0; c < kColors; ++c) {
            if (memoTitleLines[c] < 2) continue;
            qreal left = 0, right = titleBoxW(c);
            if (c > 0 && piles[c].h >= piles[c - 1].h + overH(c - 1) - 1e-6) left = -(kGap + piles[c - 1].w / 2);
            if (c + 1 < kColors && piles[c].h >= piles[c + 1].h + overH(c + 1) - 1e-6) right = piles[c].w + kGap + piles[c + 1].w / 2;
            // The last pile's title may take the board's room after it (the board grows in steps).
            if (c + 1 == kColors) right = std::max(right, boardW - pileLeft(c));
            const QString title = cardTitle(m.players[p].piles[c].cards.front());
            const FittedTitle one = fitTitle(title, (right - left) * textScale, labelPx(), 1);
            if (!one.whole) continue;
            // As wide as its words, over the middle of its pile as far as the room allows.
            const qreal wordsW = QFontMetricsF(titleFont(labelPx(), one.stretch)).horizontalAdvance(title) / textScale + 1;
            const qreal at = std::clamp(piles[c].w / 2 - wordsW / 2, left, right - wordsW);
            memoTitleLines[c] = 1;
            memoTitleBox[c] = {at, wordsW};
        }
    }
    // The lines of the row of titles under your piles (0: none).
    int titleLines() const {
        if (!own) return 0;
        const auto& lines = titleLinesByPile();
        return *std::max_element(lines.begin(), lines.end());
    }
    qreal titleRowH() const { return titleLines() > 0 ? titleLines() * titleLineH() + 2 : 0; }
    // An opponent's title over its pile: its height (natural units; 0: on the card).
    qreal titleOverH(int c) const { return own || titleLinesByPile()[c] == 0 ? 0 : titleLinesByPile()[c] * titleLineH() + 2; }
    // How much higher than its piles an opponent's board stands for the titles over them.
    qreal titlesOverH() const {
        qreal top = boardRowH;
        for (int c = 0; c < kColors; ++c) top = std::max(top, piles[c].h + titleOverH(c));
        return top - boardRowH;
    }
    bool allowTitlesOffCard = true;  // false: the titles' room would leave the cards too small (computeLayout)
    mutable qreal memoTitleScale = -1;
    mutable std::array<int, kColors> memoTitleLines{};
    struct Span {
        qreal left = 0, width = 0;  // from the pile's left edge (natural units)
    };
    mutable std::array<Span, kColors> memoTitleBox{};  // each title's box beside its pile
    // The board with its captions; beside a box plate, at least as tall as the plate needs for its words.
    qreal boardBlockH() const {
        const qreal block = titlesOverH() + boardRowH + titleRowH() + captionH();
        return stripPlate() || !(own || tall) ? block : std::max(block, boxPlateLeastHeight(textScale));
    }
    qreal rowH() const { return H * chip(); }
    // The opponent's side column: three lines, each a label and a row of stacks.
    qreal sideLineH() const { return std::max(labelH(), rowH()); }
    // Hand, the sets' zones, score, achievements.
    qreal sideH() const { return (3 + setZones(m).size()) * (sideLineH() + 6) - 6; }
    // Natural size of the plate and board (own area: the hand gets whatever is left below).
    QSizeF naturalSize() const {
        const qreal bw = boardX() + boardW;
        if (own || openLists) return {bw, boardY() + boardBlockH()};
        if (stripPlate()) return {bw, boardY() + boardBlockH() + kGap / 2 + sideLineH()};
        if (tall) return {bw, boardY() + boardBlockH() + kGap + labelH() + rowH()};
        return {bw + kGap * 2 + sideW(), std::max({boardBlockH(), sideH(), boxPlateLeastHeight(textScale)})};
    }

    void card(const ItemKey& key, ItemSpec spec, const QRectF& local) {
        spec.rect = place.map(local);
        spec.owner = p;
        out.items[key] = spec;
    }
    void sceneCard(const ItemKey& key, ItemSpec spec, const QRectF& rect) {
        spec.rect = rect;
        spec.owner = p;
        out.items[key] = spec;
    }
    void label(const LabelKey& key, const QString& text, const QRectF& local, const QString& tip = {}) {
        out.labels[key] = LabelSpec{text, place.map(local), labelPx(), tip};
    }
    // Score and achievements as the labels say them; with a set's bonuses and marks that count as achievements too.
    QString scoreText() const {
        const PlayerModel& pl = m.players[p];
        if (pl.bonusPoints > 0) return TableLayout::tr("Score: %1 (+%2 bonus)").arg(pl.scoreTotal).arg(pl.bonusPoints);
        return TableLayout::tr("Score: %1").arg(pl.scoreTotal);
    }
    QString achievementText(int need) const {
        const PlayerModel& pl = m.players[p];
        const int marks = pl.achievementTotal - static_cast<int>(pl.achievements.size() + pl.countedAchievements.size());
        if (marks > 0)
            return TableLayout::tr("Achievements: %1/%2 (+%3 ⚑)").arg(pl.achievementTotal).arg(need).arg(marks);
        return TableLayout::tr("Achievements: %1/%2").arg(pl.achievementTotal).arg(need);
    }
    // Shorter ways to say the score and the achievements, for an opponent's label too narrow for the words: the
    // counts are what a player reads there, so they are never the part cut off.
    QStringList scoreTexts() const {
        const PlayerModel& pl = m.players[p];
        QStringList texts{scoreText()};
        if (pl.bonusPoints > 0)
            texts << TableLayout::tr("Score: %1 (+%2)").arg(pl.scoreTotal).arg(pl.bonusPoints) << TableLayout::tr("Score: %1").arg(pl.scoreTotal);
        texts << QString::number(pl.scoreTotal);
        return texts;
    }
    QStringList achievementTexts(int need) const {
        const PlayerModel& pl = m.players[p];
        QStringList texts{achievementText(need)};
        if (pl.achievementTotal != static_cast<int>(pl.achievements.size()))
            texts << TableLayout::tr("Achievements: %1/%2").arg(pl.achievementTotal).arg(need);
        texts << QStringLiteral("★ %1/%2").arg(pl.achievementTotal).arg(need);
        return texts;
    }
    // The longest of `texts` that fits `width` (natural units) at the label size as the table writes it, else the
    // shortest, with its width; when it is not the first, the tooltip says the words in full.
    struct Fitted {
        QString text, tip;
        qreal width;
    };
    Fitted fitting(const QStringList& texts, QString tip, qreal width) const { return fitting(texts, std::move(tip), width, labelPx(), textScale); }
    // The same with the words at `px` scene pixels, and `width` in units of `unit` scene pixels.
    static Fitted fitting(const QStringList& texts, QString tip, qreal width, qreal px, qreal unit) {
        const QFontMetricsF fm(uiPx(px, QFont::DemiBold));
        Fitted out{texts.back(), {}, fm.horizontalAdvance(texts.back()) / unit + 2};
        for (const QString& t : texts)
            if (const qreal w = fm.horizontalAdvance(t) / unit + 2; w <= width) {
                out.text = t, out.width = w;
                break;
            }
        out.tip = out.text == texts.front() ? tip : tip.isEmpty() ? texts.front() : texts.front() + "\n\n" + tip;
        return out;
    }

    void buildBoard(const QSizeF natural) {
        const PlayerModel& pl = m.players[p];
        const qreal plateH = own || tall ? boardBlockH() : natural.height();
        const QRectF plate = stripPlate() ? QRectF(0, 0, boardW, stripH()) : QRectF(0, 0, plateW(), plateH);
        out.plates[p] = PlateSpec{p, place.map(plate), place.scale, own};
        // The board: five piles, bottom-aligned so that a pile splayed up grows upward.
        const qreal bx = boardX(), by = boardY();
        const qreal overH = titlesOverH();
        out.boards[p] = place.map(QRectF(bx - 4, by - 4, boardW + 8, overH + boardRowH + titleRowH() + captionH() + 4));
        const int titleLines = this->titleLines();
        const auto& linesByPile = titleLinesByPile();
        qreal x = bx;
        for (int c = 0; c < kColors; ++c) {
            const PileModel& pile = pl.piles[c];
            const PileGeom& g = piles[c];
            const int n = static_cast<int>(pile.cards.size());
            const qreal bottom = by + overH + boardRowH;
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
                s.z = ZPileTop - i;
                s.top = i == 0;
                s.covered = i > 0 && pile.splay == Splay::None;
                s.titledBeside = i == 0 && linesByPile[c] > 0;
                s.splayEdge = i > 0 && (pile.splay == Splay::Left || pile.splay == Splay::Right);
                card(cardKey(pile.cards[i]), s, r);
            }
            if (n > 0 && linesByPile[c] > 0) {
                const QString title = cardTitle(pile.cards.front());
                // Under your piles, in the row's lines; over an opponent's pile, in its own.
                const int lines = own ? titleLines : linesByPile[c];
                const qreal top = own ? bottom + 2 : pileRect.top() - titleOverH(c);
                const Span span = memoTitleBox[c];
                const QRectF box = place.map(QRectF(x + span.left, top, span.width, lines * titleLineH()));
                const FittedTitle fitted = fitTitle(title, box.width(), labelPx(), lines);
                // In its pile's colour, as the log writes card names: two titles over neighbouring piles, a few
                // pixels apart, read as two ("Chang’ An Canal Building" read as one phrase in the soft ink).
                out.labels[LabelKey::cardTitle(pile.cards.front())] =
                    LabelSpec{fitted.text, box, labelPx(), fitted.whole ? QString() : title, fitted.stretch, palette::cardText(static_cast<Color>(c))};
            }
            SlotSpec slot;
            slot.player = p;
            slot.color = static_cast<Color>(c);
            slot.rect = place.map(n ? topRect : QRectF(x, bottom - H, W, H));
            slot.pileRect = place.map(n ? pileRect : QRectF(x, bottom - H, W, H));
            slot.caption = place.map(QRectF(x, bottom + 2 + titleRowH(), std::max(g.w, W), captionH() - 2));
            slot.count = n;
            slot.splay = pile.splay;
            slot.scale = place.scale;
            slot.captionPx = captionPx();
            out.pileSlots[slotKey(p, static_cast<Color>(c))] = slot;
            x += g.w + kGap;
        }
    }

    // A row of small items in natural coordinates: faces first, then one stack per age of the hidden ones. In a
    // score pile every card is in its age's stack (the ages are what counts there), but a card every seat knows
    // (a relic: its back names it), which shows its face wherever it lies.
    void stackRow(const QList<CardRef>& refs, Zone zone, qreal left, qreal top, qreal width) {
        const bool allStacked = zone == Zone::Score;
        auto stacked = [allStacked](const CardRef& r) { return r.id < 0 || (allStacked && !knownToAll(static_cast<CardId>(r.id))); };
        struct Entry {
            ItemKey key;
            ItemSpec spec;
        };
        QList<Entry> entries;
        for (const CardRef& r : refs) {
            if (stacked(r)) continue;
            ItemSpec s;
            s.kind = ItemSpec::Face;
            s.card = r.id;
            s.age = r.age;
            s.zone = zone;
            s.tracked = r.tracked;
            entries.push_back({cardKey(r.id), s});
        }
        QList<CardRef> hidden;
        for (const CardRef& r : refs)
            if (stacked(r)) hidden.push_back(r);
        for (const AgeStack& st : stacksByAge(hidden)) {
            ItemSpec s;
            s.kind = ItemSpec::Back;
            s.age = st.age;
            s.count = st.count;
            s.zone = zone;
            s.set = st.set;
            entries.push_back({hiddenKey(p, zone, st.age, 0, st.set), s});
        }
        const qreal iw = W * chip(), ih = H * chip();
        const qreal step = fanStep(static_cast<int>(entries.size()), iw, width);
        for (int i = 0; i < entries.size(); ++i) {
            entries[i].spec.z = ZStack + i;
            card(entries[i].key, entries[i].spec, QRectF(left + i * step, top, iw, ih));
        }
    }
    // The i-th of this player's achievements: a standard one (an age), a special one, then those that only count (a
    // relic) face up.
    std::pair<ItemKey, ItemSpec> achievementItem(int i) const {
        const PlayerModel& pl = m.players[p];
        ItemSpec s;
        s.zone = Zone::Achievement;
        s.z = ZStack + i;
        if (i >= pl.achievements.size()) {
            s.kind = ItemSpec::Face;
            s.card = pl.countedAchievements[i - pl.achievements.size()];
            s.age = age(static_cast<CardId>(s.card));
            return {cardKey(s.card), s};
        }
        const QString& a = pl.achievements[i];
        if (a.toInt() <= 0) {
            s.kind = ItemSpec::Special;
            s.name = a;
            return {achievementKey(a), s};
        }
        s.kind = ItemSpec::Achievement;
        s.age = a.toInt();
        return {heldAchievementKey(p, a.toInt(), static_cast<int>(std::count(pl.achievements.begin(), pl.achievements.begin() + i, a))), s};
    }
    void achievementRow(qreal left, qreal top, qreal width, qreal scale) {
        const PlayerModel& pl = m.players[p];
        const qreal iw = W * scale, ih = H * scale;
        const int n = static_cast<int>(pl.achievements.size() + pl.countedAchievements.size());
        const qreal step = fanStep(n, iw, width);
        for (int i = 0; i < n; ++i) {
            auto [key, spec] = achievementItem(i);
            card(key, spec, QRectF(left + i * step, top, iw, ih));
        }
    }

    // The titles of the cards of this hand the viewer knows: their faces there are too small for their titles, so
    // the hand's label names them where it has room, and its tooltip always.
    QStringList knownInHand() const {
        QStringList titles;
        for (const CardRef& r : m.players[p].hand)
            if (r.id >= 0) titles << cardTitle(r.id);
        return titles;
    }
    static QString knownTip(const QStringList& known) {
        return known.isEmpty() ? QString() : TableLayout::tr("Known: %1").arg(nameList(known));
    }

    // An opponent's hand, and the sets' zones beside it: backs by age and set, with a count.
    void handAndZones(qreal x, qreal y, qreal width) {
        const PlayerModel& pl = m.players[p];
        const int handN = static_cast<int>(pl.hand.size());
        const QList<Zone> zones = setZones(m);
        // A public zone takes more of the row than private ones: it writes its cards' titles.
        const bool anyPublic = std::any_of(zones.begin(), zones.end(), [](Zone z) { return isPublicExtraZone(z); });
        const QString count = TableLayout::tr("Hand: %n card(s)", nullptr, handN);
        const QStringList known = knownInHand();
        QStringList texts;
        if (!known.isEmpty()) texts << count + QStringLiteral(" · ") + known.join(QStringLiteral(", "));
        texts << count << TableLayout::tr("Hand: %1").arg(handN);
        qreal handW = anyPublic ? width * 0.45 : !zones.isEmpty() ? width * 0.6 : width;
        // A narrow row (five seats) gives the zones' labels the room they need whole ("Vorschau: 2"), taken from the
        // hand down to its shortest label (its backs fan closer).
        if (!zones.isEmpty()) {
            qreal zonesNeed = 0;
            for (const Zone z : zones) zonesNeed += fitting(zoneTexts(z), {}, 1e9).width + kGap;
            const qreal handLeast = std::max(width * 0.3, fitting({texts.back()}, {}, 1e9).width);
            handW = std::min(handW, std::max(width - zonesNeed, handLeast));
        }
        // The names written out need no tooltip; shortened to the count ("Hand: 3" where "Hand: 3 cards" does not
        // fit), the tooltip names them.
        const QString text = fitting(texts, {}, handW).text;
        label(LabelKey::hand(p), text, QRectF(x, y, handW, labelH()), text == texts.front() ? QString() : knownTip(known));
        stackRow(pl.hand, Zone::Hand, x, y + labelH(), handW);
        // The sets' zones share what is left beside the hand.
        const int beside = static_cast<int>(zones.size());
        if (beside == 0) return;
        const qreal each = (width - handW) / beside;
        qreal fx = x + handW + kGap;
        const qreal fw = each - kGap;
        for (const Zone z : zones) {
            const Fitted f = fitting(zoneTexts(z), zoneTip(z), fw);
            label(LabelKey::extraZone(p, z), f.text, QRectF(fx, y, fw, labelH()), f.tip);
            zoneRow(z, fx, y + labelH(), fw);
            fx += each;
        }
    }
    // A zone a set gives every player, on an opponent's area. A public one: its cards known to all, each a swatch
    // with its title written readably beside it (a face there would be too small for its title). A private one: backs
    // by age and set with a count, like a hidden hand.
    void zoneRow(Zone z, qreal left, qreal top, qreal width) {
        const QList<CardRef>& refs = m.players[p].zones[extraZoneIndex(z)];
        if (isPublicExtraZone(z)) return titledList(refs, z, place.map(QRectF(left, top, width, rowH())), labelPx());
        QList<CardRef> backs = refs;
        for (CardRef& r : backs)
            if (r.id < 0 || !knownToAll(static_cast<CardId>(r.id))) r.id = -1, r.tracked = false;
        stackRow(backs, z, left, top, width);
    }
    QStringList zoneTexts(Zone z) const {
        const QList<CardRef>& refs = m.players[p].zones[extraZoneIndex(z)];
        return tableOfZone(z).zoneLabels(z, static_cast<int>(refs.size()), ZoneReader::Opponent) << QString::number(refs.size());
    }
    static QString zoneTip(Zone z) { return tableOfZone(z).zoneTip(z, ZoneReader::Opponent); }

    void buildOpponentSide() {
        const PlayerModel& pl = m.players[p];
        const int need = m.achievementsToWin();
        const qreal bx = boardX();
        const int handN = static_cast<int>(pl.hand.size());
        if (stripPlate()) return buildOpponentLine();
        if (tall) {
            const qreal y = boardY() + boardBlockH() + kGap;
            const qreal handW = boardW * 0.4, scoreW = boardW * 0.28, achW = boardW - handW - scoreW - 2 * kGap * 2;
            handAndZones(bx, y, handW);
            const qreal sx = bx + handW + kGap * 2;
            const Fitted score = fitting(scoreTexts(), scoreExplanation(m, p), scoreW);
            label(LabelKey::score(p), score.text, QRectF(sx, y, scoreW, labelH()), score.tip);
            stackRow(pl.score, Zone::Score, sx, y + labelH(), scoreW);
            const qreal ax = sx + scoreW + kGap * 2;
            // Too narrow for the words: the count with a star (the tooltip says it in words).
            const Fitted ach = fitting(achievementTexts(need), achievementExplanation(m, p), achW);
            label(LabelKey::achievements(p), ach.text, QRectF(ax, y, achW, labelH()), ach.tip);
            achievementRow(ax, y + labelH(), achW, chip());
            return;
        }
        // In a column right of the board: three rows, each its label and then its cards, so that the words keep
        // their size without taking rows of their own.
        const qreal sx = bx + boardW + kGap * 2;
        const qreal line = sideLineH();
        qreal y = std::max(0.0, (boardBlockH() - sideH()) / 2);
        auto row = [&](const LabelKey& key, const QStringList& texts, const QString& explanation, auto cards) {
            const Fitted fitted = fitting(texts, explanation, kSideW * 0.7);
            const qreal textW = std::min(kSideW * 0.7, fitted.width);
            label(key, fitted.text, QRectF(sx, y + (line - labelH()) / 2, textW, labelH()), fitted.tip);
            cards(sx + textW + kGap, y + (line - rowH()) / 2, sideW() - textW - kGap);
            y += line + 6;
        };
        row(LabelKey::hand(p), {TableLayout::tr("Hand: %n card(s)", nullptr, handN), TableLayout::tr("Hand: %1").arg(handN)}, knownTip(knownInHand()),
            [&](qreal x, qreal top, qreal width) { stackRow(pl.hand, Zone::Hand, x, top, width); });
        for (const Zone z : setZones(m))
            row(LabelKey::extraZone(p, z), zoneTexts(z), zoneTip(z), [&](qreal x, qreal top, qreal width) { zoneRow(z, x, top, width); });
        row(LabelKey::score(p), scoreTexts(), scoreExplanation(m, p),
            [&](qreal x, qreal top, qreal width) { stackRow(pl.score, Zone::Score, x, top, width); });
        row(LabelKey::achievements(p), achievementTexts(need), achievementExplanation(m, p),
            [&](qreal x, qreal top, qreal width) { achievementRow(x, top, width, chip()); });
    }

    // Under a board with its plate as a strip over it (five seats): hand, score and achievements in one line, each
    // its label and then its cards, so that the band keeps its height for the titles over the piles.
    void buildOpponentLine() {
        const PlayerModel& pl = m.players[p];
        const int need = m.achievementsToWin();
        const int handN = static_cast<int>(pl.hand.size());
        const QList<Zone> zones = setZones(m);
        const qreal line = sideLineH();
        const qreal y = boardY() + boardBlockH() + kGap / 2;  // the piles' captions' room (or its least) is a gap already
        // Each part's share of the line: a public zone writes its cards' titles, so it takes more.
        qreal shares = 1.1 + 1 + 0.8;
        for (const Zone z : zones) shares += isPublicExtraZone(z) ? 1.4 : 0.8;
        const qreal unit = (boardW - kGap * 2 * (2 + zones.size())) / shares;
        qreal x = boardX();
        // A label as long as leaves its cards two stacks' room, then its cards; `keepTip` false: a shortened label
        // says its words in full in its tooltip.
        auto part = [&](qreal share, const LabelKey& key, const QStringList& texts, const QString& tip, bool keepTip, auto cards) {
            const qreal width = unit * share;
            const Fitted fitted = fitting(texts, tip, width - W * chip() * 1.5 - kGap);
            const qreal textW = std::min(width, fitted.width);
            label(key, fitted.text, QRectF(x, y + (line - labelH()) / 2, textW, labelH()), keepTip ? tip : fitted.tip);
            cards(x + textW + kGap / 2, y + (line - rowH()) / 2, std::max(0.0, width - textW - kGap / 2));
            x += width + kGap * 2;
        };
        // The hand's label names the cards of it you know where it has room (its tooltip always).
        const QStringList known = knownInHand();
        const QString count = TableLayout::tr("Hand: %n card(s)", nullptr, handN);
        QStringList handTexts;
        if (!known.isEmpty()) handTexts << count + QStringLiteral(" · ") + known.join(QStringLiteral(", "));
        handTexts << count << TableLayout::tr("Hand: %1").arg(handN);
        const qreal handRoom = unit * 1.1 - W * chip() * 1.5 - kGap;
        const bool named = !known.isEmpty() && fitting(handTexts, {}, handRoom).text == handTexts.front();
        part(1.1, LabelKey::hand(p), handTexts, named ? QString() : knownTip(known), true,
             [&](qreal cx, qreal top, qreal width) { stackRow(pl.hand, Zone::Hand, cx, top, width); });
        for (const Zone z : zones)
            part(isPublicExtraZone(z) ? 1.4 : 0.8, LabelKey::extraZone(p, z), zoneTexts(z), zoneTip(z), false,
                 [&](qreal cx, qreal top, qreal width) { zoneRow(z, cx, top, width); });
        part(1, LabelKey::score(p), scoreTexts(), scoreExplanation(m, p), false,
             [&](qreal cx, qreal top, qreal width) { stackRow(pl.score, Zone::Score, cx, top, width); });
        part(0.8, LabelKey::achievements(p), achievementTexts(need), achievementExplanation(m, p), false,
             [&](qreal cx, qreal top, qreal width) { achievementRow(cx, top, width, chip()); });
    }

    // Below your board, at the board's scale `k`: the labels' height, the side column's width (score and
    // achievements), and each zone's share of what is left beside it.
    static qreal ownLabelH(qreal k) { return std::max(kLabelH * k, readablePx(12 * k) * 1.3); }
    // The side column is wider when your score pile's titles need it (two columns of them from five cards), as far
    // as your hand leaves room: the list writes every title whole.
    // `height`: the side column's (below your board); the list takes as many columns as its lines need.
    qreal ownSideW(qreal width, qreal k, qreal height) const {
        const qreal least = std::clamp(width * 0.24, 150.0 * k, 330.0 * k);
        const auto& score = m.players[p].score;
        if (score.isEmpty()) return least;
        const qreal px = readablePx(12 * k);
        const QFontMetricsF fm(uiPx(px, QFont::DemiBold));
        qreal widest = 0;
        for (const CardRef& r : score)
            if (r.id >= 0) widest = std::max(widest, fm.horizontalAdvance(cardTitle(r.id)));
        const qreal chipW = (listLineH(px) - 2) * W / H;
        const qreal column = chipW + 5 + widest + 4;
        const qreal lineH = listLineH(px) + 2;
        const int rows = std::max(1, static_cast<int>(std::floor((scoreBoxHeight(height, k) + 2) / lineH)));
        const int cols = (static_cast<int>(score.size()) + rows - 1) / rows;
        const qreal wanted = cols * column + (cols - 1) * 8;
        // Only from the room your hand leaves: its cards keep their readable faces and its label stays whole.
        const int n = static_cast<int>(m.players[p].hand.size());
        const QString handLabel = m.replay ? TableLayout::tr("Hand: %n card(s)", nullptr, n) : TableLayout::tr("Your hand (%n card(s))", nullptr, n);
        const qreal handLabelW = QFontMetricsF(uiPx(readablePx(12 * k), QFont::DemiBold)).horizontalAdvance(handLabel) + 4;
        const qreal spare = width - kGap * k * 2 - std::max(handNeeds(height, k), handLabelW);
        return std::max(least, std::min(wanted, spare));
    }
    // The width your hand (and the zones beside it) needs for readable faces, below your board `height` tall.
    qreal handNeeds(qreal height, qreal k) const {
        const int n = static_cast<int>(m.players[p].hand.size());
        if (n == 0) return 0;
        const qreal s = kLeastHandFaceW / W + 0.02;
        const qreal iw = W * s, ih = H * s, gap = 6 * s;
        const qreal box = height - ownLabelH(k);
        const int rows = box < ih ? 1 : 1 + static_cast<int>(std::floor((box - ih) / (ih * kTitleStrip)));
        const int perRow = (n + rows - 1) / rows;
        const qreal need = perRow * iw + (perRow - 1) * gap + 2;
        const int boxes = besideHand();
        return boxes ? (need + boxes * kGap * k * 2) / (1 - boxes * kZoneShare) : need;
    }
    // The boxes beside your hand: the sets' zones, each kZoneShare of its width.
    int besideHand() const { return static_cast<int>(setZones(m).size()); }
    // The side column below your board: the score label, the score pile's list, the achievements' label and row.
    static qreal ownAchievementsH(qreal k) { return H * kChip * k * 1.3; }
    static qreal scoreBoxHeight(qreal sideH, qreal k) { return sideH - 2 * ownLabelH(k) - ownAchievementsH(k); }
    static constexpr qreal kZoneShare = 0.26;
    qreal handWidth(qreal width, qreal k) const {
        // Your area is at least as tall as one row of readable hand cards below its label.
        const qreal beside = width - ownSideW(width, k, ownLabelH(k) + H * (kLeastHandFaceW / W + 0.02)) - kGap * k * 2;
        const int boxes = besideHand();
        return boxes ? beside * (1 - boxes * kZoneShare) - boxes * kGap * k * 2 : beside;
    }
    // The least height below your board (`width` wide, at the board's scale `k`) where your hand's cards keep
    // readable faces: kLeastHandFaceW wide, in rows that cover only the bodies of the rows above. Room for two
    // rows whatever the hand holds, so that your board stays where it is (under the pointer) while the hand grows
    // from one row to two and shrinks back; only a third row takes room from the board.
    static constexpr int kHandRowsKept = 2;
    qreal leastBelowHeight(qreal width, qreal k) const {
        const int n = static_cast<int>(m.players[p].hand.size());
        const qreal s = kLeastHandFaceW / W + 0.02;  // fitGrid tries scales 0.02 apart
        const qreal iw = W * s, ih = H * s, gap = 6 * s;
        const int perRow = std::max(1, static_cast<int>(std::floor((handWidth(width, k) + gap) / (iw + gap))));
        const int rows = std::max(kHandRowsKept, (n + perRow - 1) / perRow);
        return ownLabelH(k) + ih + (rows - 1) * ih * kTitleStrip;
    }

    // Cards as a list in the scene rectangle `box`, in columns: each line a small swatch of the card (its colour and
    // age; a hidden card's back) and its title beside it, written whole at `px` (a label; the card's own item stays
    // what a click picks and what a hover shows large). Lines as tall as the words; more columns when they do not
    // fit one under the other.
    static qreal listLineH(qreal px) { return std::ceil(px * 1.45); }
    void titledList(const QList<CardRef>& cards, Zone zone, const QRectF& box, qreal px) {
        const int n = static_cast<int>(cards.size());
        if (n == 0) return;
        const qreal gap = 2, colGap = 8;
        const qreal lineH = listLineH(px);
        const int rows = std::max(1, static_cast<int>(std::floor((box.height() + gap) / (lineH + gap))));
        const int cols = (n + rows - 1) / rows;
        const int perCol = (n + cols - 1) / cols;
        const qreal colW = (box.width() - (cols - 1) * colGap) / cols;
        const qreal chipH = lineH - 2, chipW = chipH * W / H;
        // A title is written where at least its first letters can be read; in columns narrower than that (a long
        // list in a short box: "1 … 1 … 2 …") the swatches stand alone in rows, each showing its card under the
        // pointer.
        const bool titled = colW - chipW - 5 >= QFontMetricsF(uiPx(px, QFont::DemiBold)).horizontalAdvance(kLeastTitle);
        const int perRow = std::max(1, static_cast<int>(std::floor((box.width() + gap) / (chipW + gap))));
        for (int i = 0; i < n; ++i) {
            const CardRef& r = cards[i];
            const int col = titled ? i / perCol : i % perRow, row = titled ? i % perCol : i / perRow;
            const qreal x = titled ? box.left() + col * (colW + colGap) : box.left() + col * (chipW + gap);
            const qreal y = box.top() + row * (lineH + gap);
            ItemSpec s;
            s.zone = zone;
            s.age = r.age;
            s.z = ZStack + i;
            ItemKey key;
            if (r.id >= 0) {
                s.kind = ItemSpec::Face;
                s.card = r.id;
                s.swatch = true;
                key = cardKey(r.id);
                const QString title = cardTitle(r.id);
                if (titled)
                    out.labels[LabelKey::cardTitle(r.id)] =
                        LabelSpec{title, QRectF(x + chipW + 5, y + (lineH - px * 1.25) / 2, std::max(0.0, colW - chipW - 5), px * 1.25),
                                  px, TableLayout::tr("Age %1").arg(r.age)};
            } else {
                s.kind = ItemSpec::Back;
                s.set = r.set;
                key = hiddenKey(p, zone, r.age, i, r.set);
            }
            sceneCard(key, s, QRectF(x, y + 1, chipW, chipH));
        }
    }

    // ---- Every hand open (a replay's "All cards"): the hand, the sets' zones, the score pile and the achievements
    // as lines in columns around the board, in reading order: a heading ("Hand: 9 cards"), then a line per card, a
    // swatch and its whole title (the swatch shows the card under the pointer). Columns under the board start below
    // it, those beside it at the band's top. Sizes are in scene pixels, for the scale the band is tried at
    // (`openHeight`), so that the lists never feed back into the bands' common scale.
    bool openLists = false;
    qreal openBandH = 0;  // the band's height in scene pixels, board and lists, at the scale chosen
    static constexpr qreal kOpenColumnGap = 12;
    qreal openPx() const { return readablePx(12 * textScale); }
    qreal openLineStep() const { return listLineH(openPx()) + 2; }
    qreal openTileW() const { return (listLineH(openPx()) - 2) * W / H; }
    struct OpenLine {
        enum Kind { Heading, Card, Achievements } kind = Heading;
        LabelKey key{};          // Heading
        QStringList texts;       // Heading: its wordings, longest first
        QString tip;             // Heading
        CardRef card{};          // Card
        Zone zone = Zone::Hand;  // Card
        int index = 0;           // Card: its place in its zone; Achievements: the first on this line
        int count = 0;           // Achievements on this line
        qreal width = 0;         // the least it takes: the heading's shortest wording, the swatch and title, the tiles
    };
    static constexpr int kOpenTilesPerLine = 4;
    std::vector<OpenLine> openLines() const {
        const PlayerModel& pl = m.players[p];
        std::vector<OpenLine> out;
        const QFontMetricsF fm(uiPx(openPx(), QFont::DemiBold));
        const qreal swatchW = openTileW() + 5;
        auto heading = [&](LabelKey key, QStringList texts, QString tip) {
            // A bare count under no words says nothing here: the shortest wording keeps its word ("Score: 20").
            static const QRegularExpression bare(QStringLiteral("^\\d+$"));
            if (texts.size() > 1 && bare.match(texts.back()).hasMatch()) texts.removeLast();
            const qreal width = fitting({texts.back()}, {}, 1e9, openPx(), 1).width;
            out.push_back({OpenLine::Heading, key, std::move(texts), std::move(tip), {}, Zone::Hand, 0, 0, width});
        };
        auto cards = [&](const QList<CardRef>& refs, Zone zone) {
            for (int i = 0; i < refs.size(); ++i)
                out.push_back({OpenLine::Card, {}, {}, {}, refs[i], zone, i, 0, swatchW + (refs[i].id >= 0 ? std::ceil(fm.horizontalAdvance(cardTitle(refs[i].id))) + 1 : 0)});
        };
        const int handN = static_cast<int>(pl.hand.size());
        heading(LabelKey::hand(p), {TableLayout::tr("Hand: %n card(s)", nullptr, handN), TableLayout::tr("Hand: %1").arg(handN)}, {});
        cards(pl.hand, Zone::Hand);
        for (const Zone z : setZones(m)) {
            heading(LabelKey::extraZone(p, z), zoneTexts(z), zoneTip(z));
            cards(pl.zones[extraZoneIndex(z)], z);
        }
        heading(LabelKey::score(p), scoreTexts(), scoreExplanation(m, p));
        cards(pl.score, Zone::Score);
        heading(LabelKey::achievements(p), achievementTexts(m.achievementsToWin()), achievementExplanation(m, p));
        const int held = static_cast<int>(pl.achievements.size() + pl.countedAchievements.size());
        for (int i = 0; i < held; i += kOpenTilesPerLine) {
            const int n = std::min(kOpenTilesPerLine, held - i);
            out.push_back({OpenLine::Achievements, {}, {}, {}, {}, Zone::Achievement, i, n, n * (openTileW() + 3) - 3});
        }
        return out;
    }
    // Flows the lines through the columns of a band `bandH` tall and `width` wide whose board takes `board` (both
    // in scene pixels from the band's top left), each column as wide as its widest line; `at` receives each line,
    // its place and its column's width. False: they do not fit.
    template <class At>
    bool openFlow(const std::vector<OpenLine>& lines, QSizeF board, qreal bandH, qreal width, At at) const {
        const qreal step = openLineStep();
        std::size_t next = 0;
        qreal x = 0;
        while (next < lines.size()) {
            const qreal top = x < board.width() + kOpenColumnGap ? board.height() + kGap * textScale : 0;
            const int rows = static_cast<int>(std::floor((bandH - top + 2) / step + 1e-9));
            std::size_t end = std::min(lines.size(), next + std::max(0, rows));
            // A heading never ends a column, away from its cards.
            if (end < lines.size() && end > next && lines[end - 1].kind == OpenLine::Heading) --end;
            if (end == next) return false;
            qreal colW = 0;
            for (std::size_t i = next; i < end; ++i) colW = std::max(colW, lines[i].width);
            if (x + colW > width + 1e-6) return false;
            for (std::size_t i = next; i < end; ++i) at(lines[i], QPointF(x, top + (i - next) * step), colW);
            next = end;
            x += colW + kOpenColumnGap;
        }
        return true;
    }
    // The least height of the band at scale `s` (its words' scale set to it) in a cell `cellW` wide, in steps of a
    // line; nothing when the board alone is too wide or the lists do not fit up to `most`.
    std::optional<qreal> openHeight(qreal cellW, qreal s, qreal most) const {
        const QSizeF nat = naturalSize();
        const QSizeF board(nat.width() * s, nat.height() * s);
        const qreal inner = cellW - 12;
        if (board.width() > inner + 1e-6) return std::nullopt;
        const std::vector<OpenLine> lines = openLines();
        for (qreal h = board.height(); h <= most + 1e-6; h += openLineStep())
            if (openFlow(lines, board, h, inner, [](const OpenLine&, QPointF, qreal) {})) return h;
        return std::nullopt;
    }
    // The lines in the band whose top left is `origin` (scene pixels), their columns spread over the band's width
    // (a little wider gaps rather than an empty end).
    static constexpr qreal kOpenMostSpread = 40;
    void buildOpenLists(QPointF origin, qreal width) {
        const std::vector<OpenLine> lines = openLines();
        const QSizeF nat = naturalSize();
        const qreal px = openPx(), lineH = listLineH(px), chipW = openTileW(), chipH = lineH - 2;
        struct Placed {
            const OpenLine* line;
            QPointF at;
            qreal colW;
        };
        std::vector<Placed> placed;
        openFlow(lines, QSizeF(nat.width() * place.scale, nat.height() * place.scale), openBandH, width,
                 [&](const OpenLine& line, QPointF at, qreal colW) { placed.push_back({&line, at, colW}); });
        qreal used = 0;
        std::vector<qreal> columns;
        for (const Placed& pl : placed) {
            used = std::max(used, pl.at.x() + pl.colW);
            if (columns.empty() || columns.back() != pl.at.x()) columns.push_back(pl.at.x());
        }
        const qreal spread = columns.size() > 1 ? std::min(kOpenMostSpread, (width - used) / (columns.size() - 1)) : 0;
        for (const Placed& pl : placed) {
            const OpenLine& line = *pl.line;
            const qreal colW = pl.colW;
            const auto column = std::find(columns.begin(), columns.end(), pl.at.x()) - columns.begin();
            const QPointF o = origin + pl.at + QPointF(column * spread, 0);
            switch (line.kind) {
            case OpenLine::Heading: {
                const Fitted f = fitting(line.texts, line.tip, colW, px, 1);
                out.labels[line.key] = LabelSpec{f.text, QRectF(o.x(), o.y() + (lineH - px * 1.25) / 2, colW, px * 1.25), px, f.tip};
                break;
            }
            case OpenLine::Card: {
                ItemSpec spec;
                spec.zone = line.zone;
                spec.age = line.card.age;
                spec.z = ZStack + line.index;
                ItemKey key;
                if (line.card.id >= 0) {
                    spec.kind = ItemSpec::Face;
                    spec.card = line.card.id;
                    spec.swatch = true;
                    key = cardKey(line.card.id);
                    out.labels[LabelKey::cardTitle(line.card.id)] =
                        LabelSpec{cardTitle(line.card.id), QRectF(o.x() + chipW + 5, o.y() + (lineH - px * 1.25) / 2, colW - chipW - 5, px * 1.25), px, TableLayout::tr("Age %1").arg(line.card.age)};
                } else {
                    spec.kind = ItemSpec::Back;
                    spec.set = line.card.set;
                    key = hiddenKey(p, line.zone, line.card.age, line.index, line.card.set);
                }
                sceneCard(key, spec, QRectF(o.x(), o.y() + 1, chipW, chipH));
                break;
            }
            case OpenLine::Achievements:
                for (int i = line.index; i < line.index + line.count; ++i) {
                    auto [key, spec] = achievementItem(i);
                    sceneCard(key, spec, QRectF(o.x() + (i - line.index) * (chipW + 3), o.y() + 1, chipW, chipH));
                }
                break;
            }
        }
    }

    // Your hand, score pile and achievements in the scene rectangle below your board.
    void buildOwnBelow(const QRectF& area) {
        const PlayerModel& pl = m.players[p];
        const int need = m.achievementsToWin();
        const qreal k = place.scale;  // label sizes follow the board's
        const qreal labelPx = readablePx(12 * k);
        const qreal labelH = ownLabelH(k);
        const qreal sideW = ownSideW(area.width(), k, area.height());
        QRectF handBox(area.left(), area.top() + labelH, area.width() - sideW - kGap * k * 2, area.height() - labelH);
        // The sets' zones beside your hand, the first one rightmost, each a share of the hand's width with its label.
        const QList<Zone> zones = setZones(m);
        std::vector<QRectF> zoneBoxes;
        const qreal boxW = handBox.width() * kZoneShare;
        const ZoneReader reader = m.replay ? ZoneReader::Replay : ZoneReader::Owner;
        for (const Zone z : zones) {
            const QRectF box(handBox.right() - boxW, handBox.top(), boxW, handBox.height());
            handBox.setRight(box.left() - kGap * k * 2);
            zoneBoxes.push_back(box);
            const int zn = static_cast<int>(pl.zones[extraZoneIndex(z)].size());
            // The longest wording that fits whole, the bare count at the least (the hover text then says it).
            const Fitted f = fitting(tableOfZone(z).zoneLabels(z, zn, reader) << QString::number(zn), tableOfZone(z).zoneTip(z, reader), box.width(), labelPx, 1);
            out.labels[LabelKey::extraZone(p, z)] = LabelSpec{f.text, QRectF(box.left(), area.top(), box.width(), labelH), labelPx, f.tip};
        }
        const QRectF side(area.right() - sideW, area.top(), sideW, area.height());
        const int n = static_cast<int>(pl.hand.size());
        out.labels[LabelKey::hand(p)] =
            LabelSpec{m.replay ? TableLayout::tr("Hand: %n card(s)", nullptr, n) : TableLayout::tr("Your hand (%n card(s))", nullptr, n), QRectF(area.left(), area.top(), handBox.width(), labelH), labelPx, {}};
        const qreal maxScale = std::max(k * 1.25, kLeastHandFaceW / W + 0.02);
        const Grid g = fitGrid(n, handBox.width(), handBox.height(), maxScale, 0.3, 0.8);
        // Lays cards out in a grid, later rows over earlier ones; a card shows its face when `faceUp` says so.
        auto gridCards = [&](const QList<CardRef>& cards, Zone zone, const QRectF& box, const Grid& grid, auto faceUp) {
            for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
                const CardRef& r = cards[i];
                ItemSpec s;
                s.zone = zone;
                s.age = r.age;
                const int row = i / grid.perRow, col = i % grid.perRow;
                s.z = ZStack + row * 50 + col;
                ItemKey key;
                if (faceUp(r)) {
                    s.kind = ItemSpec::Face;
                    s.card = r.id;
                    s.tracked = zone == Zone::Hand && r.tracked;  // only the hand marks cards learnt by watching
                    key = cardKey(r.id);
                } else {
                    s.kind = ItemSpec::Back;
                    s.set = r.set;
                    key = hiddenKey(p, zone, r.age, i, r.set);
                }
                sceneCard(key, s, QRectF(box.left() + col * grid.step, box.top() + row * grid.rowStep, W * grid.scale, H * grid.scale));
            }
        };
        gridCards(pl.hand, Zone::Hand, handBox, g, [&](const CardRef& r) { return showHand && r.id >= 0; });
        for (std::size_t i = 0; i < zoneBoxes.size(); ++i) {
            const Zone z = zones[static_cast<qsizetype>(i)];
            const QList<CardRef>& cards = pl.zones[extraZoneIndex(z)];
            // A public zone's cards are face up even under a hot-seat cover: everyone sees them.
            const bool open = showHand || isPublicExtraZone(z);
            // A public zone's cards (a display) may be as large as your hand's, so that they read as cards.
            const qreal zoneMax = isPublicExtraZone(z) ? maxScale : std::max(0.5 * k, 0.4);
            const Grid zg = fitGrid(static_cast<int>(cards.size()), zoneBoxes[i].width(), zoneBoxes[i].height(), zoneMax, 0.2, 0.6);
            // Faces too small for their titles: a list of titles instead, each beside its card's swatch.
            if (W * zg.scale < kLeastHandFaceW && open) titledList(cards, z, zoneBoxes[i], labelPx);
            else gridCards(cards, z, zoneBoxes[i], zg, [&](const CardRef& r) { return open && r.id >= 0; });
        }
        // Score pile over achievements in the side column.
        const qreal achH = ownAchievementsH(k);
        const qreal achTop = side.bottom() - achH;
        // The longest of the texts that fits the side column whole; the tooltip then says the words in full.
        auto fitted = [&](const QStringList& texts, const QString& explanation, const QRectF& rect) {
            const Fitted f = fitting(texts, explanation, rect.width(), labelPx, 1);
            return LabelSpec{f.text, rect, labelPx, f.tip};
        };
        const QStringList scoreTexts = pl.bonusPoints > 0
                                           ? QStringList{TableLayout::tr("Score: %1 (pile %2 + bonus %3)").arg(pl.scoreTotal).arg(pl.scoreTotal - pl.bonusPoints).arg(pl.bonusPoints),
                                                         TableLayout::tr("Score: %1 (+%2)").arg(pl.scoreTotal).arg(pl.bonusPoints), TableLayout::tr("Score: %1").arg(pl.scoreTotal)}
                                           : QStringList{TableLayout::tr("Score pile: %n point(s)", nullptr, pl.scoreTotal), TableLayout::tr("Score: %1").arg(pl.scoreTotal)};
        out.labels[LabelKey::score(p)] = fitted(scoreTexts, scoreExplanation(m, p), QRectF(side.left(), side.top(), sideW, labelH));
        const QRectF scoreBox(side.left(), side.top() + labelH, sideW, achTop - labelH - side.top() - labelH);
        titledList(pl.score, Zone::Score, scoreBox, labelPx);
        const int marks = pl.achievementTotal - static_cast<int>(pl.achievements.size() + pl.countedAchievements.size());
        QStringList achTexts;
        if (marks > 0) achTexts << TableLayout::tr("Achievements: %1 of %2 (%3 from flags and fountains)").arg(pl.achievementTotal).arg(need).arg(marks);
        achTexts << TableLayout::tr("Achievements: %1 of %2").arg(pl.achievementTotal).arg(need) << QStringLiteral("★ %1/%2").arg(pl.achievementTotal).arg(need);
        out.labels[LabelKey::achievements(p)] = fitted(achTexts, achievementExplanation(m, p), QRectF(side.left(), achTop - labelH, sideW, labelH));
        const Placer saved = place;
        place = Placer{QPointF(side.left(), achTop), k * 1.3};
        achievementRow(0, 0, sideW / (k * 1.3), kChip);
        place = saved;
    }
};

// How far a supply heading too long for its column may reach beyond it: to the left into the table's margin of
// 8 px, to the right into the gap of 12 px before the boards.
constexpr qreal kSupplyHeadingOverhangLeft = 6, kSupplyHeadingOverhangRight = 8;

// Lines of the supply's common zone, each as tall as this many labels.
constexpr qreal kCommonLineH = 1.2;
// The cards the common zone may hold in this game (those kept outside the supply, and any it holds), none when it
// is not in play.
QList<int> commonZoneCards(const TableModel& m) {
    if (!zoneInPlay(m.rules, Zone::Common)) return {};
    QList<int> out;
    for (SetId set = 0; set < setCount(); ++set)
        if (m.inPlay(set))
            for (const CardDef& c : cardsOf(set))
                if (c.outsideSupply) out << static_cast<int>(c.id);
    for (const int id : m.common)
        if (!out.contains(id)) out << id;
    return out;
}

// The sets in play with supply piles of their own, beside the main set's decks, in the registry's order.
QList<SetId> pileSets(const TableModel& m) {
    QList<SetId> out;
    for (SetId set = 0; set < setCount(); ++set)
        if (set != kMainSet && m.inPlay(set) && !cardSet(set).pileLabel.empty()) out.push_back(set);
    return out;
}
// Piles per age in the supply: the base deck, and each such set's pile beside it.
int supplySetColumns(const TableModel& m) { return 1 + static_cast<int>(pileSets(m).size()); }

QString supplyDecksHeading(const TableModel& m) {
    QStringList words{TableLayout::tr("Decks")};
    for (const SetId set : pileSets(m))
        if (const QString word = setTable(set).supplyHeading(); !word.isEmpty()) words << word;
    return words.join(QStringLiteral(" · "));
}

// The width the supply's headings take whole at the least readable size (in French "Accomplissements" is wider
// than the base game's narrowest column of two tiles).
qreal supplyHeadingsWidth(const TableModel& m) {
    const QFontMetricsF metrics(uiPx(kMinTextPx, QFont::DemiBold));
    qreal widest = 0;
    for (const QString& heading : {supplyDecksHeading(m), TableLayout::tr("Achievements"), TableLayout::tr("Special")})
        widest = std::max(widest, metrics.horizontalAdvance(heading));
    return std::ceil(widest);
}

void buildSupply(const TableModel& m, Layout& out, const QRectF& area) {
    const qreal tw = W * 0.46, th = H * 0.46, g = 8;
    // Natural: two columns of tiles. With sets that have piles of their own, each age's piles sit beside its base deck,
    // two ages to a row (the column grows wider rather than taller, so its words keep their size).
    const int setCols = supplySetColumns(m);
    const bool perAge = setCols > 1;
    const int cols = perAge ? 2 * setCols : 2;
    const qreal natW = cols * tw + (cols + 1) * g;
    QStringList specials;
    for (const QString& a : m.available)
        if (a.toInt() == 0) specials << a;
    const int standards = static_cast<int>(m.available.size()) - static_cast<int>(specials.size());
    auto rows = [cols](int n) { return (n + cols - 1) / cols; };
    const int deckRows = 5;
    // The common zone (the relic area), when in play: a heading and one line per card it may hold, each a swatch of the
    // card and its title written beside it (room for all of them, so the column does not rescale as they come and go).
    const QList<int> commonCards = commonZoneCards(m);
    const int commonLines = static_cast<int>(commonCards.size());
    // The words keep the least readable size: at a small scale their boxes take more natural room, and special
    // achievements whose tiles are too small to be written on stand one to a row, their names under them.
    struct Fit {
        qreal scale = 1, labelPx = 12, labelH = kLabelH;
        bool namesUnder = false;
        // Deck tiles too small for both their age and a readable count: a label over each age's piles says the age.
        bool agesAbove = false;
        // Specials named under their tiles: each takes two tiles' width for its name (one alone on its row, the
        // column's), fewer to a row when the longest name would not fit its cell whole.
        int namedPerRow = 1;
        // The lines the common zone's titles take beyond one each: a title too long for the column's width takes two.
        int commonExtraLines = 0;
    };
    auto commonH = [&](const Fit& f) {
        return commonLines > 0 ? g + f.labelH + (commonLines * kCommonLineH + f.commonExtraLines) * f.labelH : 0.0;
    };
    // A line of the common zone: its swatch at the column's left, its title beside it, reaching as far right as a
    // heading may (scene pixels).
    auto commonSwatchW = [&](const Fit& f) { return (f.labelH * kCommonLineH - 2) * W / H; };
    auto commonTitleWidth = [&](const Fit& f) {
        const qreal left = area.left() + (area.width() - natW * f.scale) / 2 + (g + commonSwatchW(f)) * f.scale + 5;
        return area.right() + kSupplyHeadingOverhangRight - left;
    };
    auto commonTitle = [&](const Fit& f, int card) { return fitTitle(cardTitle(card), commonTitleWidth(f), f.labelPx); };
    // The widest name of a special achievement left, at `px`.
    auto widestSpecialName = [&](qreal px) {
        const QFontMetricsF metrics(uiPx(px, QFont::DemiBold));
        qreal widest = 0;
        for (const QString& a : specials) widest = std::max(widest, metrics.horizontalAdvance(Texts::special(a)));
        return widest;
    };
    auto natHeight = [&](const Fit& f) {
        const int named = static_cast<int>(specials.size());
        const int namedPerRow = f.namedPerRow;
        const qreal specialsH = f.namesUnder ? (named + namedPerRow - 1) / namedPerRow * (th + f.labelH + g) : std::max(1, rows(named)) * (th + g);
        return 3 * f.labelH + deckRows * (th + g + (f.agesAbove ? f.labelH : 0)) + g + std::max(1, rows(standards)) * (th + g) + g + specialsH +
               commonH(f);
    };
    Fit fit;
    for (int round = 0; round < 4; ++round) {
        fit.scale = std::min({area.width() / natW, area.height() / natHeight(fit), 1.6});
        fit.labelPx = readablePx(12 * fit.scale);
        fit.labelH = std::max(kLabelH, fit.labelPx * 1.3 / fit.scale);
        fit.namesUnder = std::any_of(specials.begin(), specials.end(), [&](const QString& a) {
            return CardPainter::specialNamePixelSize(QRectF(0, 0, tw * fit.scale, th * fit.scale), a) <= 0;
        });
        // Fewer names to a row only while the taller column still fits the table at this scale.
        const qreal widest = widestSpecialName(fit.labelPx);
        fit.namedPerRow = std::max(1, cols / 2);
        while (fit.namedPerRow > 1 && widest > ((natW - g) / fit.namedPerRow - g) * fit.scale) {
            Fit fewer = fit;
            --fewer.namedPerRow;
            if (natHeight(fewer) * fit.scale > area.height() + 0.5) break;
            fit = fewer;
        }
        // Any count of two digits (a pile holds at most fifteen) decides, so the labels do not come and go as the piles shrink.
        fit.agesAbove = CardItem::deckCountPill(10, tw * fit.scale / W, false).width() > W * CardItem::kAgeRoom;
        fit.commonExtraLines = 0;
        for (const int card : commonCards) fit.commonExtraLines += commonTitle(fit, card).lines - 1;
    }
    const qreal scale = fit.scale;
    const qreal natH = natHeight(fit);
    Placer pl{QPointF(area.left() + (area.width() - natW * scale) / 2, area.top()), scale};
    out.supply = pl.map(QRectF(0, 0, natW, natH));
    // A heading stands over the tiles' left edge and may reach the column's right edge; one too long for that starts
    // further left, as far as the table's margin allows (where the height bounds the tiles, they leave room beside them).
    const qreal leftmost = area.left() - kSupplyHeadingOverhangLeft;
    const QFontMetricsF headingMetrics(uiPx(fit.labelPx, QFont::DemiBold));
    const qreal rightmost = area.right() + kSupplyHeadingOverhangRight;
    // The box r grown for text: to the right up to `right`, then to the left down to `left`.
    auto spanned = [&](const QRectF& r, const QString& text, qreal left, qreal right) {
        const qreal needed = headingMetrics.horizontalAdvance(text) + 1;
        const qreal r2 = std::clamp(r.left() + needed, r.right(), std::max(r.right(), right));
        const qreal l2 = std::clamp(r2 - needed, std::min(left, r.left()), r.left());
        return QRectF(l2, r.top(), r2 - l2, r.height());
    };
    auto label = [&](LabelKey key, const QString& text, qreal y, const QString& tip = {}) {
        QRectF r = pl.map(QRectF(g, y, natW - g, fit.labelH));
        r.setRight(std::max(r.right(), area.right()));
        out.labels[key] = LabelSpec{text, spanned(r, text, leftmost, rightmost), fit.labelPx, tip};
    };
    qreal y = 0;
    label({LabelKey::SupplyDecks}, supplyDecksHeading(m), y);
    y += fit.labelH;
    const qreal ageH = fit.agesAbove ? fit.labelH : 0, rowH = ageH + th + g;
    // "Age 10" where it fits over an age's piles, else the bare number over every age.
    const QFontMetricsF ageMetrics(uiPx(fit.labelPx, QFont::DemiBold));
    const qreal groupW = setCols * tw + (setCols - 1) * g;
    const bool ageWords = ageMetrics.horizontalAdvance(TableLayout::tr("Age %1").arg(kAges)) <= groupW * scale;
    for (int a = 1; a <= kAges; ++a) {
        ItemSpec s;
        s.kind = ItemSpec::Deck;
        s.age = a;
        s.count = m.supply[kMainSet][a - 1];
        s.zone = Zone::Deck;
        s.agedAbove = fit.agesAbove;
        const int col = perAge ? ((a - 1) % 2) * setCols : (a - 1) % 2, row = (a - 1) / 2;
        const qreal top = y + row * rowH + ageH;
        s.rect = pl.map(QRectF(g + col * (tw + g), top, tw, th));
        out.items[deckKey(a)] = s;
        if (fit.agesAbove) {
            const QString text = ageWords ? TableLayout::tr("Age %1").arg(a) : QString::number(a);
            const qreal textW = std::min(ageMetrics.horizontalAdvance(text) / scale + 2, groupW);
            const QRectF over(g + col * (tw + g) + (groupW - textW) / 2, top - ageH, textW, ageH);
            out.labels[LabelKey::deckAge(a)] = LabelSpec{text, pl.map(over), fit.labelPx, ageWords ? QString() : TableLayout::tr("Age %1").arg(a)};
        }
        int next = 1;
        for (const SetId set : pileSets(m)) {
            ItemSpec e = s;
            e.set = static_cast<int>(set);
            e.count = m.supply[set][a - 1];
            e.rect = pl.map(QRectF(g + (col + next++) * (tw + g), top, tw, th));
            out.items[deckKey(a, set)] = e;
        }
    }
    y += deckRows * rowH + g;
    label({LabelKey::SupplyAchievements}, TableLayout::tr("Achievements"), y);
    y += fit.labelH;
    int i = 0;
    for (const QString& a : m.available) {
        if (a.toInt() == 0) continue;
        ItemSpec s;
        s.kind = ItemSpec::Achievement;
        s.age = a.toInt();
        s.zone = Zone::Achievement;
        s.rect = pl.map(QRectF(g + (i % cols) * (tw + g), y + (i / cols) * (th + g), tw, th));
        out.items[achievementKey(a)] = s;
        ++i;
    }
    y += std::max(1, rows(standards)) * (th + g) + g;
    label({LabelKey::SupplySpecials}, TableLayout::tr("Special"), y);
    y += fit.labelH;
    for (int k = 0; k < specials.size(); ++k) {
        ItemSpec s;
        s.kind = ItemSpec::Special;
        s.name = specials[k];
        s.zone = Zone::Achievement;
        if (fit.namesUnder) {
            const int namedPerRow = fit.namedPerRow;
            const qreal top = y + (k / namedPerRow) * (th + fit.labelH + g);
            const qreal cellW = namedPerRow > 1 ? (natW - g) / namedPerRow - g : natW - g;
            const qreal left = g + (k % namedPerRow) * (cellW + g);
            s.rect = pl.map(QRectF(left, top, tw, th));
            s.namedBelow = true;
            // A name in the first or last cell of its row may reach into the margin beside it, as a heading does.
            const QString name = Texts::special(specials[k]);
            const QRectF cell = pl.map(QRectF(left, top + th, cellW, fit.labelH));
            const bool first = k % namedPerRow == 0, last = k % namedPerRow == namedPerRow - 1 || k + 1 == specials.size();
            out.labels[LabelKey::specialName(k)] = LabelSpec{name, spanned(cell, name, first ? leftmost : cell.left(), last ? rightmost : cell.right()),
                                                             fit.labelPx, Texts::specialCondition(specials[k])};
        } else {
            s.rect = pl.map(QRectF(g + (k % cols) * (tw + g), y + (k / cols) * (th + g), tw, th));
        }
        out.items[achievementKey(specials[k])] = s;
    }
    if (commonLines == 0) return;
    y += std::max(0.0, natH - y - commonH(fit)) + g;
    const SetTable& common = tableOfZone(Zone::Common);
    const int held = static_cast<int>(m.common.size());
    label({LabelKey::SupplyCommon}, common.zoneLabels(Zone::Common, held, ZoneReader::Opponent).value(0), y,
          common.zoneTip(Zone::Common, ZoneReader::Opponent));
    y += fit.labelH;
    const qreal lineH = fit.labelH * kCommonLineH, chipH = lineH - 2, chipW = commonSwatchW(fit);
    for (int i = 0; i < held; ++i) {
        const int id = m.common[i];
        const FittedTitle title = commonTitle(fit, id);
        ItemSpec s;
        s.kind = ItemSpec::Face;
        s.card = id;
        s.swatch = true;
        s.zone = Zone::Common;
        s.age = age(static_cast<CardId>(id));
        const qreal height = lineH + (title.lines - 1) * fit.labelH;
        const QRectF line = pl.map(QRectF(g, y, natW - g, height));
        y += height;
        s.rect = QRectF(line.left(), line.top() + scale, chipW * scale, chipH * scale);
        out.items[cardKey(id)] = s;
        // Written whole (narrowed, else on two lines: the zone's height has room for it); its tip says it whole
        // where even that could not.
        const QRectF words(s.rect.right() + 5, line.top(), std::max(0.0, rightmost - s.rect.right() - 5), line.height());
        const QString tip = common.zoneCardTip(Zone::Common, id);
        out.labels[LabelKey::cardTitle(id)] =
            LabelSpec{title.text, words, fit.labelPx, title.whole ? tip : cardTitle(id) + "\n\n" + tip, title.stretch};
    }
}
}  // namespace

ItemKey keyForMove(const TableModel& m, Zone zone, int player, int cardId, int age, bool after, int set) {
    (void)after;
    switch (zone) {
    case Zone::Deck: {
        // A card goes back to its own set's piles when its set has some in play, else to the main decks.
        const bool ownPiles = set > 0 && set < setCount() && m.inPlay(static_cast<SetId>(set)) && !cardSet(static_cast<SetId>(set)).pileLabel.empty();
        return deckKey(std::clamp(age, 1, kAges), ownPiles ? set : 0);
    }
    case Zone::Board: return cardId >= 0 ? cardKey(cardId) : ItemKey{};
    case Zone::Extra1:
    case Zone::Extra2:
    case Zone::Hand:
    case Zone::Score: {
        if (player < 0 || player >= m.playerCount()) return {};
        // An extra zone is shown when its set is in play.
        if (isExtraZone(zone) && !m.zonesInPlay[extraZoneIndex(zone)]) return {};
        const bool extra = isExtraZone(zone);
        const auto& l = zone == Zone::Score ? m.players[player].score : extra ? m.players[player].zones[extraZoneIndex(zone)] : m.players[player].hand;
        // An opponent's score pile and private zones are one stack per age (and set), known cards too, but a
        // card every seat knows; a public zone shows its cards.
        if (cardId >= 0 && knownToAll(static_cast<CardId>(cardId)))
            for (const auto& r : l)
                if (r.id == cardId) return cardKey(cardId);
        if ((zone == Zone::Score || (extra && !isPublicExtraZone(zone))) && player != m.viewer)
            return l.isEmpty() ? ItemKey{} : hiddenKey(player, zone, age, 0, set);
        if (cardId >= 0)
            for (const auto& r : l)
                if (r.id == cardId) return cardKey(cardId);
        // Hidden cards are summarised as one stack per age.
        const bool any = std::any_of(l.begin(), l.end(), [age, set](const CardRef& r) { return r.id < 0 && r.age == age && r.set == set; });
        return any ? hiddenKey(player, zone, age, 0, set) : ItemKey{};
    }
    case Zone::Achievement:
        if (player < 0) return achievementKey(QString::number(age));
        if (player < m.playerCount() && cardId >= 0 && m.players[player].countedAchievements.contains(cardId)) return cardKey(cardId);
        else {
            const auto& a = m.players[player].achievements;
            const int n = static_cast<int>(a.count(QString::number(age)));
            return n > 0 ? heldAchievementKey(player, age, n - 1) : ItemKey{};
        }
    case Zone::Common: return cardId >= 0 && m.common.contains(cardId) ? cardKey(cardId) : ItemKey{};
    case Zone::Removed: return {};
    }
    return {};
}

Layout computeLayout(const TableModel& m, QSizeF size, const LayoutOptions& options) {
    Layout out;
    if (m.players.isEmpty() || size.width() < 50 || size.height() < 50) return out;
    const qreal margin = 8;
    // The supply's column: a twelfth of the table, wider with the piles of expansions beside the decks.
    const qreal share = 0.085 * (supplySetColumns(m) > 1 ? 1 + 0.5 * supplySetColumns(m) : 1);
    // At least as wide as its headings need.
    const qreal least = std::max(92.0, supplyHeadingsWidth(m) + 2 - kSupplyHeadingOverhangLeft - kSupplyHeadingOverhangRight);
    const qreal supplyW = std::clamp(size.width() * share, least, std::max(least, 190.0 * share / 0.085));
    buildSupply(m, out, QRectF(margin, margin, supplyW, size.height() - 2 * margin));
    const qreal x0 = margin * 2.5 + supplyW;
    const qreal w = size.width() - x0 - margin;
    const int v = m.viewer;
    QList<int> others;
    for (int i = 0; i < m.playerCount(); ++i) {
        const int p = v >= 0 ? (v + 1 + i) % m.playerCount() : i;
        if (p != v) others.push_back(p);
    }
    const qreal spacing = 10;
    constexpr qreal kMaxScale = 2.6;
    // Scales in steps of 2%: a board that grows a little does not rescale (and so redraw) every card of the table.
    auto quantised = [](qreal s) { return std::floor(s * 50) / 50; };
    auto makeBuilder = [&](int p, bool own) {
        AreaBuilder b{m, out, p, own, options.showOwnHand, {}, true, false, H, 5 * W + 4 * kGap, {}};
        b.measure();
        return b;
    };

    // Your area: your board across its top (at most half its height), your hand and score below. The hand keeps
    // readable faces: the board gives it room down to `leastBoard`, then your area grows (up to kMostOwnShare
    // of the table) and the opponents' bands give it.
    // Your top cards 69 px wide at the usual card size (Settings > Card size moves it as it moves your area).
    const qreal leastBoard = 0.46 * options.ownShare / LayoutOptions{}.ownShare;
    constexpr qreal kMostOwnShare = 0.62;
    qreal ownH = v >= 0 ? (size.height() - 2 * margin) * options.ownShare : 0;
    std::optional<AreaBuilder> own;
    qreal ownScale = 1;
    if (v >= 0) {
        own.emplace(makeBuilder(v, true));
        AreaBuilder& b = *own;
        auto fitted = [&] {
            const QSizeF n = b.naturalSize();
            qreal s = quantised(std::min({(w - 12) / n.width(), (ownH - 12) * 0.5 / n.height(), kMaxScale}));
            auto below = [&](qreal k) { return ownH - 12 - n.height() * k - kGap * k * 0.6; };
            while (s - 0.02 >= leastBoard - 1e-9 && below(s) < b.leastBelowHeight(w - 12, s)) s = quantised(s - 0.02 + 1e-9);
            return s;
        };
        auto settled = [&] {
            b.textScale = 1;
            qreal s = fitted();
            for (int round = 0; round < 3; ++round) {
                b.textScale = std::max(s, 0.02);
                s = fitted();
            }
            b.textScale = std::max(s, 0.02);
            return s;
        };
        ownScale = settled();
        const qreal most = (size.height() - 2 * margin) * kMostOwnShare;
        auto roomy = [&] {
            const QSizeF n = b.naturalSize();
            return ownH - 12 - n.height() * ownScale - kGap * ownScale * 0.6 >= b.leastBelowHeight(w - 12, ownScale) - 1e-6;
        };
        while (!roomy() && ownH < most) {
            ownH = std::min(most, ownH + 4);
            ownScale = settled();
        }
    }
    const qreal othersTop = margin;
    const qreal othersH = size.height() - 2 * margin - (v >= 0 ? ownH + spacing : 0);
    // The opponents share one scale (the same card is the same size in every band), each band as tall as its
    // board needs: a board splayed up takes more height, a flat one less. The bands stand in rows, one per row;
    // four opponents stand two by two: the seats across the table above, your neighbours below, so that the
    // table reads clockwise around you (left neighbour, across left, across right, right neighbour).
    std::vector<AreaBuilder> bands;
    for (int p : others) bands.push_back(makeBuilder(p, false));
    using Rows = std::vector<std::vector<int>>;  // indexes into `bands`, row by row from the top
    Rows rows;
    for (int i = 0; i < static_cast<int>(bands.size()); ++i) rows.push_back({i});
    auto cellWidth = [&](const std::vector<int>& row) { return (w - spacing * (row.size() - 1)) / row.size(); };
    auto rowHeight = [&](const std::vector<int>& row) {
        qreal h = 0;
        for (int i : row) h = std::max(h, bands[i].naturalSize().height());
        return h;
    };
    auto commonScale = [&](const Rows& arrangement, bool tall, bool plateOnTop, bool titlesOffCard) {
        auto once = [&] {
            qreal sumH = 0, s = kMaxScale;
            for (const auto& row : arrangement) {
                sumH += rowHeight(row);
                for (int i : row) s = std::min(s, (cellWidth(row) - 12) / bands[i].naturalSize().width());
            }
            const qreal room = othersH - spacing * (arrangement.size() - 1) - 12.0 * arrangement.size();
            return quantised(std::min(s, room / sumH));
        };
        // The words' boxes depend on the scale and the scale on the boxes: a few rounds settle it, ending on the
        // scale the boxes were made for (from below, so that the area still fits).
        for (AreaBuilder& b : bands) b.tall = tall, b.plateOnTop = plateOnTop, b.textScale = 1, b.allowTitlesOffCard = titlesOffCard, b.memoTitleScale = -1;
        const qreal first = once();
        qreal s = first;
        for (int round = 0; round < 4; ++round) {
            for (AreaBuilder& b : bands) b.textScale = std::max(s, first / 2);
            s = once();
        }
        for (AreaBuilder& b : bands) b.textScale = std::max(s, first / 2);
        return s;
    };
    // With every hand open the bands' lists are sized in scene pixels for the scale tried: the largest scale (in
    // its steps) at which every band, board and lists, fits its cell and the rows fit the height.
    auto openScale = [&](const Rows& arrangement, bool plateOnTop, bool titlesOffCard) {
        for (AreaBuilder& b : bands) b.tall = true, b.plateOnTop = plateOnTop, b.textScale = 1, b.allowTitlesOffCard = titlesOffCard, b.memoTitleScale = -1, b.openLists = true;
        // No larger than the boards alone allow with the words at their natural size (they only grow as it shrinks).
        qreal most = kMaxScale, sumH = 0;
        for (const auto& row : arrangement) {
            sumH += rowHeight(row);
            for (int i : row) most = std::min(most, (cellWidth(row) - 12) / bands[i].naturalSize().width());
        }
        const qreal room = othersH - spacing * (arrangement.size() - 1) - 12.0 * arrangement.size();
        most = std::min(most, room / sumH);
        auto fits = [&](qreal s) {
            qreal used = 0;
            for (const auto& row : arrangement) {
                qreal h = 0;
                for (int i : row) {
                    bands[i].textScale = s;
                    const auto band = bands[i].openHeight(cellWidth(row), s, room - used);
                    if (!band) return false;
                    bands[i].openBandH = *band, h = std::max(h, *band);
                }
                used += h;
            }
            return used <= room + 1e-6;
        };
        // A smaller scale leaves every board smaller and so the lists more room: the largest step that fits, by halving.
        int lo = 1, hi = static_cast<int>(std::floor(std::max(most, 0.02) * 50 + 1e-9));
        if (fits(hi / 50.0)) return hi / 50.0;
        while (hi - lo > 1) {
            const int mid = (lo + hi) / 2;
            (fits(mid / 50.0) ? lo : hi) = mid;
        }
        fits(lo / 50.0);  // the bands keep what they were measured with at the scale chosen
        return lo / 50.0;
    };
    qreal scale = 1;
    if (!bands.empty()) {
        // Each arrangement that fits this many opponents; the one that shows the cards largest wins (the first on
        // a tie).
        struct Candidate {
            Rows rows;
            bool tall;
            bool plateOnTop = false;
            bool titlesOffCard = true;
        };
        std::vector<Candidate> candidates;
        if (v < 0) {
            // Nobody's own area (a replay with all cards, a spectator): every seat a band, one or two to a row,
            // whichever shows the cards largest.
            Rows pairs;
            for (int i = 0; i < static_cast<int>(bands.size()); i += 2)
                pairs.push_back(i + 1 < static_cast<int>(bands.size()) ? std::vector<int>{i, i + 1} : std::vector<int>{i});
            candidates = {{rows, true}, {rows, true, true}};
            if (bands.size() > 2) candidates.insert(candidates.end(), {{pairs, true}, {pairs, true, true}});
        } else if (bands.size() <= 2) candidates = {{rows, true}, {rows, false}};
        else if (bands.size() == 4) {
            const Rows around{{1, 2}, {0, 3}};
            candidates = {{around, true}, {around, false}, {around, true, true}};
        } else if (bands.size() == 3) {
            // Three opponents stand one to a row; where the titles over their piles need the height, the seat across
            // stands over your two neighbours, the plates as strips.
            const Rows around{{1}, {0, 2}};
            candidates = {{rows, false}, {rows, true, true}, {around, true, true}};
        } else candidates = {{rows, false}, {rows, true, true}};
        // Titles too long for their cards are written by the piles where that leaves the top cards at least as
        // large as five seats draw them in a 1280x720 window (kLeastWholeTitleCardW) or costs them at most a tenth
        // of their size; where it would cost more, the cards keep their size and such a title is shortened on its
        // card (its hover says it whole). With every hand open (a replay's "All cards") the hands' cards are what is
        // read there: no cost at all.
        constexpr qreal kMostTitleCost = 0.9;
        const std::size_t arrangements = candidates.size();
        for (std::size_t i = 0; i < arrangements; ++i) {
            Candidate without = candidates[i];
            without.titlesOffCard = false;
            candidates.push_back(without);
        }
        auto bestOf = [&](bool titlesOffCard) {
            std::pair<qreal, const Candidate*> best{-1, nullptr};
            for (const Candidate& c : candidates) {
                if (c.titlesOffCard != titlesOffCard) continue;
                const qreal s = v < 0 ? openScale(c.rows, c.plateOnTop, c.titlesOffCard) : commonScale(c.rows, c.tall, c.plateOnTop, c.titlesOffCard);
                if (s > best.first + 1e-9 || (bands.size() <= 2 && v >= 0 && s >= best.first)) best = {s, &c};
            }
            return best;
        };
        const auto withTitles = bestOf(true);
        const Candidate* chosen = withTitles.second;
        if (withTitles.first * W < kLeastWholeTitleCardW)
            if (const auto without = bestOf(false); withTitles.first < without.first * (v >= 0 ? kMostTitleCost : 1) - 1e-9) chosen = without.second;
        rows = chosen->rows;
        scale = v < 0 ? openScale(chosen->rows, chosen->plateOnTop, chosen->titlesOffCard) : commonScale(chosen->rows, chosen->tall, chosen->plateOnTop, chosen->titlesOffCard);
    }
    // A row's height in the scene: its tallest band, with its open lists.
    auto sceneRowHeight = [&](const std::vector<int>& row) {
        qreal h = 0;
        for (int i : row) h = std::max(h, bands[i].openLists ? bands[i].openBandH : bands[i].naturalSize().height() * scale);
        return h;
    };
    // Height the rows leave over (when the width bounds them) goes between them, not into one gap.
    qreal used = 0;
    for (const auto& row : rows) used += sceneRowHeight(row) + 12;
    const qreal spare = std::max(0.0, othersH - used - spacing * (rows.size() - 1));
    const qreal gap = spacing + (rows.empty() ? 0 : std::floor(spare / (rows.size() + 1)));
    qreal y = othersTop + gap - spacing;
    for (const auto& row : rows) {
        for (int k = 0; k < static_cast<int>(row.size()); ++k) {
            AreaBuilder& b = bands[row[k]];
            const QSizeF nat = b.naturalSize();
            const qreal cellLeft = x0 + k * (cellWidth(row) + spacing);
            b.place = Placer{QPointF(cellLeft + 6, y + 6), scale};
            if (b.openLists) {
                // The band takes its cell's width: the lists use what the board leaves.
                out.panels[b.p] = PanelSpec{b.p, QRectF(cellLeft, y, cellWidth(row), b.openBandH + 12), false, scale};
                b.buildBoard(nat);
                b.buildOpenLists(QPointF(cellLeft + 6, y + 6), cellWidth(row) - 12);
                continue;
            }
            out.panels[b.p] = PanelSpec{b.p, b.place.map(QRectF(-6, -6, nat.width() + 12, nat.height() + 12)), false, scale};
            b.buildBoard(nat);
            b.buildOpponentSide();
        }
        y += sceneRowHeight(row) + 12 + gap;
    }
    if (own) {
        // The area depends on the window and your cards only, so an opponent's growing board never rescales yours.
        const QRectF region(x0, size.height() - margin - ownH, w, ownH);
        AreaBuilder& b = *own;
        const qreal scale = ownScale;
        const QSizeF nat = b.naturalSize();
        b.place = Placer{QPointF(region.left() + 6, region.top() + 6), scale};
        out.panels[v] = PanelSpec{v, region.adjusted(0, 0, 0, 0), true, scale};
        b.buildBoard(nat);
        const qreal belowTop = region.top() + 6 + nat.height() * scale + kGap * scale * 0.6;
        b.buildOwnBelow(QRectF(region.left() + 6, belowTop, region.width() - 12, region.bottom() - 6 - belowTop));
    }
    return out;
}

}  // namespace inno::client
