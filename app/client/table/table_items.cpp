// The table's graphics items: cards, the players' plates and the pile slots under each board.
#include "table/table_items.h"
#include "table/box_plate.h"
#include "style/palette.h"

#include "paint/card_painter.h"
#include "text/words.h"
#include "text/totals_text.h"
#include "table/z_order.h"
#include "style/text_size.h"

#include "sets/set_table.h"

#include "core/card.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace inno::client {

namespace {
constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
}  // namespace

namespace {
// The hover text a set gives its piles, its hidden cards and the hidden cards in its zones (empty: the table's own).
QString setTip(const ItemSpec& s) {
    if (s.kind == ItemSpec::Deck) return s.set > 0 ? setTable(static_cast<SetId>(s.set)).pileTip(s.age, s.count) : QString();
    if (s.kind != ItemSpec::Back) return {};
    const int cards = std::max(1, s.count);
    if (isExtraZone(s.zone)) {
        const SetId zoneSet = setOfZone(s.zone);
        if (QString tip = setTable(zoneSet).hiddenTip(s.zone, s.age, cards, s.set == zoneSet); !tip.isEmpty()) return tip;
    }
    return s.set > 0 ? setTable(static_cast<SetId>(s.set)).hiddenTip(s.zone, s.age, cards, true) : QString();
}

// Whether a set in play makes the totals more than the piles (its plate's hover text then explains them).
bool explainsTotals(const TableModel& m) {
    for (SetId set = 0; set < setCount(); ++set)
        if (m.inPlay(set) && setTable(set).explainsTotals()) return true;
    return false;
}

QString actionsLeftText(int actions) {
    const int n = std::max(0, actions);
    return QCoreApplication::translate("inno::client::TableScene", "▶ %n action(s) left", nullptr, n);
}
// The same in fewer letters, for a plate too narrow for the whole words ("noch 2 Aktionen" was cut).
QString actionsLeftShort(int actions) {
    const int n = std::max(0, actions);
    return QCoreApplication::translate("inno::client::TableScene", "▶ %n left", nullptr, n);
}
}  // namespace

QString actionsLeftFitting(int actions, const QFont& font, qreal width) {
    const QFontMetricsF fm(font);
    for (const QString& t : {actionsLeftText(actions), actionsLeftShort(actions)})
        if (fm.horizontalAdvance(t) <= width) return t;
    return fm.elidedText(actionsLeftShort(actions), Qt::ElideRight, width);
}

QFont uiPx(qreal px, int weight) {
    QFont f("DejaVu Sans");
    f.setPixelSize(std::max(1, qRound(px)));
    f.setWeight(static_cast<QFont::Weight>(weight));
    return f;
}

// ================================================================ plates and pile slots

