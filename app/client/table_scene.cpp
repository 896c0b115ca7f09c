#include "table_scene.h"

#include "card_painter.h"
#include "event_text.h"
#include "logging.h"

#include "core/card.h"

#include <QCursor>
#include <QEasingCurve>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace inno::client {

namespace {
constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
const QColor kHighlight(255, 190, 30);
const QColor kSelected(40, 120, 230);
const QColor kInk("#2d2a26");
const QColor kSoftInk("#6d655a");

QRectF lerp(const QRectF& a, const QRectF& b, qreal t) {
    return {a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t, a.width() + (b.width() - a.width()) * t,
            a.height() + (b.height() - a.height()) * t};
}
// QGraphicsItem::setScale marks the item for repainting even when the scale stays the same.
void setScaleIfChanged(QGraphicsItem* item, qreal scale) {
    if (item->scale() != scale) item->setScale(scale);
}
QFont uiPx(qreal px, int weight = QFont::Normal) {
    QFont f("DejaVu Sans");
    f.setPixelSize(std::max(1, qRound(px)));
    f.setWeight(static_cast<QFont::Weight>(weight));
    return f;
}
}  // namespace

// ================================================================ plates and pile slots

class PlateItem : public QGraphicsObject {
public:
    PlateItem(int player, TableScene* scene) : player_(player), table_(scene) {
        setAcceptHoverEvents(true);
        setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
    QRectF boundingRect() const override { return QRectF(-6, -6, size_.width() + 12, size_.height() + 12); }
    void setSpec(const PlateSpec& s) {
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
                  m.waitingFor == player_, m.gameOver, own_, m.teams, pl.human};
        if (!(now == shown_)) {
            shown_ = std::move(now);
            update();
        }
    }
    void setHighlighted(bool on) {
        // setCursor asks the window system where the mouse is: only on a change.
        if (on == highlighted_) return;
        highlighted_ = on;
        setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    void setRole(int role) {
        if (role != role_) role_ = role, update();
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        const TableModel& m = table_->shownModel();
        if (player_ >= m.playerCount()) return;
        const PlayerModel& pl = m.players[player_];
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF r(0, 0, size_.width(), size_.height());
        const bool current = m.current == player_ && !m.gameOver;
        p->setPen(QPen(current ? QColor("#c8962e") : QColor(0, 0, 0, 40), current ? 2.5 : 1));
        p->setBrush(QColor(255, 253, 248, 235));
        p->drawRoundedRect(r, 8, 8);
        if (highlighted_) {
            p->setPen(QPen(kHighlight, 4));
            p->setBrush(Qt::NoBrush);
            p->drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10);
        }
        if (role_ != 0) {
            const QColor c = role_ == 1 ? QColor("#2e8b57") : QColor("#c0392b");
            p->setPen(QPen(c, 3));
            p->setBrush(Qt::NoBrush);
            p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 8, 8);
        }
        // Name, and who plays the seat.
        qreal y = 6;
        p->setPen(kInk);
        p->setFont(uiPx(15, QFont::Bold));
        const QString name = QFontMetricsF(p->font()).elidedText(pl.name, Qt::ElideRight, r.width() - 24);
        p->drawText(QRectF(10, y, r.width() - 20, 20), Qt::AlignLeft | Qt::AlignVCenter, name);
        if (m.waitingFor == player_ && !m.gameOver) {
            p->setPen(Qt::NoPen);
            p->setBrush(QColor("#e67e22"));
            p->drawEllipse(QPointF(r.width() - 11, y + 10), 4.5, 4.5);
        }
        y += 20;
        p->setFont(uiPx(11));
        p->setPen(kSoftInk);
        QString who = own_ ? TableScene::tr("You") : pl.human ? TableScene::tr("Human") : TableScene::tr("Bot · %1").arg(Texts::botLevel(pl.botLevel));
        if (m.teams) who += " · " + TableScene::tr("team %1").arg(player_ % 2 + 1);
        p->drawText(QRectF(10, y, r.width() - 20, 14), Qt::AlignLeft | Qt::AlignVCenter, who);
        y += 15;
        if (current && m.actionsLeft > 0) {  // none during the opening, when everyone melds at once
            p->setPen(QColor("#9a6b12"));
            p->setFont(uiPx(11, QFont::DemiBold));
            p->drawText(QRectF(10, y, r.width() - 20, 14), Qt::AlignLeft | Qt::AlignVCenter,
                        TableScene::tr("▶ %n action(s) left", nullptr, std::max(0, m.actionsLeft)));
        }
        if (role_ != 0) {
            p->setPen(role_ == 1 ? QColor("#2e8b57") : QColor("#c0392b"));
            p->setFont(uiPx(11, QFont::Bold));
            p->drawText(QRectF(10, y, r.width() - 20, 14), Qt::AlignRight | Qt::AlignVCenter,
                        role_ == 1 ? TableScene::tr("shares") : TableScene::tr("demand"));
        }
        y += 18;
        // Icon counts, always visible: three columns, two rows.
        const qreal cellW = (r.width() - 16) / 3;
        const qreal tile = std::min(20.0, (r.height() - y - 8) / 2 - 4);
        if (tile < 8) return;
        int i = 0;
        for (Icon ic : kResourceIcons) {
            const qreal cx = 8 + (i % 3) * cellW;
            const qreal cy = y + (i / 3) * (tile + 6);
            CardPainter::paintIconTile(p, QRectF(cx, cy, tile, tile), ic);
            p->setPen(pl.icons[index(ic)] ? kInk : QColor("#b0a898"));
            p->setFont(uiPx(tile * 0.72, QFont::Bold));
            p->drawText(QRectF(cx + tile + 3, cy, cellW - tile - 4, tile), Qt::AlignLeft | Qt::AlignVCenter,
                        QString::number(pl.icons[index(ic)]));
            ++i;
        }
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override { e->accept(); }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent*) override { table_->plateClicked(player_); }

