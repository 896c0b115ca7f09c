// A short rich text that changes often (whose turn it is, the question being asked). Unlike a word-wrapped
// QLabel, a new text only repaints the widget; the layout around it is asked to move only when the text needs
// another height.
#pragma once

#include <QFrame>
#include <QTextDocument>

namespace inno::client {

class LiveLabel : public QFrame {
    Q_OBJECT
public:
    explicit LiveLabel(QWidget* parent = nullptr);
    void setText(const QString& html);
    const QString& text() const { return text_; }
    // Where the words stand in the widget: as wide as its longest line, as high as its lines.
    QRect wordsRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    int textHeight(int textWidth) const;
    int chromeWidth() const;
    int chromeHeight() const;
    void relayout();

    QString text_;
    mutable QTextDocument doc_;
    int shownHeight_ = -1;  // the text's height at the current width
};

}  // namespace inno::client