PlateItem::PlateItem(int player, ItemHost* host) : player_(player), table_(host) {
    setAcceptHoverEvents(true);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF PlateItem::boundingRect() const { return QRectF(-6, -6, size_.width() + 12, size_.height() + 12); }

void PlateItem::setSpec(const PlateSpec& s) {
    const QSizeF size(s.rect.width() / s.scale, s.rect.height() / s.scale);
    if (size != size_) {
        prepareGeometryChange();
        size_ = size;
    }
    setPos(s.rect.topLeft());
    setScaleIfChanged(this, s.scale);
    own_ = s.own;
    // Repaint only when what the plate shows has changed (the item is cached).
    const TableModel& m = table_->shownModel();
    if (player_ >= m.playerCount()) return;
    const PlayerModel& pl = m.players[player_];
    // Only what this plate shows: whose turn it is matters to the current player's plate alone.
    const bool current = m.current == player_;
    Shown now{pl.name,  pl.botLevel, pl.icons,   current ? m.actionsLeft : -1, size_, current,
              m.waitingFor == player_, m.gameOver, own_, m.rules.teams, pl.human, pl.kindKnown, pl.eliminated, distanceFromYou(m)};
    if (!(now == shown_)) {
        shown_ = std::move(now);
        update();
    }
    // The hover text says whose seat it is, whole (a strip shortens it); with a set whose bonuses or marks count,
    // what the score and achievement totals are made of.
    const QString who = whoText(m);
    QString tip = who.isEmpty() ? pl.name : pl.name + " · " + who;
    if (explainsTotals(m)) tip += "\n\n" + scoreExplanation(m, player_) + "\n\n" + achievementExplanation(m, player_);
    if (toolTip() != tip) setToolTip(tip);
}

void PlateItem::setHighlighted(bool on) {
    // setCursor asks the window system where the mouse is: only on a change.
    if (on == highlighted_) return;
    highlighted_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

QString PlateItem::whoText(const TableModel& m) const {
    const PlayerModel& pl = m.players[player_];
    QStringList who;
    if (own_ && !m.replay) who << QCoreApplication::translate("inno::client::TableScene", "You");
    else if (!pl.kindKnown) {}  // nothing rather than a guess
    else if (pl.human) who << QCoreApplication::translate("inno::client::TableScene", "Human");
    else who << QCoreApplication::translate("inno::client::TableScene", "Bot · %1").arg(Texts::botLevel(pl.botLevel));
    if (m.rules.teams) who << QCoreApplication::translate("inno::client::TableScene", "team %1").arg(teamOf(m.options(), player_) + 1);
    if (pl.eliminated)
        who << (pl.leftBy.card >= 0 ? QCoreApplication::translate("inno::client::TableScene", "left the game (%1)").arg(cardTitle(pl.leftBy.card))
                                    : QCoreApplication::translate("inno::client::TableScene", "left the game"));
    return who.join(" · ");
}

QStringList PlateItem::whoTexts(const TableModel& m) const {
    const PlayerModel& pl = m.players[player_];
    QStringList texts{whoText(m)};
    if (pl.eliminated) {  // where the line is short, why the seat left is what it says
        if (pl.leftBy.card >= 0) texts << QCoreApplication::translate("inno::client::TableScene", "left the game (%1)").arg(cardTitle(pl.leftBy.card));
        texts << QCoreApplication::translate("inno::client::TableScene", "left the game");
        return texts;
    }
    if (!(own_ && !m.replay) && !pl.human) {
        QString level = Texts::botLevel(pl.botLevel);
        if (m.rules.teams) level += " · " + QCoreApplication::translate("inno::client::TableScene", "team %1").arg(teamOf(m.options(), player_) + 1);
        texts << level;
    }
    return texts;
}

int PlateItem::distanceFromYou(const TableModel& m) const {
    // Relative to the seat on view; a spectator sees it relative to the player whose turn it is.
    const int from = m.viewer >= 0 ? m.viewer : m.current;
    if (from < 0 || from == player_ || largeRule(m.options()) == LargeGame::None) return 0;
    return m.areDistant(from, player_) ? 2 : 1;
}

void PlateItem::setRole(int role) {
    if (role != role_) role_ = role, update();
}

void PlateItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    const TableModel& m = table_->shownModel();
    if (player_ >= m.playerCount()) return;
    const PlayerModel& pl = m.players[player_];
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(0, 0, size_.width(), size_.height());
    // A seat that left the game is drawn under a grey veil, whatever else the plate shows.
    struct Veil {
        QPainter* p;
        QRectF r;
        bool on;
        ~Veil() {
            if (!on) return;
            p->setPen(Qt::NoPen);
            p->setBrush(palette::kLeftGameVeil);
            p->drawRoundedRect(r, 8, 8);
        }
    } veil{p, r, pl.eliminated};
    const bool current = m.current == player_ && !m.gameOver;
    p->setPen(QPen(current ? palette::kCurrentEdge : palette::kPlateEdge, current ? 2.5 : 1));
    p->setBrush(palette::kPlateFill);
    p->drawRoundedRect(r, 8, 8);
    const int distance = distanceFromYou(m);
    if (distance == 2) {
        // A distant seat: a dashed inner frame, so that it reads at a glance across the table.
        p->setPen(QPen(palette::kDistantFrame, 1.5, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(3, 3, -3, -3), 6, 6);
    }
    if (highlighted_) {
        p->setPen(QPen(palette::kHighlight, 4));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10);
    }
    const bool sharing = role_ == 1 || role_ == 3;
    if (role_ != 0) {
        const QColor c = sharing ? palette::kShare : palette::kDemand;
        p->setPen(QPen(c, 3));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 8, 8);
    }
    if (r.width() > 4 * r.height()) return paintStrip(p, m, r, distance);
    // Name, and who plays the seat: the box's words at least readable at the scale it is drawn.
    const BoxPlateGeometry box = boxPlateGeometry(r.size(), scale());
    p->setPen(palette::kInk);
    p->setFont(uiPx(box.nameFont, QFont::Bold));
    p->drawText(box.name.adjusted(0, 0, -12, 0), Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetricsF(p->font()).elidedText(pl.name, Qt::ElideRight, box.name.width() - 12));
    if (m.waitingFor == player_ && !m.gameOver) {
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kWaiting);
        const qreal dot = box.name.height() * 0.24;
        p->drawEllipse(QPointF(box.name.right() - dot, box.name.center().y()), dot, dot);
    }
    const QFont line = uiPx(box.lineFont);
    QRectF whoRect = box.who;
    if (distance != 0) {
        // Where this seat sits from you under the large-game rule, as a tag at the end of this line.
        const QString tag = distance == 2 ? QCoreApplication::translate("inno::client::TableScene", "distant") : QCoreApplication::translate("inno::client::TableScene", "neighbour");
        const QFont f = uiPx(box.lineFont, QFont::DemiBold);
        const qreal tagW = QFontMetricsF(f).horizontalAdvance(tag) + box.lineFont * 0.7;
        const QRectF pill(whoRect.right() - tagW, whoRect.top(), tagW, whoRect.height());
        p->setPen(Qt::NoPen);
        p->setBrush(distance == 2 ? palette::kDistantPill : palette::kNeighbourPill);
        p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        p->setFont(f);
        p->setPen(distance == 2 ? palette::kDistantInk : palette::kNeighbourInk);
        p->drawText(pill, Qt::AlignCenter, tag);
        whoRect.setRight(pill.left() - 4);
    }
    p->setFont(line);
    p->setPen(palette::kSoftInk);
    // Who plays the seat, whole: in fewer words where the line is short ("Medium" for "Bot · Medium"), else not
    // at all (the tooltip says it).
    for (const QString& who : whoTexts(m))
        if (QFontMetricsF(line).horizontalAdvance(who) <= whoRect.width()) {
            p->drawText(whoRect, Qt::AlignLeft | Qt::AlignVCenter, who);
            break;
        }
    if (current && m.actionsLeft > 0) {  // none during the opening, when everyone melds at once
        p->setPen(palette::kActionsInk);
        p->setFont(uiPx(box.lineFont, QFont::DemiBold));
        p->drawText(box.actions, Qt::AlignLeft | Qt::AlignVCenter, actionsLeftFitting(m.actionsLeft, p->font(), box.actions.width()));
    }
    if (role_ != 0) {
        p->setPen(sharing ? palette::kShare : palette::kDemand);
        p->setFont(uiPx(box.lineFont, QFont::Bold));
        const QString label = role_ == 1 ? QCoreApplication::translate("inno::client::TableScene", "shares")
                            : role_ == 2 ? QCoreApplication::translate("inno::client::TableScene", "demand")
                            : role_ == 3 ? QCoreApplication::translate("inno::client::TableScene", "pays to share")
                                         : QCoreApplication::translate("inno::client::TableScene", "may escape");
        p->drawText(box.actions, Qt::AlignRight | Qt::AlignVCenter, label);
    }
    // Icon counts, always visible.
    if (!box.icons) return;
    int i = 0;
    for (Icon ic : kResourceIcons) {
        CardPainter::paintIconTile(p, box.tiles[i], ic);
        p->setPen(pl.icons[index(ic)] ? palette::kInk : palette::kMutedInk);
        p->setFont(uiPx(box.countFont, QFont::Bold));
        p->drawText(box.counts[i], Qt::AlignLeft | Qt::AlignVCenter, QString::number(pl.icons[index(ic)]));
        ++i;
    }
}