private:
    int player_;
    TableScene* table_;
    QSizeF size_{150, 100};
    bool own_ = false;
    bool highlighted_ = false;
    int role_ = 0;
    struct Shown {
        QString name, botLevel;
        std::array<int, kIconKinds> icons{};
        int actionsLeft = -1;
        QSizeF size;
        bool current = false, waiting = false, gameOver = false, own = false, teams = false, human = false;
        bool operator==(const Shown&) const = default;
    };
    Shown shown_;
};

class SlotItem : public QGraphicsObject {
public:
    explicit SlotItem(TableScene* scene) : table_(scene) { setCacheMode(QGraphicsItem::DeviceCoordinateCache); }
    QRectF boundingRect() const override { return bounds_.adjusted(-6, -6, 6, 6); }
    void setSpec(const SlotSpec& s) {
        if (s.rect == spec_.rect && s.pileRect == spec_.pileRect && s.caption == spec_.caption && s.count == spec_.count &&
            s.splay == spec_.splay && s.scale == spec_.scale && s.color == spec_.color && s.player == spec_.player)
            return;
        prepareGeometryChange();
        spec_ = s;
        bounds_ = s.pileRect.united(s.caption);
        update();
    }
    void setHighlighted(bool on) {
        // setCursor asks the window system where the mouse is: only on a change.
        if (on == highlighted_) return;
        highlighted_ = on;
        setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
        setZValue(on ? 300 : 1);
        update();
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        p->setRenderHint(QPainter::Antialiasing);
        if (spec_.count == 0) CardPainter::paintEmptySlot(p, spec_.rect, spec_.color);
        if (highlighted_) {
            p->setPen(QPen(kHighlight, 3.5 * spec_.scale));
            p->setBrush(Qt::NoBrush);
            p->drawRoundedRect(spec_.pileRect.adjusted(-4, -4, 4, 4), 8 * spec_.scale, 8 * spec_.scale);
        }
        if (spec_.count == 0) return;
        QString text = spec_.count == 1 ? TableScene::tr("1 card") : TableScene::tr("%1 cards").arg(spec_.count);
        switch (spec_.splay) {
        case Splay::Left: text += TableScene::tr("  ◀ splayed left"); break;
        case Splay::Right: text += TableScene::tr("  ▶ splayed right"); break;
        case Splay::Up: text += TableScene::tr("  ▲ splayed up"); break;
        case Splay::None: break;
        }
        const qreal px = 10.5 * spec_.scale;
        if (px < 5) return;
        p->setFont(uiPx(px, spec_.splay != Splay::None ? QFont::DemiBold : QFont::Normal));
        p->setPen(spec_.splay != Splay::None ? CardPainter::textColor(spec_.color) : kSoftInk);
        p->drawText(spec_.caption, Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    // Clicks count on an empty slot or its caption; cards on the pile take their own clicks.
    QPainterPath shape() const override {
        QPainterPath path;
        path.addRect(spec_.count == 0 ? spec_.rect : spec_.caption);
        return path;
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override { e->accept(); }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent*) override { table_->slotClicked(spec_.player, spec_.color); }

private:
    TableScene* table_;
    SlotSpec spec_;
    QRectF bounds_;
    bool highlighted_ = false;
};

// ================================================================ cards

CardItem::CardItem(const QString& key, TableScene* scene) : key_(key), table_(scene) {
    setAcceptHoverEvents(true);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF CardItem::boundingRect() const { return QRectF(-7, -7, W + 14, H + 14); }

void CardItem::setSpec(const ItemSpec& s) {
    const bool changed = s.kind != spec_.kind || s.card != spec_.card || s.age != spec_.age || s.name != spec_.name ||
                         s.count != spec_.count || s.tracked != spec_.tracked;
    const bool tipChanged = changed || s.zone != spec_.zone || toolTip().isNull();
    spec_ = s;
    if (zValue() != s.z) setZValue(s.z);
    if (changed) update();
    if (!tipChanged) return;
    if (spec_.kind == ItemSpec::Deck)
        setToolTip(TableScene::tr("Age %1 deck: %n card(s) left", nullptr, spec_.count).arg(spec_.age));
    else if (spec_.kind == ItemSpec::Achievement)
        setToolTip(TableScene::tr("Achievement of age %1: needs %2 points and a top card of value %1 or more.")
                       .arg(spec_.age)
                       .arg(5 * spec_.age));
    else if (spec_.kind == ItemSpec::Back)
        setToolTip(spec_.zone == Zone::Score ? TableScene::tr("A %1 in a score pile").arg(spec_.age)
                                             : TableScene::tr("A %1 in a hand").arg(spec_.age));
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

void CardItem::setSelected(bool on) {
    if (on == selected_) return;
    selected_ = on;
    update();
}

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF r(0, 0, W, H);
    switch (spec_.kind) {
    case ItemSpec::Face: CardPainter::paintFace(p, r, spec_.card); break;
    case ItemSpec::Back: CardPainter::paintBack(p, r, spec_.age); break;
    case ItemSpec::Achievement: CardPainter::paintBack(p, r, spec_.age, true); break;
    case ItemSpec::Special: CardPainter::paintSpecial(p, r, spec_.name, {}); break;
    case ItemSpec::Deck: {
        if (spec_.count > 1) {  // a hint of thickness
            p->save();
            p->setRenderHint(QPainter::Antialiasing);
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0, 0, 0, 60));
            p->drawRoundedRect(r.translated(4, 4), 8, 8);
            p->restore();
        }
        p->setOpacity(spec_.count ? 1.0 : 0.3);
        CardPainter::paintBack(p, r, spec_.age);
        p->setOpacity(1);
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF pill(W - 58, H - 34, 52, 28);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 230));
        p->drawRoundedRect(pill, 14, 14);
        p->setPen(kInk);
        p->setFont(uiPx(20, QFont::Bold));
        p->drawText(pill, Qt::AlignCenter, QString::number(spec_.count));
        break;
    }
    }
    p->setRenderHint(QPainter::Antialiasing);
    if (spec_.tracked) {
        // A card this seat has seen: an eye on a badge.
        const QRectF b(W - 40, H - 40, 34, 34);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(30, 30, 30, 210));
        p->drawEllipse(b);
        p->setPen(QPen(Qt::white, 2.4));
        p->setBrush(Qt::NoBrush);
        QPainterPath eye;
        eye.moveTo(b.left() + 6, b.center().y());
        eye.quadTo(b.center().x(), b.top() + 5, b.right() - 6, b.center().y());
        eye.quadTo(b.center().x(), b.bottom() - 5, b.left() + 6, b.center().y());
        p->drawPath(eye);
        p->setBrush(Qt::white);
        p->drawEllipse(b.center(), 3.5, 3.5);
    }
    if (highlighted_) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 110), 11));
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 10, 10);
        p->setPen(QPen(kHighlight, 4.5));
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 10, 10);
    }
    if (selected_) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(kSelected, 6));
        p->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 10, 10);
        const QRectF c(W / 2 - 20, H / 2 - 20, 40, 40);
        p->setPen(Qt::NoPen);
        p->setBrush(kSelected);
        p->drawEllipse(c);
        p->setPen(QPen(Qt::white, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPolyline(QPolygonF({c.center() + QPointF(-10, 1), c.center() + QPointF(-3, 8), c.center() + QPointF(11, -8)}));
    }
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) { table_->itemHovered(this, true); }
void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) { table_->itemHovered(this, false); }

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
        setZValue(5000);
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
    if (QLineF(e->scenePos(), pressScene_).length() < 6) table_->clickKey(key_);
}

