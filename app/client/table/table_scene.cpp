// The table scene: lays the model out, keeps one item per card, plate, slot and label in step with the
// layout, animates moves and turns clicks, drops and hovers into requests.
#include "table/table_scene.h"

#include "sets/set_table.h"

#include "model/pick_rule.h"

#include "table/z_order.h"
#include "style/palette.h"

#include "paint/card_painter.h"

#include "logging.h"
#include "table/card_title_label.h"
#include "table/table_items.h"

#include "core/card.h"

#include <QCursor>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QEasingCurve>
#include <QMenu>
#include <QPainterPath>

namespace inno::client {

namespace {
constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;

// Within half a pixel: an item placed again where it is (its geometry is recomputed from position and scale).
bool nearlySame(const QRectF& a, const QRectF& b) {
    return std::abs(a.x() - b.x()) < 0.5 && std::abs(a.y() - b.y()) < 0.5 && std::abs(a.width() - b.width()) < 0.5 &&
           std::abs(a.height() - b.height()) < 0.5;
}

QRectF lerp(const QRectF& a, const QRectF& b, qreal t) {
    return {a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t, a.width() + (b.width() - a.width()) * t,
            a.height() + (b.height() - a.height()) * t};
}

// Keeps one item per key of a layout map: drops the items whose key is gone, makes the missing ones, and
// updates each from its spec.
template <class Key, class Item, class Spec, class Make, class Update, class Drop>
void syncItems(std::map<Key, Item*>& items, const std::map<Key, Spec>& specs, Make make, Update update, Drop drop) {
    for (auto it = items.begin(); it != items.end();) {
        if (!specs.count(it->first)) drop(it->second), it = items.erase(it);
        else ++it;
    }
    for (const auto& [key, spec] : specs) {
        Item*& item = items[key];
        if (!item) item = make(key);
        update(item, spec);
    }
}
template <class Key, class Item, class Spec, class Make, class Update>
void syncItems(std::map<Key, Item*>& items, const std::map<Key, Spec>& specs, Make make, Update update) {
    syncItems(items, specs, make, update, [](Item* item) { delete item; });
}
}  // namespace

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
        // Not while a card is being dragged (or a button is held).
        if (!hovered_ || QGuiApplication::mouseButtons() != Qt::NoButton || views().isEmpty()) return;
        const ItemSpec& s = hovered_->spec();
        QGraphicsView* view = views().first();
        const QRect onView = view->mapFromScene(hovered_->sceneBoundingRect()).boundingRect();
        const QRect onScreen(view->viewport()->mapToGlobal(onView.topLeft()), onView.size());
        if (s.kind == ItemSpec::Face) emit cardHovered(s.card, onScreen);
        else if (s.kind == ItemSpec::Special) emit specialHovered(s.name, onScreen);
    });
    dropZone_ = addPath(QPainterPath());
    dropZone_->setZValue(ZDropZone);
    dropZone_->setVisible(false);
    setBackgroundBrush(palette::kCloth);
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
    const Event& e = step.event;
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
    const ItemKey srcKey = keyForMove(model_, e.from.zone, e.from.player, cardOrNone(e.card), e.age, false, e.set);
    QRectF from;
    if (auto* it = item(srcKey)) from = it->geometry();
    else from = layout_.supply.isValid() ? QRectF(layout_.supply.center(), QSizeF(W * 0.4, H * 0.4)) : QRectF(0, 0, W, H);
    model_ = step.after;
    const ItemKey dstKey = keyForMove(model_, e.to.zone, e.to.player, cardOrNone(e.card), e.age, true, e.set);
    const bool staticTarget = dstKey.isNull() || dstKey.isSupply();
    if (staticTarget) {
        relayout(durationMs > 0, {}, {}, durationMs);
        if (durationMs > 0) {
            ItemSpec fly;
            fly.kind = e.card != kNoCard && e.to.zone != Zone::Deck ? ItemSpec::Face : ItemSpec::Back;
            fly.card = cardOrNone(e.card);
            fly.age = e.age;
            fly.set = e.set;
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
    auto* it = new CardItem(ItemKey{ItemKey::Flying}, this);
    addItem(it);
    ItemSpec s = spec;
    s.z = ZFlying;
    it->setSpec(s);
    it->setGeometry(from);
    motions_.push_back(Motion{it, from, to, true});
}

void TableScene::relayout(bool animate, const ItemKey& flyKey, const QRectF& flyFrom, int durationMs) {
    if (anim_.state() == QAbstractAnimation::Running) {
        anim_.stop();
        animationTick(1.0);
    }
    layout_ = computeLayout(model_, size_, options_);
    bool hoveredMoved = false;
    // Cards: keep items by key, create new ones, drop the rest.
    syncItems(items_, layout_.items, [this](const ItemKey& key) {
        auto* it = new CardItem(key, this);
        addItem(it);
        return it;
    }, [&](CardItem* it, const ItemSpec& spec) {
        const bool fresh = it->spec().rect.isNull();
        if (it == hovered_ && !fresh && !nearlySame(it->geometry(), spec.rect)) hoveredMoved = true;
        it->setSpec(spec);
        it->setVisible(!spec.covered);
        QRectF start = fresh ? spec.rect : it->geometry();
        if (it->key() == flyKey && flyFrom.isValid()) start = flyFrom;
        if (animate && start != spec.rect) {
            it->setGeometry(start);
            if (it->key() == flyKey) it->setZValue(ZDragged);
            motions_.push_back(Motion{it, start, spec.rect, false});
        } else {
            it->setGeometry(spec.rect);
        }
    }, [this](CardItem* it) {
        if (hovered_ == it) emit hoverEnded();
        removeItem(it);
        it->deleteLater();
    });
    applyDecorations();
    applyHighlights();
    applyChangedPlaces();
    if (hoveredMoved) endHover();  // the preview belongs to the card where it was
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
    syncItems(panels_, layout_.panels, [this](int) {
        auto* item = addPath(QPainterPath());
        item->setZValue(ZPanel);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        return item;
    }, [this](QGraphicsPathItem* item, const PanelSpec& spec) {
        QPainterPath path;
        path.addRoundedRect(spec.rect, 12 * spec.scale, 12 * spec.scale);
        if (path != item->path()) item->setPath(path);
        // Setting a pen or brush repaints the item even when nothing changes: only when it does. A seat that left
        // the game has its area greyed (its plate says why).
        const TableModel& m = shownModel();
        const bool left = spec.player >= 0 && spec.player < m.playerCount() && m.players[spec.player].eliminated;
        const QBrush brush(left ? palette::kLeftGameArea : spec.own ? palette::kOwnArea : palette::kOtherArea);
        if (item->brush() != brush) {
            item->setPen(QPen(palette::kAreaEdge, 1));
            item->setBrush(brush);
        }
    });
    syncItems(plates_, layout_.plates, [this](int p) {
        auto* item = new PlateItem(p, this);
        addItem(item);
        item->setZValue(ZPlate);
        return item;
    }, [](PlateItem* item, const PlateSpec& spec) { item->setSpec(spec); });
    syncItems(slots_, layout_.pileSlots, [this](const ItemKey&) {
        auto* item = new SlotItem(this);
        addItem(item);
        item->setZValue(ZSlot);
        return item;
    }, [](SlotItem* item, const SlotSpec& spec) { item->setSpec(spec); });
    syncItems(labels_, layout_.labels, [this](const LabelKey& key) {
        // A card's title in a list stands for the card (hover, click, menu); other labels are words alone.
        QGraphicsSimpleTextItem* item = key.kind == LabelKey::CardTitle ? new CardTitleLabel(cardKey(key.player), *this)
                                                                        : new QGraphicsSimpleTextItem;
        addItem(item);
        item->setZValue(ZLabel);
        item->setBrush(palette::kSoftInk);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);  // drawn as a picture until its text changes
        return item;
    }, [](QGraphicsSimpleTextItem* item, const LabelSpec& spec) {
        // Written at its size whatever the scale; shortened only when its box is narrower (then its tooltip says
        // it whole).
        QFont font = uiPx(spec.px, QFont::DemiBold);
        font.setStretch(spec.stretch);
        if (const QColor ink = spec.ink.isValid() ? spec.ink : palette::kSoftInk; item->brush().color() != ink) item->setBrush(ink);
        if (item->font() != font) item->setFont(font);
        // A title under its pile may take two lines, each fitted already.
        const QString shown = spec.text.contains('\n') ? spec.text : QFontMetricsF(font).elidedText(spec.text, Qt::ElideRight, spec.rect.width());
        if (item->text() != shown) item->setText(shown);
        const QString tip = shown == spec.text ? spec.tip : spec.tip.isEmpty() ? spec.text : spec.text + "\n\n" + spec.tip;
        if (item->toolTip() != tip) item->setToolTip(tip);
        item->setPos(spec.rect.topLeft());
    });
}

