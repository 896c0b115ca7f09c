// A large card shown next to the pointer while hovering a card (on the table, in the log, on a button).
#pragma once

#include <QWidget>

namespace inno::client {

class CardPopup : public QWidget {
    Q_OBJECT
public:
    explicit CardPopup(QWidget* parent = nullptr);
    void showCard(int card, QPoint globalPos);
    void showSpecial(const QString& name, QPoint globalPos);
    // Beside a card on the table (its rectangle on the screen), never over it, kept inside `confine`.
    void showCardBeside(int card, QRect cardRect);
    void showSpecialBeside(const QString& name, QRect cardRect);
    void setConfine(QWidget* w) { confine_ = w; }
    int card() const { return card_; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void place(QPoint globalPos);
    void placeBeside(QRect cardRect);
    QRect area(QPoint at, bool confined) const;
    QWidget* confine_ = nullptr;
    int card_ = -1;
    QString special_;
};

}  // namespace inno::client
