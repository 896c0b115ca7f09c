// "Since your last move": the summary of the others' turns (text/since_text.h) at the top of the log's column,
// over the log, so that it covers nothing on the table. Its teal edge is the colour of the outlines the table draws
// around the piles those turns changed. Closed by its × (until the next summary); card names show the card when
// hovered.
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace inno::client {

class SincePanel : public QFrame {
    Q_OBJECT
public:
    explicit SincePanel(QWidget* parent = nullptr);
    // Shows the lines (HTML), or hides the panel when there are none.
    void setLines(const QStringList& lines);
    QStringList lines() const { return lines_; }
    QString text() const;  // as shown, plain text (tests)
    QToolButton* closeButton() const { return close_; }
    // The greatest share of the column it stands in that the panel takes (the words scroll past it).
    static constexpr qreal kMostOfColumn = 0.45;

signals:
    void dismissed();
    void cardHovered(int card, QPoint globalPos);
    void hoverEnded();

protected:
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    QLabel* title_;
    QLabel* body_;
    QWidget* words_;  // the body, scrolling
    QToolButton* close_;
    QStringList lines_;
};

}  // namespace inno::client
