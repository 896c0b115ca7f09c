#include "table/painted_texts.h"

#include "paint/card_painter.h"
#include "table/table_items.h"
#include "table/box_plate.h"
#include "table/title_lines.h"
#include "text/words.h"

#include "core/card.h"

namespace inno::client {

QList<PaintedText> paintedTexts(const Layout& l) {
    QList<PaintedText> out;
    for (const auto& [key, label] : l.labels) out.push_back({"label", label.text, label.px, label.rect});
    for (const auto& [key, slot] : l.pileSlots)
        if (slot.count > 0 && slot.captionPx > 0) out.push_back({"caption", SlotItem::fullCaption(slot), slot.captionPx, slot.caption});
    for (const auto& [key, s] : l.items) {
        if (s.covered) continue;
        const qreal shortSide = std::min(s.rect.width(), s.rect.height());
        switch (s.kind) {
        case ItemSpec::Deck:
            out.push_back({"deck count", QString::number(s.count), CardItem::countPixelSize(s), s.rect});
            if (!s.agedAbove) out.push_back({"age", QString::number(s.age), shortSide * 0.36, s.rect});  // else a label says it
            break;
        case ItemSpec::Back:
            if (s.count > 1 && CardItem::countPixelSize(s) > 0)
                out.push_back({"stack count", QString::number(s.count), CardItem::countPixelSize(s), s.rect});
            out.push_back({"age", QString::number(s.age), shortSide * 0.36, s.rect});
            break;
        case ItemSpec::Achievement: out.push_back({"age", QString::number(s.age), shortSide * 0.36, s.rect}); break;
        case ItemSpec::Special:
            // Not written at all on a tile too small for it (a label names it).
            if (const qreal px = CardPainter::specialNamePixelSize(s.rect, s.name); px > 0 && !s.namedBelow)
                out.push_back({"special", Texts::special(s.name), px, s.rect});
            break;
        case ItemSpec::Face: {
            // The top card of a board pile, and any card lying whole (a covered card of a splay shows a strip).
            if ((s.zone == Zone::Board && !s.top) || s.titledBeside) break;
            if (const qreal px = CardPainter::titlePixelSize(s.card, s.rect.width(), s.zone == Zone::Board); px > 0)
                out.push_back({"title", cardTitle(s.card), px, s.rect});
            break;
        }
        }
    }
    for (const auto& [p, plate] : l.plates) {
        if (plate.rect.width() > 4 * plate.rect.height()) {  // a strip over a board
            for (qreal share : {0.5, 0.32})  // the name; the other words
                out.push_back({"plate", QString("plate %1").arg(p), PlateItem::stripWordPx(plate.rect.height(), share), plate.rect});
            continue;
        }
        const BoxPlateGeometry box = boxPlateGeometry(plate.rect.size() / plate.scale, plate.scale);
        out.push_back({"plate", QString("plate %1 name").arg(p), box.nameFont * plate.scale, plate.rect});
        out.push_back({"plate", QString("plate %1 lines").arg(p), box.lineFont * plate.scale, plate.rect});
        if (box.icons) out.push_back({"plate", QString("plate %1 icon counts").arg(p), box.countFont * plate.scale, plate.rect});
    }
    return out;
}

QString topCardTitleAsRead(const Layout& l, const ItemSpec& top) {
    if (const auto below = l.labels.find(LabelKey::cardTitle(top.card)); below != l.labels.end()) return titleFromLines(below->second.text);
    return CardPainter::shownTitle(top.card, top.rect.width(), true);
}

}  // namespace inno::client
