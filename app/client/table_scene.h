// The table: every player's board, hand, score pile and achievements, the decks and the achievements left,
// drawn as graphics items that travel when cards move. Input on the table becomes requests to the screen.
#pragma once

#include "game_controller.h"
#include "table_items.h"
#include "table_layout.h"

#include <QGraphicsScene>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QVariantAnimation>

#include <map>
#include <optional>

namespace inno::client {




class TableScene : public QGraphicsScene {
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
    const TableModel& shownModel() const { return model_; }
    const Layout& layout() const { return layout_; }

    // ---- prompts: legal choices are highlighted; picks are marked
    void setPrompt(const std::optional<PromptState>& prompt, bool enabled);
    void setPicks(const QStringList& picks);
    // Marks on the players' plates who would share (and who must obey) a dogma being considered.
    // Marks the plates of who would share and who must obey (`sharers` < 0: no marks); `parley`: the seats that
    // decide by paying a card (DogmaPreview::parley).
    void setDogmaHint(int sharers, int demanded, int parley = 0);

    // ---- input (mouse handlers end here; tests call these directly)
    bool clickKey(const QString& key);
    // A click on an item or a pile's caption: its choice when it is one, otherwise a request to browse its pile.
    void itemClicked(const QString& key);
    QString hoveredKey() const;
    bool dropHandCard(int card, QPointF scenePos);
    bool isLegalDrop(int card) const;
    QRectF ownBoardRect() const;
    CardItem* item(const QString& key) const;
    // What a click on an item does while a prompt waits: one of the actions, or picking an option of the prompt.
    struct ClickTarget {
        enum Kind { Draw, Meld, Dogma, Achieve, Option, Parley, Endorse };
        Kind kind = Option;
        int value = 0;   // the card id (Meld, Dogma, Parley, Endorse) or the age (Achieve)
        QString option;  // the option's text (Option)
    };
    std::optional<ClickTarget> targetForKey(const QString& key) const;
    QStringList highlightedKeys() const;

    // Called by items.
    void itemHovered(CardItem* item, bool entered);
    void itemDragged(CardItem* item, QPointF scenePos, bool finished);
    void itemContextMenu(CardItem* item, QPoint screenPos);
    void plateClicked(int player);
    void slotClicked(int player, Color color);

signals:
    void meldRequested(int card);
    void dogmaRequested(int card);
    void parleyRequested(int card);
    void endorseRequested(int card);  // Cities: the Endorse badge on a top card, or its context menu
    void drawRequested();
    void achieveRequested(int age);
    void optionClicked(const QString& option);
    void cardHovered(int card, QRect screenRect);  // the card's rectangle on the screen
    void specialHovered(const QString& name, QRect screenRect);
    void hoverEnded();
    void showInCatalogue(int card);
    void stepFinished();
    void browseRequested(const QString& key);  // the pile of this item (or "slot:<player>:<color>")

private:
    void relayout(bool animate, const QString& flyKey = {}, const QRectF& flyFrom = {}, int durationMs = -1);
    void applyDecorations();
    void applyHighlights();
    void startAnimation(int durationMs);
    void animationTick(qreal t);
    void flyTemporary(const ItemSpec& spec, const QRectF& from, const QRectF& to);

    TableModel model_;
    Layout layout_;
    QSizeF size_{1200, 800};
    LayoutOptions options_;
    int animationMs_ = 450;
    std::map<QString, CardItem*> items_;
    std::map<int, PlateItem*> plates_;
    std::map<QString, SlotItem*> slots_;
    std::map<QString, QGraphicsSimpleTextItem*> labels_;
    std::map<int, QGraphicsPathItem*> panels_;
    QGraphicsPathItem* dropZone_ = nullptr;
    std::optional<PromptState> prompt_;
    bool promptEnabled_ = false;
    std::map<QString, ClickTarget> clickable_;  // item key -> what a click on it does
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
