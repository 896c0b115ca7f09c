// Rows of widgets that wrap (a FlowLayout) and scroll past a number of rows: as tall as its rows up to that many
// (of its tallest widget), which it reports as its height for a width, so the layouts around it give it that.
#pragma once

#include <QScrollArea>

namespace inno::client {

class FlowLayout;

class ScrollingRows : public QScrollArea {
public:
    ScrollingRows(int spacing, int mostRows, QWidget* parent = nullptr);
    FlowLayout* flow() const { return flow_; }
    // After its widgets or its width changed: measured again.
    void refit();
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    int mostHeight() const;
    FlowLayout* flow_;
    int spacing_;
    int mostRows_;
};

}  // namespace inno::client