// ---------------------------------------------------------------- what the others changed

void TableScene::setChangedPlaces(const std::set<TablePlace>& places) {
    if (places == changed_) return;
    changed_ = places;
    applyChangedPlaces();
}

QRectF TableScene::placeRect(const TablePlace& place) const {
    auto holds = [&](const ItemSpec& s) {
        if (place.zone == Zone::Deck) return s.kind == ItemSpec::Deck && s.age == place.age && s.set == place.set;
        if (s.owner != place.player || s.zone != place.zone) return false;
        return place.zone != Zone::Board || (s.card >= 0 && facts(static_cast<CardId>(s.card)).color == place.color);
    };
    QRectF r;
    for (const auto& [key, spec] : layout_.items)
        if (!spec.covered && holds(spec)) r = r.united(spec.rect);
    if (place.zone == Zone::Board) {
        // The pile's whole place: an emptied pile keeps its outline.
        if (auto it = layout_.pileSlots.find(slotKey(place.player, place.color)); it != layout_.pileSlots.end())
            r = r.united(it->second.pileRect);
        return r;
    }
    if (!r.isNull() || place.player < 0) return r;
    // An emptied hand, score pile or zone: its caption.
    const LabelKey label = place.zone == Zone::Hand    ? LabelKey::hand(place.player)
                           : place.zone == Zone::Score ? LabelKey::score(place.player)
                           : place.zone == Zone::Achievement ? LabelKey::achievements(place.player)
                                                             : LabelKey::extraZone(place.player, place.zone);
    auto it = layout_.labels.find(label);
    return it == layout_.labels.end() ? QRectF() : it->second.rect;
}