// The plate as one row over a board (five seats): name, where the seat sits, who plays it, whose turn, the role
// in a previewed dogma, then the six icon counts at the right.
void PlateItem::paintStrip(QPainter* p, const TableModel& m, const QRectF& r, int distance) {
    const PlayerModel& pl = m.players[player_];
    const bool current = m.current == player_ && !m.gameOver;
    const qreal h = r.height();
    // A share of the strip's height, never under the least readable size once the plate is scaled down.
    const qreal k = std::max(scale(), 1e-6);
    auto px = [&](qreal share) { return stripWordPx(h * k, share) / k; };
    // The icon counts first, from the right edge, so that the text knows its room.
    const qreal tile = h * 0.56;
    const StripGeometry geometry = stripGeometry(r.size(), k, pl.name, m.waitingFor == player_ && !m.gameOver);
    const QFont nameFont = geometry.nameFont;
    const qreal cell = geometry.cell;
    qreal x = r.width() - 12 - kResourceIcons.size() * cell;
    const qreal textRight = geometry.textRight;
    for (Icon ic : kResourceIcons) {
        const QRectF t(x, (h - tile) / 2, tile, tile);
        CardPainter::paintIconTile(p, t, ic);
        p->setPen(pl.icons[index(ic)] ? palette::kInk : palette::kMutedInk);
        p->setFont(uiPx(std::max(tile * 0.8, px(0)), QFont::Bold));
        p->drawText(QRectF(x + tile + 3, t.top(), cell - tile - 4, tile), Qt::AlignLeft | Qt::AlignVCenter,
                    QString::number(pl.icons[index(ic)]));
        x += cell;
    }
    x = 12;
    // Words after the name: the first of `texts` that fits whole, or none (the tooltip says them all).
    auto text = [&](const QStringList& texts, const QFont& f, const QColor& c) {
        p->setFont(f);
        p->setPen(c);
        for (const QString& s : texts)
            if (QFontMetricsF(f).horizontalAdvance(s) <= textRight - x) {
                p->drawText(QRectF(x, 0, textRight - x, h), Qt::AlignLeft | Qt::AlignVCenter, s);
                x += QFontMetricsF(f).horizontalAdvance(s) + h * 0.3;
                return;
            }
    };
    if (m.waitingFor == player_ && !m.gameOver) {
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kWaiting);
        p->drawEllipse(QPointF(x + 5, h / 2), 5, 5);
        x += 16;
    }
    {  // The name: whole unless the strip cannot hold it at all.
        p->setFont(nameFont);
        p->setPen(palette::kInk);
        const QString shown = QFontMetricsF(nameFont).elidedText(pl.name, Qt::ElideRight, std::max(0.0, textRight - x));
        p->drawText(QRectF(x, 0, textRight - x, h), Qt::AlignLeft | Qt::AlignVCenter, shown);
        x += QFontMetricsF(nameFont).horizontalAdvance(shown) + h * 0.3;
    }
    if (distance != 0) {
        const QString tag = distance == 2 ? QCoreApplication::translate("inno::client::TableScene", "distant") : QCoreApplication::translate("inno::client::TableScene", "neighbour");
        const QFont f = uiPx(px(0.32), QFont::DemiBold);
        const qreal tagW = QFontMetricsF(f).horizontalAdvance(tag) + 12;
        if (x + tagW < textRight) {
            p->setPen(Qt::NoPen);
            p->setBrush(distance == 2 ? palette::kDistantPill : palette::kNeighbourPill);
            const QRectF pill(x, h * 0.22, tagW, h * 0.56);
            p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            p->setFont(f);
            p->setPen(distance == 2 ? palette::kDistantInk : palette::kNeighbourInk);
            p->drawText(pill, Qt::AlignCenter, tag);
            x += tagW + h * 0.3;
        }
    }
    text(whoTexts(m), uiPx(px(0.32)), palette::kSoftInk);
    if (current && m.actionsLeft > 0)
        text({actionsLeftText(m.actionsLeft), actionsLeftShort(m.actionsLeft)}, uiPx(px(0.32), QFont::DemiBold), palette::kActionsInk);
    if (role_ != 0) {
        const bool sharing = role_ == 1 || role_ == 3;
        const QString label = role_ == 1 ? QCoreApplication::translate("inno::client::TableScene", "shares")
                            : role_ == 2 ? QCoreApplication::translate("inno::client::TableScene", "demand")
                            : role_ == 3 ? QCoreApplication::translate("inno::client::TableScene", "pays to share")
                                         : QCoreApplication::translate("inno::client::TableScene", "may escape");
        text({label}, uiPx(px(0.34), QFont::Bold), sharing ? palette::kShare : palette::kDemand);
    }
}