void CardItem::contextMenuEvent(QGraphicsSceneContextMenuEvent* e) { table_->itemContextMenu(this, e->screenPos()); }

// ================================================================ the scene

TableScene::TableScene(QObject* parent) : QGraphicsScene(parent) {
    setItemIndexMethod(QGraphicsScene::NoIndex);
    anim_.setStartValue(0.0);
    anim_.setEndValue(1.0);
    anim_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&anim_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) { animationTick(v.toReal()); });
    connect(&anim_, &QVariantAnimation::finished, this, [this] {
        animationTick(1.0);
        emit stepFinished();
    });
    hoverTimer_.setSingleShot(true);
    hoverTimer_.setInterval(380);
    connect(&hoverTimer_, &QTimer::timeout, this, [this] {
        if (!hovered_) return;
        const ItemSpec& s = hovered_->spec();
        if (s.kind == ItemSpec::Face) emit cardHovered(s.card, QCursor::pos());
        else if (s.kind == ItemSpec::Special) emit specialHovered(s.name, QCursor::pos());
    });
    dropZone_ = addPath(QPainterPath());
    dropZone_->setZValue(-1);
    dropZone_->setVisible(false);
    setBackgroundBrush(QColor("#e9e2d3"));
}

void TableScene::setTableSize(QSizeF size) {
    if (size == size_) return;
    size_ = size;
    setSceneRect(QRectF(QPointF(0, 0), size));
    relayout(false);
}

