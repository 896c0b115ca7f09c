#include "widgets/scrolling_rows.h"

#include "widgets/flow_layout.h"

#include <QResizeEvent>

#include <algorithm>

namespace inno::client {

ScrollingRows::ScrollingRows(int spacing, int mostRows, QWidget* parent)
    : QScrollArea(parent), spacing_(spacing), mostRows_(mostRows) {
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(true);
    setStyleSheet("QScrollArea, QScrollArea > QWidget, QScrollArea > QWidget > QWidget { background: transparent; }");
    auto* host = new QWidget(this);
    flow_ = new FlowLayout(host, spacing);
    setWidget(host);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int ScrollingRows::mostHeight() const {
    int row = 0;
    for (int i = 0; i < flow_->count(); ++i) row = std::max(row, flow_->itemAt(i)->sizeHint().height());
    return mostRows_ * row + (mostRows_ - 1) * spacing_;
}

int ScrollingRows::heightForWidth(int w) const { return flow_->count() == 0 ? 0 : std::min(flow_->heightForWidth(w), mostHeight()); }

// A scroll bar only where the rows at the whole width are more than shown: one shown "as needed" narrows the rows,
// which then wrap to one row more and keep it (twelve parley choices filling three rows had the last behind it).
void ScrollingRows::refit() {
    const bool more = flow_->count() > 0 && flow_->heightForWidth(width()) > mostHeight();
    setVerticalScrollBarPolicy(more ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    updateGeometry();
}

QSize ScrollingRows::sizeHint() const {
    const int w = std::max(flow_->sizeHint().width(), width());
    return {flow_->sizeHint().width(), heightForWidth(w)};
}

// A layout keeps a fixed-height widget to its hint, measured at the width it had: given another width, the rows ask
// to be measured again (two rows left one row's height put the display question's third answer behind a scroll bar).
void ScrollingRows::resizeEvent(QResizeEvent* e) {
    QScrollArea::resizeEvent(e);
    if (e->oldSize().width() != e->size().width()) refit();
}

QSize ScrollingRows::minimumSizeHint() const { return {flow_->minimumSize().width(), heightForWidth(width())}; }

}  // namespace inno::client