PlateItem::StripGeometry PlateItem::stripGeometry(QSizeF natural, qreal scale, const QString& name, bool waiting) {
    const qreal h = natural.height(), k = std::max(scale, 1e-6);
    auto px = [&](qreal share) { return stripWordPx(h * k, share) / k; };
    // The name is never shortened for the icon counts: on a narrow strip their cells close up (down to the tile and
    // its count) to leave it whole.
    const qreal tile = h * 0.56;
    StripGeometry g;
    g.nameFont = uiPx(px(0.5), QFont::Bold);
    const qreal nameW = QFontMetricsF(g.nameFont).horizontalAdvance(name) + 12 + 8 + (waiting ? 16 : 0);
    const qreal countW = QFontMetricsF(uiPx(std::max(tile * 0.8, px(0)), QFont::Bold)).horizontalAdvance(QStringLiteral("00")) + 4;
    // Never wider than their usual width: where the counts' least size makes them wider than that (a strip drawn
    // very small), they keep the usual width and the name what is left.
    g.cell = std::min(tile + h * 0.7, std::max(tile + countW, (natural.width() - 12 - nameW) / kResourceIcons.size()));
    g.textRight = natural.width() - 12 - kResourceIcons.size() * g.cell - 8;
    g.nameWhole = 12 + (waiting ? 16 : 0) + QFontMetricsF(g.nameFont).horizontalAdvance(name) <= g.textRight + 0.01;
    return g;
}