void TableScene::setOwnShare(qreal share) {
    options_.ownShare = share;
    relayout(false);
}

void TableScene::showModel(const TableModel& m, bool animate) {
    model_ = m;
    relayout(animate && animationMs_ > 0);
}

void TableScene::playStep(const Step& step, int durationMs) {
    const ClientEvent& e = step.event;
    if (anim_.state() == QAbstractAnimation::Running) {
        anim_.stop();
        animationTick(1.0);
    }
    if (e.kind != EventKind::CardMoved) {
        const bool visualChange = !(step.after == model_);
        model_ = step.after;
        relayout(visualChange && durationMs > 0, {}, {}, durationMs);
        if (!animating()) QMetaObject::invokeMethod(this, &TableScene::stepFinished, Qt::QueuedConnection);
        return;
    }
    const QString srcKey = keyForMove(model_, e.fromZone, e.fromPlayer, e.card, e.age, false);
    QRectF from;
    if (auto* it = item(srcKey)) from = it->geometry();
    else from = layout_.supply.isValid() ? QRectF(layout_.supply.center(), QSizeF(W * 0.4, H * 0.4)) : QRectF(0, 0, W, H);
    model_ = step.after;
    const QString dstKey = keyForMove(model_, e.toZone, e.toPlayer, e.card, e.age, true);
    const bool staticTarget = dstKey.isEmpty() || dstKey.startsWith("deck:") || dstKey.startsWith("ach:");
    if (staticTarget) {
        relayout(durationMs > 0, {}, {}, durationMs);
        if (durationMs > 0) {
            ItemSpec fly;
            fly.kind = e.card >= 0 && e.toZone != Zone::Deck ? ItemSpec::Face : ItemSpec::Back;
            fly.card = e.card;
            fly.age = e.age;
            QRectF to;
            if (auto* it = item(dstKey)) to = it->geometry();
            else to = QRectF(from.center() - QPointF(0, 300), from.size() * 0.5);  // out of the game
            flyTemporary(fly, from, to);
            if (!animating()) startAnimation(durationMs);
        }
    } else {
        relayout(durationMs > 0, dstKey, from, durationMs);
    }
    if (!animating()) QMetaObject::invokeMethod(this, &TableScene::stepFinished, Qt::QueuedConnection);
}

