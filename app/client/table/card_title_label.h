// The title written beside a card's swatch in a list (your score pile, a zone too small for faces). It stands for
// its card: pointing at it shows the card large, a click is a click on the card (a pick when the card is a choice,
// otherwise a look at its pile), a right-click opens the card's menu. The swatch alone is a small target; a player
// points at the name.
#pragma once

#include "table/item_key.h"

#include <QGraphicsSimpleTextItem>

namespace inno::client {

class ItemHost;

class CardTitleLabel : public QGraphicsSimpleTextItem {
public:
    CardTitleLabel(const ItemKey& card, ItemHost& host);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* e) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* e) override;

private:
    ItemKey card_;
    ItemHost& host_;
};

}  // namespace inno::client
