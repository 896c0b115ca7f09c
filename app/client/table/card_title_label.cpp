#include "table/card_title_label.h"

#include "table/item_host.h"

#include <QCursor>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>

namespace inno::client {

CardTitleLabel::CardTitleLabel(const ItemKey& card, ItemHost& host) : card_(card), host_(host) {
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void CardTitleLabel::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    if (CardItem* c = host_.item(card_)) host_.itemHovered(c, true);
}

void CardTitleLabel::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    if (CardItem* c = host_.item(card_)) host_.itemHovered(c, false);
}

void CardTitleLabel::mousePressEvent(QGraphicsSceneMouseEvent* e) { e->accept(); }  // the release is the click

void CardTitleLabel::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    if (contains(e->pos())) host_.itemClicked(card_);
}

void CardTitleLabel::contextMenuEvent(QGraphicsSceneContextMenuEvent* e) {
    if (CardItem* c = host_.item(card_)) host_.itemContextMenu(c, e->screenPos());
}

}  // namespace inno::client