void TableScene::flyTemporary(const ItemSpec& spec, const QRectF& from, const QRectF& to) {
    auto* it = new CardItem(QString("fly:%1").arg(reinterpret_cast<quintptr>(this)), this);
    addItem(it);
    ItemSpec s = spec;
    s.z = 6000;
    it->setSpec(s);
    it->setGeometry(from);
    motions_.push_back(Motion{it, from, to, true});
}

void TableScene::relayout(bool animate, const QString& flyKey, const QRectF& flyFrom, int durationMs) {
    if (anim_.state() == QAbstractAnimation::Running) {
        anim_.stop();
        animationTick(1.0);
    }
    layout_ = computeLayout(model_, size_, options_);
    // Cards: keep items by key, create new ones, drop the rest.
    for (auto it = items_.begin(); it != items_.end();) {
        if (!layout_.items.count(it->first)) {
            if (hovered_ == it->second) emit hoverEnded();
            removeItem(it->second);
            it->second->deleteLater();
            it = items_.erase(it);
        } else {
            ++it;
        }
    }
    for (const auto& [key, spec] : layout_.items) {
        CardItem*& it = items_[key];
        const bool fresh = it == nullptr;
        if (fresh) {
            it = new CardItem(key, this);
            addItem(it);
        }
        it->setSpec(spec);
        it->setVisible(!spec.covered);
        QRectF start = fresh ? spec.rect : it->geometry();
        if (key == flyKey && flyFrom.isValid()) start = flyFrom;
        if (animate && start != spec.rect) {
            it->setGeometry(start);
            if (key == flyKey) it->setZValue(5000);
            motions_.push_back(Motion{it, start, spec.rect, false});
        } else {
            it->setGeometry(spec.rect);
        }
    }
    applyDecorations();
    applyHighlights();
    if (animate && !motions_.isEmpty()) startAnimation(durationMs >= 0 ? durationMs : animationMs_);
}

void TableScene::startAnimation(int durationMs) {
    anim_.setDuration(std::max(1, durationMs));
    anim_.start();
}

void TableScene::animationTick(qreal t) {
    for (const Motion& mo : motions_)
        if (mo.item) mo.item->setGeometry(lerp(mo.from, mo.to, t));
    if (t >= 1.0) {
        for (const Motion& mo : motions_) {
            if (!mo.item) continue;
            if (mo.temporary) {
                removeItem(mo.item);
                mo.item->deleteLater();
            } else {
                mo.item->setZValue(mo.item->spec().z);
            }
        }
        motions_.clear();
    }
}

void TableScene::applyDecorations() {
    // Panels behind each player's area.
    for (auto it = panels_.begin(); it != panels_.end();) {
        if (!layout_.panels.count(it->first)) delete it->second, it = panels_.erase(it);
        else ++it;
    }
    for (const auto& [p, spec] : layout_.panels) {
        auto*& item = panels_[p];
        if (!item) {
            item = addPath(QPainterPath());
            item->setZValue(-20);
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
        QPainterPath path;
        path.addRoundedRect(spec.rect, 12 * spec.scale, 12 * spec.scale);
        if (path != item->path()) item->setPath(path);
        // Setting a pen or brush repaints the item even when nothing changes: only when it does.
        const QBrush brush(spec.own ? QColor(255, 255, 255, 120) : QColor(255, 255, 255, 70));
        if (item->brush() != brush) {
            item->setPen(QPen(QColor(0, 0, 0, 25), 1));
            item->setBrush(brush);
        }
    }
    for (auto it = plates_.begin(); it != plates_.end();) {
        if (!layout_.plates.count(it->first)) delete it->second, it = plates_.erase(it);
        else ++it;
    }
    for (const auto& [p, spec] : layout_.plates) {
        auto*& item = plates_[p];
        if (!item) {
            item = new PlateItem(p, this);
            addItem(item);
            item->setZValue(2);
        }
        item->setSpec(spec);
    }
    for (auto it = slots_.begin(); it != slots_.end();) {
        if (!layout_.pileSlots.count(it->first)) delete it->second, it = slots_.erase(it);
        else ++it;
    }
    for (const auto& [key, spec] : layout_.pileSlots) {
        auto*& item = slots_[key];
        if (!item) {
            item = new SlotItem(this);
            addItem(item);
            item->setZValue(1);
        }
        item->setSpec(spec);
    }
    for (auto it = labels_.begin(); it != labels_.end();) {
        if (!layout_.labels.count(it->first)) delete it->second, it = labels_.erase(it);
        else ++it;
    }
    for (const auto& [key, spec] : layout_.labels) {
        auto*& item = labels_[key];
        if (!item) {
            item = addSimpleText(QString());
            item->setZValue(3);
            item->setBrush(kSoftInk);
            item->setFont(uiPx(12, QFont::DemiBold));
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);  // drawn as a picture until its text changes
        }
        if (item->text() != spec.text) item->setText(spec.text);
        item->setPos(spec.rect.topLeft());
        setScaleIfChanged(item, spec.scale);
    }
}

