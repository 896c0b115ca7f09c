// A layout that places widgets left to right and wraps to the next line (option buttons).
#pragma once

#include <QLayout>
#include <QList>

namespace inno::client {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;
    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int i) const override { return items_.value(i); }
    QLayoutItem* takeAt(int i) override { return i >= 0 && i < items_.size() ? items_.takeAt(i) : nullptr; }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return arrange(QRect(0, 0, w, 0), true); }
    QSize sizeHint() const override { return minimumSize(); }
    QSize minimumSize() const override;
    void setGeometry(const QRect& r) override;

private:
    int arrange(const QRect& r, bool dryRun) const;
    QList<QLayoutItem*> items_;
    int spacing_;
};

}  // namespace inno::client