void TableScene::applyChangedPlaces() {
    std::map<TablePlace, QRectF> rects;
    for (const TablePlace& p : changed_)
        if (const QRectF r = placeRect(p); !r.isNull()) rects[p] = r;
    syncItems(changedItems_, rects, [this](const TablePlace&) {
        auto* item = addPath(QPainterPath());
        item->setZValue(ZChanged);
        item->setPen(QPen(palette::kChangedEdge, 2.5));
        item->setBrush(palette::kChangedFill);
        item->setAcceptedMouseButtons(Qt::NoButton);
        return item;
    }, [](QGraphicsPathItem* item, const QRectF& r) {
        QPainterPath path;
        path.addRoundedRect(r.adjusted(-5, -5, 5, 5), 8, 8);
        if (path != item->path()) item->setPath(path);
    });
}

std::map<TablePlace, QRectF> TableScene::changedOutlines() const {
    std::map<TablePlace, QRectF> out;
    for (const auto& [place, item] : changedItems_) out[place] = item->path().boundingRect();
    return out;
}

CardItem* TableScene::item(const ItemKey& key) const {
    auto it = items_.find(key);
    return it == items_.end() ? nullptr : it->second;
}

QRectF TableScene::ownBoardRect() const {
    auto it = layout_.boards.find(model_.viewer);
    return it == layout_.boards.end() ? QRectF() : it->second;
}

// ---------------------------------------------------------------- prompts

void TableScene::setPrompt(const std::optional<PromptState>& prompt, bool enabled) {
    const bool another = (prompt ? prompt->id : -1) != (prompt_ ? prompt_->id : -1);
    prompt_ = prompt;
    if (another) endHover();  // a new question: the preview must not cover it
    promptEnabled_ = enabled;
    picks_.clear();
    applyHighlights();
}

void TableScene::setPicks(const QStringList& picks) {
    picks_ = picks;
    applyHighlights();
}