CardItem* TableScene::item(const QString& key) const {
    auto it = items_.find(key);
    return it == items_.end() ? nullptr : it->second;
}

QRectF TableScene::ownBoardRect() const {
    auto it = layout_.boards.find(model_.viewer);
    return it == layout_.boards.end() ? QRectF() : it->second;
}

// ---------------------------------------------------------------- prompts

void TableScene::setPrompt(const std::optional<PromptState>& prompt, bool enabled) {
    prompt_ = prompt;
    promptEnabled_ = enabled;
    picks_.clear();
    applyHighlights();
}

void TableScene::setPicks(const QStringList& picks) {
    picks_ = picks;
    applyHighlights();
}

void TableScene::setDogmaHint(int sharers, int demanded) {
    for (auto& [p, plate] : plates_) plate->setRole(sharers < 0 ? 0 : (sharers & (1 << p)) ? 1 : (demanded & (1 << p)) ? 2 : 0);
}

void TableScene::applyHighlights() {
    clickable_.clear();
    const int v = model_.viewer;
    if (prompt_ && promptEnabled_ && prompt_->seat == v) {
        const PromptState& p = *prompt_;
        auto mark = [&](const QString& key, const QString& what) {
            if (items_.count(key) || key.startsWith("plate:") || key.startsWith("slot:")) clickable_[key] = what;
        };
        for (const PromptOption& o : p.options) {
            switch (o.type) {
            case PromptOption::Draw: mark(deckKey(std::min(model_.drawAge(v), kAges)), "#draw"); break;
            case PromptOption::Meld: mark(cardKey(o.card), QString("#meld:%1").arg(o.card)); break;
            case PromptOption::Dogma: mark(cardKey(o.card), QString("#dogma:%1").arg(o.card)); break;
            case PromptOption::Achieve: mark(achievementKey(QString::number(o.age)), QString("#achieve:%1").arg(o.age)); break;
            case PromptOption::Card: mark(cardKey(o.card), o.text); break;
            case PromptOption::Hidden:
                for (const auto& [key, item] : items_) {
                    const ItemSpec& s = item->spec();
                    if (s.owner == o.player && s.zone == o.zone && s.age == o.age && (s.kind == ItemSpec::Back || s.tracked))
                        clickable_[key] = o.text;
                }
                break;
            case PromptOption::Color:
                if (v >= 0) {
                    mark(QString("slot:%1:%2").arg(v).arg(index(o.color)), o.text);
                    for (int id : model_.players[v].piles[index(o.color)].cards) mark(cardKey(id), o.text);
                }
                break;
            case PromptOption::Player: mark(QString("plate:%1").arg(o.player), o.text); break;
            default: break;
            }
        }
    }
    // Picks already made (several-card answers): mark as many items as each option was picked.
    std::map<QString, int> pickCount;
    for (const auto& pk : picks_) ++pickCount[pk];
    for (const auto& [key, item] : items_) {
        auto it = clickable_.find(key);
        const bool legal = it != clickable_.end();
        item->setHighlighted(legal);
        bool sel = false;
        if (legal) {
            auto pc = pickCount.find(it->second);
            if (pc != pickCount.end() && pc->second > 0) {
                sel = true;
                --pc->second;
            }
        }
        item->setSelected(sel);
        const ItemSpec& s = item->spec();
        item->setDraggable(legal && s.zone == Zone::Hand && s.owner == v && isLegalDrop(s.card));
    }
    for (auto& [p, plate] : plates_) plate->setHighlighted(clickable_.count(QString("plate:%1").arg(p)) > 0);
    for (auto& [key, slot] : slots_) slot->setHighlighted(clickable_.count(key) > 0);
}