qreal PlateItem::stripWordPx(qreal sceneHeight, qreal share) { return std::max(sceneHeight * share, kMinTextPx); }

void PlateItem::mousePressEvent(QGraphicsSceneMouseEvent* e) { e->accept(); }

void PlateItem::mouseReleaseEvent(QGraphicsSceneMouseEvent*) { table_->clickKey(plateKey(player_)); }

SlotItem::SlotItem(ItemHost* host) : table_(host) { setCacheMode(QGraphicsItem::DeviceCoordinateCache); }

QRectF SlotItem::boundingRect() const { return bounds_.adjusted(-6, -6, 6, 6); }

void SlotItem::setSpec(const SlotSpec& s) {
    if (s.rect == spec_.rect && s.pileRect == spec_.pileRect && s.caption == spec_.caption && s.count == spec_.count &&
        s.splay == spec_.splay && s.scale == spec_.scale && s.color == spec_.color && s.player == spec_.player &&
        s.captionPx == spec_.captionPx)
        return;
    prepareGeometryChange();
    spec_ = s;
    bounds_ = s.pileRect.united(s.caption);
    const QString full = s.count > 0 ? fullCaption(s) : QString();
    setToolTip(s.captionPx <= 0 || full != captionText(s, captionFont(s)) ? full : QString());
    update();
}

void SlotItem::setHighlighted(bool on) {
    // setCursor asks the window system where the mouse is: only on a change.
    if (on == highlighted_) return;
    highlighted_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setZValue(on ? ZHighlightedSlot : ZSlot);
    update();
}

void SlotItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    if (spec_.count == 0) CardPainter::paintEmptySlot(p, spec_.rect, spec_.color);
    if (highlighted_) {
        p->setPen(QPen(palette::kHighlight, 3.5 * spec_.scale));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(spec_.pileRect.adjusted(-4, -4, 4, 4), 8 * spec_.scale, 8 * spec_.scale);
    }
    if (spec_.count == 0 || spec_.captionPx <= 0) return;
    const QFont font = captionFont(spec_);
    p->setFont(font);
    p->setPen(spec_.splay != Splay::None ? CardPainter::textColor(spec_.color) : palette::kSoftInk);
    p->drawText(spec_.caption, Qt::AlignLeft | Qt::AlignVCenter, captionText(spec_, font));
}

QFont SlotItem::captionFont(const SlotSpec& s) { return uiPx(std::max(s.captionPx, 1.0), s.splay != Splay::None ? QFont::DemiBold : QFont::Normal); }

QString SlotItem::fullCaption(const SlotSpec& s) {
    QString text = s.count == 1 ? QCoreApplication::translate("inno::client::TableScene", "1 card") : QCoreApplication::translate("inno::client::TableScene", "%1 cards").arg(s.count);
    switch (s.splay) {
    case Splay::Left: text += QCoreApplication::translate("inno::client::TableScene", "  ◀ splayed left"); break;
    case Splay::Right: text += QCoreApplication::translate("inno::client::TableScene", "  ▶ splayed right"); break;
    case Splay::Up: text += QCoreApplication::translate("inno::client::TableScene", "  ▲ splayed up"); break;
    case Splay::None: break;
    }
    return text;
}

QString SlotItem::captionText(const SlotSpec& s, const QFont& font) {
    // Whole when it fits; else the count and the splay's arrow ("3 ◀"), which the tooltip says in words.
    const QString full = fullCaption(s);
    const QFontMetricsF fm(font);
    if (fm.horizontalAdvance(full) <= s.caption.width()) return full;
    const QString arrow = s.splay == Splay::Left ? QStringLiteral(" ◀") : s.splay == Splay::Right ? QStringLiteral(" ▶") : s.splay == Splay::Up ? QStringLiteral(" ▲") : QString();
    return fm.elidedText(QString::number(s.count) + arrow, Qt::ElideRight, s.caption.width());
}

QPainterPath SlotItem::shape() const {
    QPainterPath path;
    path.addRect(spec_.count == 0 ? spec_.rect : spec_.caption);
    return path;
}