void TableScene::setDogmaHint(int sharers, int demanded, int parley) {
    for (auto& [p, plate] : plates_) {
        const int bit = 1 << p;
        const int role = sharers < 0 ? 0 : (sharers & bit) ? 1 : (demanded & bit) ? 2 : 0;
        plate->setRole(role != 0 && (parley & bit) ? role + 2 : role);
    }
}

void TableScene::applyHighlights() {
    clickable_.clear();
    const int v = model_.viewer;
    if (prompt_ && promptEnabled_ && prompt_->seat == v) {
        const PromptState& p = *prompt_;
        auto mark = [&](const ItemKey& key, ClickTarget what) {
            if (items_.count(key) || key.kind == ItemKey::Plate || key.kind == ItemKey::Slot) clickable_[key] = std::move(what);
        };
        auto pick = [](const QString& option) { return ClickTarget{ClickTarget::Option, 0, option}; };
        for (const PromptOption& o : p.options) {
            // A card that cannot go with the picks made is not choosable; a picked one can always be taken back.
            if (!picks_.contains(o.text) && !fitsPicks(p, picks_, o.text)) continue;
            switch (o.type) {
            case PromptOption::Draw: mark(deckKey(std::min(model_.drawAge(v), kAges)), {ClickTarget::Draw, 0, {}}); break;
            case PromptOption::Meld: mark(cardKey(o.card()), {ClickTarget::Meld, o.card(), {}}); break;
            case PromptOption::Dogma: mark(cardKey(o.card()), {ClickTarget::Dogma, o.card(), {}}); break;
            case PromptOption::Parley: mark(cardKey(o.card()), {ClickTarget::Parley, o.card(), {}}); break;
            case PromptOption::Achieve: mark(achievementKey(QString::number(o.age)), {ClickTarget::Achieve, o.age, {}}); break;
            case PromptOption::SetAction:
                if (items_.count(cardKey(o.card()))) clickable_[setActionKey(o.action(), o.card())] = {ClickTarget::SetAction, o.card(), {}, o.action()};
                break;
            case PromptOption::Card: mark(cardKey(o.card()), pick(o.text)); break;
            case PromptOption::Hidden:
                for (const auto& [key, item] : items_) {
                    const ItemSpec& s = item->spec();
                    if (s.owner == o.player() && s.zone == o.zone() && s.age == o.age && (s.kind == ItemSpec::Back || s.tracked))
                        clickable_[key] = pick(o.text);
                }
                break;
            case PromptOption::Color:
                if (v >= 0) {
                    mark(slotKey(v, o.color()), pick(o.text));
                    for (int id : model_.players[v].piles[index(o.color())].cards) mark(cardKey(id), pick(o.text));
                }
                break;
            case PromptOption::Player: mark(plateKey(o.player()), pick(o.text)); break;
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
        if (legal && it->second.kind == ClickTarget::Option) {
            auto pc = pickCount.find(it->second.option);
            if (pc != pickCount.end() && pc->second > 0) {
                sel = true;
                --pc->second;
            }
        }
        item->setSelected(sel);
        const ItemSpec& s = item->spec();
        item->setDraggable(legal && s.zone == Zone::Hand && s.owner == v && isLegalDrop(s.card));
        std::optional<ActionKind> badge;
        if (s.kind == ItemSpec::Face && prompt_)
            for (const ActionKind a : prompt_->setActionsOn(s.card))
                if (clickable_.count(setActionKey(a, s.card)) && !badge) badge = a;
        item->setBadge(badge);
    }
    for (auto& [p, plate] : plates_) plate->setHighlighted(clickable_.count(plateKey(p)) > 0);
    for (auto& [key, slot] : slots_) slot->setHighlighted(clickable_.count(key) > 0);
}

std::optional<TableScene::ClickTarget> TableScene::targetForKey(const ItemKey& key) const {
    auto it = clickable_.find(key);
    if (it == clickable_.end()) return std::nullopt;
    return it->second;
}

QList<ItemKey> TableScene::highlightedKeys() const {
    QList<ItemKey> out;
    for (const auto& [key, what] : clickable_) out << key;
    return out;
}

bool TableScene::clickKey(const ItemKey& key) {
    const std::optional<ClickTarget> target = targetForKey(key);
    if (!target) return false;
    qCDebug(lcTable) << "click" << key.toString() << target->kind << target->value << target->option;
    switch (target->kind) {
    case ClickTarget::Draw: emit drawRequested(); break;
    case ClickTarget::Meld: emit meldRequested(target->value); break;
    case ClickTarget::Dogma: emit dogmaRequested(target->value); break;
    case ClickTarget::Parley: emit parleyRequested(target->value); break;
    case ClickTarget::SetAction: emit setActionRequested(target->action, target->value); break;
    case ClickTarget::Achieve: emit achieveRequested(target->value); break;
    case ClickTarget::Option: emit optionClicked(target->option); break;
    }
    return true;
}

void TableScene::itemClicked(const ItemKey& key) {
    if (!clickKey(key)) emit offChoiceClicked(key);
}

ItemKey TableScene::hoveredKey() const { return hovered_ ? hovered_->key() : ItemKey{}; }

void TableScene::endHover() {
    hoverTimer_.stop();
    if (hovered_) {
        hovered_ = nullptr;
        setDogmaHint(-1, 0);
    }
    emit hoverEnded();
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
    hoverTimer_.stop();
    emit hoverEnded();  // no preview over a card being dragged, nor left behind after the drop
    if (!finished) {
        const bool legal = isLegalDrop(card);
        const QRectF board = ownBoardRect();
        QPainterPath path;
        path.addRoundedRect(board, 12, 12);
        dropZone_->setPath(path);
        const bool inside = board.contains(scenePos);
        dropZone_->setPen(QPen(legal ? palette::kHighlight : palette::kRed, inside ? 5 : 3, inside ? Qt::SolidLine : Qt::DashLine));
        dropZone_->setBrush(palette::withAlpha(palette::kDropFill, legal && inside ? 70 : 25));
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


void TableScene::itemHovered(CardItem* it, bool entered) {
    if (entered) {
        hovered_ = it;
        hoverTimer_.start();
        const ItemSpec& s = it->spec();
        if (s.kind == ItemSpec::Face && s.top && prompt_ &&
            ((s.owner == model_.viewer && prompt_->canDogma(s.card)) || prompt_->canParley(s.card))) {
            // Preview who would share this dogma (your own top card, or a distant player's under the parley rule).
            const DogmaPreview d = dogmaPreview(model_, s.card, model_.viewer);
            setDogmaHint(d.sharers, d.demanded, d.parley);
        }
    } else if (hovered_ == it) {
        hovered_ = nullptr;
        hoverTimer_.stop();
        setDogmaHint(-1, 0);
        emit hoverEnded();
    }
}

void TableScene::itemContextMenu(CardItem* it, QPoint screenPos) {
    // Copied: the item may be gone when the menu closes (the table moved on meanwhile).
    const ItemKey key = it->key();
    const int card = it->spec().kind == ItemSpec::Face ? it->spec().card : -1;
    endHover();  // and no preview may open over the menu while it is up
    QMenu menu;
    // The sets' actions the prompt offers on this card, each an item of the menu.
    std::vector<std::pair<QAction*, ActionKind>> setActions;
    if (card >= 0 && prompt_)
        for (const ActionKind a : prompt_->setActionsOn(card))
            if (clickable_.count(setActionKey(a, card)))
                setActions.emplace_back(menu.addAction(tableOfAction(a).actionMenuItem(a, cardTitle(card))), a);
    QAction* show = card >= 0 ? menu.addAction(tr("Show %1 in the catalogue").arg(cardTitle(card))) : nullptr;
    QAction* browse = menu.addAction(tr("Browse this pile"));
    QAction* chosen = menu.exec(screenPos);
    const auto setAction = std::find_if(setActions.begin(), setActions.end(), [chosen](const auto& item) { return chosen && item.first == chosen; });
    if (setAction != setActions.end()) emit setActionRequested(setAction->second, card);
    else if (chosen && chosen == show) emit showInCatalogue(card);
    else if (chosen && chosen == browse) emit browseRequested(key);
}

}  // namespace inno::client