QString TableScene::optionForKey(const QString& key) const {
    auto it = clickable_.find(key);
    return it == clickable_.end() ? QString() : it->second;
}

QStringList TableScene::highlightedKeys() const {
    QStringList out;
    for (const auto& [key, what] : clickable_) out << key;
    return out;
}

bool TableScene::clickKey(const QString& key) {
    const QString what = optionForKey(key);
    if (what.isEmpty()) return false;
    qCDebug(lcTable) << "click" << key << what;
    if (what == "#draw") emit drawRequested();
    else if (what.startsWith("#meld:")) emit meldRequested(what.mid(6).toInt());
    else if (what.startsWith("#dogma:")) emit dogmaRequested(what.mid(7).toInt());
    else if (what.startsWith("#achieve:")) emit achieveRequested(what.mid(9).toInt());
    else emit optionClicked(what);
    return true;
}

bool TableScene::isLegalDrop(int card) const {
    if (!prompt_ || !promptEnabled_ || card < 0) return false;
    if (prompt_->canMeld(card)) return true;
    return (prompt_->purpose == Purpose::OpeningMeld || prompt_->purpose == Purpose::Meld) && prompt_->offersCard(card);
}

bool TableScene::dropHandCard(int card, QPointF scenePos) {
    if (!isLegalDrop(card) || !ownBoardRect().contains(scenePos)) return false;
    emit meldRequested(card);
    return true;
}

void TableScene::itemDragged(CardItem* it, QPointF scenePos, bool finished) {
    const int card = it->spec().card;
    if (!finished) {
        const bool legal = isLegalDrop(card);
        const QRectF board = ownBoardRect();
        QPainterPath path;
        path.addRoundedRect(board, 12, 12);
        dropZone_->setPath(path);
        const bool inside = board.contains(scenePos);
        dropZone_->setPen(QPen(legal ? kHighlight : QColor("#c0392b"), inside ? 5 : 3, inside ? Qt::SolidLine : Qt::DashLine));
        dropZone_->setBrush(QColor(255, 200, 60, legal && inside ? 70 : 25));
        dropZone_->setVisible(true);
        return;
    }
    dropZone_->setVisible(false);
    if (!dropHandCard(card, scenePos)) {
        // Back to its place in the hand.
        motions_.push_back(Motion{it, it->geometry(), it->spec().rect, false});
        startAnimation(std::max(120, animationMs_ / 2));
    }
}

void TableScene::plateClicked(int player) { clickKey(QString("plate:%1").arg(player)); }

void TableScene::slotClicked(int player, Color color) { clickKey(QString("slot:%1:%2").arg(player).arg(index(color))); }

void TableScene::itemHovered(CardItem* it, bool entered) {
    if (entered) {
        hovered_ = it;
        hoverTimer_.start();
        const ItemSpec& s = it->spec();
        if (s.kind == ItemSpec::Face && s.top && s.owner == model_.viewer && prompt_ && prompt_->canDogma(s.card)) {
            // Preview who would share this dogma.
            const DogmaPreview d = dogmaPreview(model_, s.card, model_.viewer);
            setDogmaHint(d.sharers, d.demanded);
        }
    } else if (hovered_ == it) {
        hovered_ = nullptr;
        hoverTimer_.stop();
        setDogmaHint(-1, 0);
        emit hoverEnded();
    }
}

void TableScene::itemContextMenu(CardItem* it, QPoint screenPos) {
    const ItemSpec& s = it->spec();
    if (s.kind != ItemSpec::Face) return;
    emit hoverEnded();
    QMenu menu;
    QAction* show = menu.addAction(tr("Show %1 in the catalogue").arg(cardTitle(s.card)));
    if (menu.exec(screenPos) == show) emit showInCatalogue(s.card);
}

}  // namespace inno::client