void SlotItem::mousePressEvent(QGraphicsSceneMouseEvent* e) { e->accept(); }

void SlotItem::mouseReleaseEvent(QGraphicsSceneMouseEvent*) { table_->itemClicked(slotKey(spec_.player, spec_.color)); }

// ================================================================ cards

CardItem::CardItem(const ItemKey& key, ItemHost* host) : key_(key), table_(host) {
    setAcceptHoverEvents(true);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

// Room above the card for a set action's badge standing over its top edge.
QRectF CardItem::boundingRect() const { return QRectF(-7, -22, W + 14, H + 29); }

QPainterPath CardItem::shape() const {
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);  // the badge overlaps the card: the overlap must stay inside
    path.addRect(QRectF(0, 0, W, H));
    if (badge_) path.addRect(badgeRect());
    return path;
}

void CardItem::setSpec(const ItemSpec& s) {
    const bool changed = s.kind != spec_.kind || s.card != spec_.card || s.age != spec_.age || s.name != spec_.name ||
                         s.namedBelow != spec_.namedBelow || s.count != spec_.count || s.agedAbove != spec_.agedAbove || s.tracked != spec_.tracked || s.zone != spec_.zone || s.set != spec_.set || s.swatch != spec_.swatch || s.titledBeside != spec_.titledBeside || s.splayEdge != spec_.splayEdge;
    const bool tipChanged = changed || s.zone != spec_.zone || toolTip().isNull();
    const bool raised = zValue() == qreal(ZHovered) && isUnderMouse();
    spec_ = s;
    if (zValue() != s.z && !raised) setZValue(s.z);
    if (changed) update();
    if (!tipChanged) return;
    if (const QString tip = setTip(spec_); !tip.isEmpty())
        setToolTip(tip);
    else if (spec_.kind == ItemSpec::Deck)
        setToolTip(QCoreApplication::translate("inno::client::TableScene", "Age %1 deck: %n card(s) left", nullptr, spec_.count).arg(spec_.age));
    else if (spec_.kind == ItemSpec::Achievement)
        setToolTip(QCoreApplication::translate("inno::client::TableScene", "Achievement of age %1: needs %2 points and a top card of value %1 or more.")
                       .arg(spec_.age)
                       .arg(pointsToAchieve(spec_.age)));
    else if (spec_.kind == ItemSpec::Back)
        setToolTip(spec_.count > 1 ? (spec_.zone == Zone::Score ? QCoreApplication::translate("inno::client::TableScene", "%1 cards of age %2 in a score pile").arg(spec_.count).arg(spec_.age)
                                                                : QCoreApplication::translate("inno::client::TableScene", "%1 cards of age %2 in a hand").arg(spec_.count).arg(spec_.age))
                   : spec_.zone == Zone::Score ? QCoreApplication::translate("inno::client::TableScene", "A %1 in a score pile").arg(spec_.age)
                                               : QCoreApplication::translate("inno::client::TableScene", "A %1 in a hand").arg(spec_.age));
    else
        setToolTip(QLatin1String(""));  // empty, not null: the tip is known
}

void CardItem::setGeometry(const QRectF& r) {
    setPos(r.topLeft());
    setScaleIfChanged(this, r.width() / W);
}

QRectF CardItem::geometry() const { return QRectF(pos(), QSizeF(W * scale(), H * scale())); }

