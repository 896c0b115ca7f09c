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
    int card() const { return card_; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void place(QPoint globalPos);
    int card_ = -1;
    QString special_;
};

}  // namespace inno::client
