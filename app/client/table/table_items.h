// The table's graphics items: a card (face, back, deck or achievement), a player's plate (name, turn, icon
// counts) and the slot under each board pile (its caption, the outline of an empty pile). The items draw and
// take input; where they go is decided by the layout and the scene.
#pragma once

#include "table/item_host.h"
#include "table/table_layout.h"

#include <QColor>
#include <QFont>
#include <QGraphicsObject>

#include <optional>

#include <array>

namespace inno::client {

// The table's user-interface font at a pixel size.
QFont uiPx(qreal px, int weight = QFont::Normal);
// QGraphicsItem::setScale marks the item for repainting even when the scale stays the same.
inline void setScaleIfChanged(QGraphicsItem* item, qreal scale) {
    if (item->scale() != scale) item->setScale(scale);
}

// "▶ 2 actions left" for a plate `width` wide in `font`, in fewer letters where the words do not fit; elided only
// when neither form does.
QString actionsLeftFitting(int actions, const QFont& font, qreal width);

class CardItem : public QGraphicsObject {
    Q_OBJECT
public:
    CardItem(const ItemKey& key, ItemHost* host);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* o, QWidget* w) override;

    const ItemKey& key() const { return key_; }
    const ItemSpec& spec() const { return spec_; }
    void setSpec(const ItemSpec& s);
    void setGeometry(const QRectF& sceneRect);  // position and scale
    QRectF geometry() const;
    void setHighlighted(bool on);
    void setSelected(bool on);
    bool highlighted() const { return highlighted_; }
    bool isSelectedPick() const { return selected_; }
    void setDraggable(bool on) { draggable_ = on; }
    // A top card a set's action may take shows that action's badge, which takes it (item coordinates).
    void setBadge(std::optional<ActionKind> action);
    std::optional<ActionKind> badge() const { return badge_; }
    QRectF badgeRect() const;
    QString badgeText() const;
    // The size, in scene pixels, of the count written on a deck or a summarised hidden stack laid out as `s`.
    static qreal countPixelSize(const ItemSpec& s);  // 0: not written (a hidden stack too small for it)
    static qreal countScenePx(ItemSpec::Kind kind, qreal scale);
    // Whether a face writes its title on itself (not where a label beside its pile writes it, nor on a splay's edge).
    static bool writesTitle(const ItemSpec& s) { return !s.swatch && !s.titledBeside && !s.splayEdge; }
    static bool writesEffects(const ItemSpec& s) { return !s.swatch && !s.splayEdge; }
    // A deck's count pill, in card units, on a tile drawn at `scale`; wider than kAgeRoom of the card, it covers the
    // age written on the back.
    static QRectF deckCountPill(int count, qreal scale, bool centred);
    static constexpr qreal kAgeRoom = 0.4;
    // A summarised hidden stack's "×3" pill (bottom left) and where the ring of its age stands across the card beside
    // it, clear of the pill (at 2560x1440 the pill covered the ring's lower edge), in card units, at `scale`.
    static QRectF stackCountPill(int count, qreal scale);
    static qreal stackAgeAt(int count, qreal scale);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* e) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* e) override;

private:
    qreal countPx(qreal natural) const;  // a count's font in card units
    QRectF countPill(const QString& text, qreal natural, Qt::Alignment side) const;
    static QRectF countPill(const QString& text, qreal natural, Qt::Alignment side, qreal scale);
    ItemKey key_;
    ItemHost* table_;
    ItemSpec spec_;
    bool highlighted_ = false;
    bool selected_ = false;
    bool draggable_ = false;
    std::optional<ActionKind> badge_;
    bool dragging_ = false;
    QPointF pressScene_, pressPos_;
};

class PlateItem : public QGraphicsObject {
public:
    PlateItem(int player, ItemHost* host);
    QRectF boundingRect() const override;
    void setSpec(const PlateSpec& s);
    void setHighlighted(bool on);
    // 0: none, 1: would share, 2: must obey the demand, 3: would share if they pay a card (parley), 4: must obey
    // unless they pay a card
    void setRole(int role);
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    // A strip plate's words (over a board), in scene pixels: `share` of its height, never under the least size.
    static qreal stripWordPx(qreal sceneHeight, qreal share);
    // A strip plate (natural size, drawn at `scale`): the name's font, the icon counts' cells and where the words
    // end; whether the name is written whole.
    struct StripGeometry {
        QFont nameFont;
        qreal cell = 0, textRight = 0;
        bool nameWhole = true;
    };
    static StripGeometry stripGeometry(QSizeF natural, qreal scale, const QString& name, bool waiting);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent*) override;

private:
    int distanceFromYou(const TableModel& m) const;  // see Shown::distance
    QString whoText(const TableModel& m) const;      // "You", "Human", "Bot · Medium" (and the team)
    QStringList whoTexts(const TableModel& m) const;  // whoText, then shorter ("Medium"): the first that fits is written
    void paintStrip(QPainter* p, const TableModel& m, const QRectF& r, int distance);
    int player_;
    ItemHost* table_;
    QSizeF size_{150, 100};
    bool own_ = false;
    bool highlighted_ = false;
    int role_ = 0;
    struct Shown {
        QString name, botLevel;
        std::array<int, kIconKinds> icons{};
        int actionsLeft = -1;
        QSizeF size;
        bool current = false, waiting = false, gameOver = false, own = false, teams = false, human = false, kindKnown = true;
        bool eliminated = false;
        int distance = 0;  // 0: you or no large-game rule, 1: a neighbour, 2: distant
        bool operator==(const Shown&) const = default;
    };
    Shown shown_;
};

class SlotItem : public QGraphicsObject {
public:
    explicit SlotItem(ItemHost* host);
    QRectF boundingRect() const override;
    void setSpec(const SlotSpec& s);
    void setHighlighted(bool on);
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    // Clicks count on an empty slot or its caption; cards on the pile take their own clicks.
    QPainterPath shape() const override;
    // The caption as painted in `font`: whole, or shortened to the count and the splay's arrow when narrow.
    static QFont captionFont(const SlotSpec& s);
    static QString fullCaption(const SlotSpec& s);
    static QString captionText(const SlotSpec& s, const QFont& font);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent*) override;

private:
    ItemHost* table_;
    SlotSpec spec_;
    QRectF bounds_;
    bool highlighted_ = false;
};

}  // namespace inno::client
