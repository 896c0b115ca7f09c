// What the table's items ask of the scene that holds them: the model they draw, and where their input goes.
// The items know only this, so they do not depend on the scene (which owns and places them).
#pragma once

#include "model/table_model.h"
#include "table/item_key.h"

#include <QPoint>
#include <QPointF>

namespace inno::client {

class CardItem;

class ItemHost {
public:
    virtual const TableModel& shownModel() const = 0;
    virtual CardItem* item(const ItemKey& key) const = 0;  // the card item of that key, if it is on the table
    // A click on a choice (true) or on something that is none now (false: nothing happens).
    virtual bool clickKey(const ItemKey& key) = 0;
    // A click on an item or a pile's caption: its choice when it is one, otherwise a request to browse its pile.
    virtual void itemClicked(const ItemKey& key) = 0;
    virtual void itemHovered(CardItem* item, bool entered) = 0;
    virtual void itemDragged(CardItem* item, QPointF scenePos, bool finished) = 0;
    virtual void itemContextMenu(CardItem* item, QPoint screenPos) = 0;

protected:
    ~ItemHost() = default;
};

}  // namespace inno::client