void CardItem::setHighlighted(bool on) {
    if (on == highlighted_) return;
    highlighted_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void CardItem::setBadge(std::optional<ActionKind> action) {
    if (action == badge_) return;
    prepareGeometryChange();  // the shape takes the badge in
    badge_ = action;
    update();
}

QString CardItem::badgeText() const { return badge_ ? tableOfAction(*badge_).actionBadge(*badge_) : QString(); }

QRectF CardItem::badgeRect() const {
    // As wide as its words (they are translated), within the card.
    const qreal w = std::min(W - 8, QFontMetricsF(uiPx(15, QFont::Bold)).horizontalAdvance(badgeText()) + 24);
    // Across the middle, between the title band and the bottom row of icons: both stay readable. A small card
    // writes its title across its middle: the badge then stands over its top edge, clear of the title.
    const QRectF middle(W / 2 - w / 2, H / 2 - 13, w, 26);
    const QRectF title = CardPainter::titleBox(spec_.card, W * scale(), spec_.zone == Zone::Board);
    if (!middle.intersects(title)) return middle;
    return QRectF(W / 2 - w / 2, -20, w, 26);
}

qreal CardItem::countPx(qreal natural) const {
    // In the card's units: never under the least readable size once the card is scaled down.
    return std::max(natural, kMinTextPx / std::max(scale(), 1e-6));
}

qreal CardItem::countPixelSize(const ItemSpec& s) { return countScenePx(s.kind, s.rect.width() / W); }

qreal CardItem::countScenePx(ItemSpec::Kind kind, qreal k) {
    if (kind == ItemSpec::Deck) return std::max(20 * k, kMinTextPx);
    // A hidden stack's "×3": readable, or not written on a stack too small for it (its tooltip says it).
    if (28 * k >= kMinTextPx) return 28 * k;
    return H * k >= 2.6 * kMinTextPx ? kMinTextPx : 0;
}

QRectF CardItem::countPill(const QString& text, qreal natural, Qt::Alignment side) const { return countPill(text, natural, side, scale()); }

QRectF CardItem::countPill(const QString& text, qreal natural, Qt::Alignment side, qreal scale) {
    const qreal px = std::max(natural, kMinTextPx / std::max(scale, 1e-6));
    const qreal h = std::min(px * 1.4, H - 8), w = std::min(W - 8, std::max(h * 1.3, QFontMetricsF(uiPx(px, QFont::Bold)).horizontalAdvance(text) + px * 0.8));
    if (side == Qt::AlignCenter) return QRectF((W - w) / 2, (H - h) / 2, w, h);
    // Enlarged on a small card: on its right half, in the middle, clear of the age.
    if (side == Qt::AlignRight && w > W * kAgeRoom) return QRectF(W - 4 - w, (H - h) / 2, w, h);
    return QRectF(side == Qt::AlignLeft ? 4 : W - 4 - w, H - 4 - h, w, h);
}

QRectF CardItem::deckCountPill(int count, qreal scale, bool centred) {
    return countPill(QString::number(count), 20, centred ? Qt::AlignCenter : Qt::AlignRight, scale);
}

QRectF CardItem::stackCountPill(int count, qreal scale) {
    return countPill(QStringLiteral("×%1").arg(count), 28, Qt::AlignLeft, scale);
}

qreal CardItem::stackAgeAt(int count, qreal scale) {
    const QRectF card(0, 0, W, H);
    const qreal radius = CardPainter::backAgeRing(card).width() / 2;
    const qreal centre = stackCountPill(count, scale).right() + 2 + radius;
    return std::clamp(centre / W, 0.5, (W - 1 - radius) / W);
}

void CardItem::setSelected(bool on) {
    if (on == selected_) return;
    selected_ = on;
    update();
}

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF r(0, 0, W, H);
    switch (spec_.kind) {
    case ItemSpec::Face:
        if (spec_.swatch) CardPainter::paintSwatch(p, r, spec_.card);
        else CardPainter::paintFace(p, r, spec_.card, spec_.zone == Zone::Board, writesTitle(spec_), writesEffects(spec_));
        // A face in a set's zone whose icons count for nothing (a display): a dimmed band over its icon row says so.
        if (!spec_.swatch && isExtraZone(spec_.zone))
            if (const QString band = tableOfZone(spec_.zone).zoneCardBand(spec_.zone); !band.isEmpty()) {
                p->save();
                p->setRenderHint(QPainter::Antialiasing);
                const QRectF icons = CardPainter::iconSlot(r, 1);
                const QRectF strip(r.left() + 1, icons.top() - 2, r.width() - 2, r.bottom() - icons.top() + 1);
                p->setPen(Qt::NoPen);
                p->setBrush(palette::kZoneBand);
                p->drawRoundedRect(strip, 6, 6);
                // At least the least readable size on the scene, whatever the card's scale.
                const qreal px = std::max(13.0, readablePx(12) / std::max(0.05, scale()));
                p->setPen(palette::kZoneBandInk);
                p->setFont(uiPx(px, QFont::Bold));
                p->drawText(strip.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap, band);
                p->restore();
            }
        break;
    case ItemSpec::Back:
        if (spec_.count > 1 && countScenePx(spec_.kind, scale()) > 0) {  // a summarised hidden pile: how many of this age
            CardPainter::paintSetBack(p, r, spec_.age, spec_.set, stackAgeAt(spec_.count, scale()));
            p->save();
            p->setRenderHint(QPainter::Antialiasing);
            const QRectF pill = stackCountPill(spec_.count, scale());
            p->setPen(Qt::NoPen);
            p->setBrush(palette::kCountPill);
            p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            p->setPen(palette::kInk);
            p->setFont(uiPx(countPx(28), QFont::Bold));
            p->drawText(pill, Qt::AlignCenter, QStringLiteral("×%1").arg(spec_.count));
            p->restore();
        } else {
            CardPainter::paintSetBack(p, r, spec_.age, spec_.set);
        }
        break;
    case ItemSpec::Achievement: CardPainter::paintBack(p, r, spec_.age, true); break;
    case ItemSpec::Special: CardPainter::paintSpecial(p, r, spec_.name, {}, !spec_.namedBelow); break;
    case ItemSpec::Deck: {
        if (spec_.count > 1) {  // a hint of thickness
            p->save();
            p->setRenderHint(QPainter::Antialiasing);
            p->setPen(Qt::NoPen);
            p->setBrush(palette::kShadow);
            p->drawRoundedRect(r.translated(4, 4), 8, 8);
            p->restore();
        }
        p->setOpacity(spec_.count ? 1.0 : 0.3);
        // A count enlarged to stay readable on a small tile takes the right half and the age moves to the left;
        // on a tile too small for both, a label over the age's piles says the age and the count takes the middle.
        const QRectF pill = deckCountPill(spec_.count, scale(), spec_.agedAbove);
        CardPainter::paintSetBack(p, r, spec_.age, spec_.set, !spec_.agedAbove && pill.width() > W * kAgeRoom ? 0.27 : 0.5);
        p->setOpacity(1);
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kCountPill);
        p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        p->setPen(palette::kInk);
        p->setFont(uiPx(countPx(20), QFont::Bold));
        p->drawText(pill, Qt::AlignCenter, QString::number(spec_.count));
        break;
    }
    }
    p->setRenderHint(QPainter::Antialiasing);
    if (spec_.tracked) CardPainter::paintTrackedBadge(p, r);  // a card this seat has seen
    if (highlighted_) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(palette::withAlpha(palette::kHighlight, 110), 11));
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 10, 10);
        p->setPen(QPen(palette::kHighlight, 4.5));
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 10, 10);
    }
    if (badge_) {
        // A pill across the top edge, with the action's words.
        const QRectF b = badgeRect();
        p->setPen(QPen(palette::kGoldInk, 2));
        p->setBrush(palette::kGold);
        p->drawRoundedRect(b, 13, 13);
        p->setPen(palette::kInk);
        p->setFont(uiPx(15, QFont::Bold));
        p->drawText(b, Qt::AlignCenter, badgeText());
    }
    if (selected_) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(palette::kSelected, 6));
        p->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 10, 10);
        const QRectF c(W / 2 - 20, H / 2 - 20, 40, 40);
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kSelected);
        p->drawEllipse(c);
        p->setPen(QPen(palette::kCheckMark, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPolyline(QPolygonF({c.center() + QPointF(-10, 1), c.center() + QPointF(-3, 8), c.center() + QPointF(11, -8)}));
    }
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    // The card under the mouse comes to the front (a hand or score pile whose rows overlap).
    if (spec_.zone == Zone::Hand || spec_.zone == Zone::Score) setZValue(ZHovered);
    table_->itemHovered(this, true);
}
void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    if (!dragging_ && zValue() == qreal(ZHovered)) setZValue(spec_.z);
    table_->itemHovered(this, false);
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return e->ignore();
    pressScene_ = e->scenePos();
    pressPos_ = pos();
    dragging_ = false;
    e->accept();
}

void CardItem::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
    if (!draggable_) return;
    if (!dragging_ && QLineF(e->scenePos(), pressScene_).length() < 6) return;
    if (!dragging_) {
        dragging_ = true;
        setZValue(ZDragged);
        setCursor(Qt::ClosedHandCursor);
    }
    setPos(pressPos_ + (e->scenePos() - pressScene_));
    table_->itemDragged(this, e->scenePos(), false);
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    if (dragging_) {
        dragging_ = false;
        setCursor(highlighted_ ? Qt::PointingHandCursor : Qt::ArrowCursor);
        table_->itemDragged(this, e->scenePos(), true);
        return;
    }
    if (QLineF(e->scenePos(), pressScene_).length() >= 6) return;
    if (badge_ && badgeRect().contains(e->pos()) && table_->clickKey(setActionKey(*badge_, spec_.card))) return;
    table_->itemClicked(key_);
}

void CardItem::contextMenuEvent(QGraphicsSceneContextMenuEvent* e) { table_->itemContextMenu(this, e->screenPos()); }

}  // namespace inno::client
