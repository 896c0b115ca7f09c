#include "widgets/flow_layout.h"

#include <QWidget>

namespace inno::client {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), spacing_(spacing) {
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_.append(item); }

QSize FlowLayout::minimumSize() const {
    QSize s;
    for (const QLayoutItem* item : items_) s = s.expandedTo(item->minimumSize());
    return s;
}

void FlowLayout::setGeometry(const QRect& r) {
    QLayout::setGeometry(r);
    arrange(r, false);
}

int FlowLayout::arrange(const QRect& r, bool dryRun) const {
    int x = r.x(), y = r.y(), lineHeight = 0;
    for (QLayoutItem* item : items_) {
        if (item->widget() && !item->widget()->isVisibleTo(item->widget()->parentWidget())) continue;
        const QSize hint = item->sizeHint();
        if (x + hint.width() > r.right() + 1 && lineHeight > 0) {
            x = r.x();
            y += lineHeight + spacing_;
            lineHeight = 0;
        }
        if (!dryRun) item->setGeometry(QRect(QPoint(x, y), hint));
        x += hint.width() + spacing_;
        lineHeight = std::max(lineHeight, hint.height());
    }
    return y + lineHeight - r.y();
}

}  // namespace inno::client
