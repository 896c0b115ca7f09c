#include "widgets/scrolling_rows.h"

#include "widgets/flow_layout.h"

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

// As tall as the rows may need at any width down to its widest widget's: a layout clamps a fixed-height widget to
// its hint, so a hint of the one row its widgets take side by side left two rows one row's height, and a question's
// third answer ("Behalten" beside a two-line question) behind a scroll bar.
QSize ScrollingRows::sizeHint() const { return {flow_->sizeHint().width(), heightForWidth(flow_->minimumSize().width())}; }

QSize ScrollingRows::minimumSizeHint() const { return {flow_->minimumSize().width(), heightForWidth(width())}; }

}  // namespace inno::client
