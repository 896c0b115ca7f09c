// The table: every player's board, hand, score pile and achievements, the decks and the achievements left,
// drawn as graphics items that travel when cards move. Input on the table becomes requests to the screen.
#pragma once

#include "model/game_controller.h"
#include "model/since_last_turn.h"
#include "table/item_host.h"
#include "table/table_items.h"
#include "table/table_layout.h"

#include <QGraphicsScene>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QVariantAnimation>

#include <map>
#include <optional>

namespace inno::client {

class TableScene : public QGraphicsScene, public ItemHost {
    Q_OBJECT
public:
    explicit TableScene(QObject* parent = nullptr);

    // ---- what to show
    void setTableSize(QSizeF size);
    void setOwnShare(qreal share);
    void setAnimationMs(int ms) { animationMs_ = ms; }
    int animationMs() const { return animationMs_; }
    // Shows a model at once, or moving every item to its new place.
    void showModel(const TableModel& m, bool animate);
    // One event: the moved card travels from where it was to where it goes. stepFinished() follows.
    void playStep(const Step& step, int durationMs);
    bool animating() const { return anim_.state() == QAbstractAnimation::Running; }
    const TableModel& shownModel() const override { return model_; }
    const Layout& layout() const { return layout_; }

    // ---- prompts: legal choices are highlighted; picks are marked
    void setPrompt(const std::optional<PromptState>& prompt, bool enabled);
    void setPicks(const QStringList& picks);
    // Marks the plates of who would share and who must obey (`sharers` < 0: no marks); `parley`: the seats that
    // decide by paying a card (DogmaPreview::parley).
    void setDogmaHint(int sharers, int demanded, int parley = 0);

    // ---- what the others changed since this seat's last decision: each place gets a soft outline (under its cards)
    // until the next call. A place the table does not show (an empty pile with no caption) gets none.
    void setChangedPlaces(const std::set<TablePlace>& places);
    const std::set<TablePlace>& changedPlaces() const { return changed_; }
    // The places outlined now, and where (scene coordinates).
    std::map<TablePlace, QRectF> changedOutlines() const;

    // ---- input (mouse handlers end here; tests call these directly)
    bool clickKey(const ItemKey& key) override;
    void itemClicked(const ItemKey& key) override;
    ItemKey hoveredKey() const;
    // The preview of the hovered card goes (hoverEnded): the card moved, a question or panel opened, the pointer
    // left the table. It comes back when the pointer enters a card again.
    void endHover();
    bool dropHandCard(int card, QPointF scenePos);
    bool isLegalDrop(int card) const;
    QRectF ownBoardRect() const;
    CardItem* item(const ItemKey& key) const override;
    // What a click on an item does while a prompt waits: one of the actions, or picking an option of the prompt.
    struct ClickTarget {
        enum Kind { Draw, Meld, Dogma, Achieve, Option, Parley, SetAction };
        Kind kind = Option;
        int value = 0;   // the card id (Meld, Dogma, Parley, SetAction) or the age (Achieve)
        QString option;  // the option's text (Option)
        ActionKind action = ActionKind::Draw;  // SetAction: which
    };
    std::optional<ClickTarget> targetForKey(const ItemKey& key) const;
    QList<ItemKey> highlightedKeys() const;

    // Called by items (ItemHost).
    void itemHovered(CardItem* item, bool entered) override;
    void itemDragged(CardItem* item, QPointF scenePos, bool finished) override;
    void itemContextMenu(CardItem* item, QPoint screenPos) override;

signals:
    void meldRequested(int card);
    void dogmaRequested(int card);
    void parleyRequested(int card);
    void setActionRequested(ActionKind action, int card);  // a set action's badge on a top card, or its context menu
    void drawRequested();
    void achieveRequested(int age);
    void optionClicked(const QString& option);
    void cardHovered(int card, QRect screenRect);  // the card's rectangle on the screen
    void specialHovered(const QString& name, QRect screenRect);
    void hoverEnded();
    void showInCatalogue(int card);
    void stepFinished();
    void browseRequested(const inno::client::ItemKey& key);  // the pile of this item or slot
    void offChoiceClicked(const inno::client::ItemKey& key);  // a click on an item or slot that is no choice now

private:
    void relayout(bool animate, const ItemKey& flyKey = {}, const QRectF& flyFrom = {}, int durationMs = -1);
    void applyDecorations();
    void applyHighlights();
    void applyChangedPlaces();
    QRectF placeRect(const TablePlace& place) const;
    void startAnimation(int durationMs);
    void animationTick(qreal t);
    void flyTemporary(const ItemSpec& spec, const QRectF& from, const QRectF& to);

    TableModel model_;
    Layout layout_;
    QSizeF size_{1200, 800};
    LayoutOptions options_;
    int animationMs_ = 450;
    std::map<ItemKey, CardItem*> items_;
    std::map<int, PlateItem*> plates_;
    std::map<ItemKey, SlotItem*> slots_;
    std::map<LabelKey, QGraphicsSimpleTextItem*> labels_;
    std::map<int, QGraphicsPathItem*> panels_;
    QGraphicsPathItem* dropZone_ = nullptr;
    std::set<TablePlace> changed_;
    std::map<TablePlace, QGraphicsPathItem*> changedItems_;
    std::optional<PromptState> prompt_;
    bool promptEnabled_ = false;
    std::map<ItemKey, ClickTarget> clickable_;  // what a click on each item does
    QStringList picks_;

    // One animation moves every item that changed place (progress 0..1).
    QVariantAnimation anim_;
    struct Motion {
        QPointer<CardItem> item;
        QRectF from, to;
        bool temporary = false;
    };
    QList<Motion> motions_;
    QTimer hoverTimer_;
    QPointer<CardItem> hovered_;
};

}  // namespace inno::client
