// A large card shown next to the pointer while hovering a card (on the table, in the log, on a button).
#pragma once

#include <QList>
#include <QPointer>
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
    // Beside a column of words (the log), level with the pointer at `globalPos`: over neither the column nor, when
    // there is room, what it must avoid; inside `confine`.
    void showCardBesideColumn(int card, const QWidget* column, QPoint globalPos);
    void setConfine(QWidget* w) { confine_ = w; }
    // Widgets the preview never covers while they are visible (the prompt bar, panels asking a question).
    void setAvoid(const QList<QWidget*>& widgets) {
        avoid_.clear();
        for (QWidget* w : widgets) avoid_ << w;
    }
    int card() const { return card_; }
    // What the card's own positions do, in its set's words (HTML paragraphs: where, what, what it does); empty for
    // a card whose set explains none.
    static QString setNotes(int card);
    QString notes() const { return notes_; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void setCard(int card);  // and the size it needs
    void place(QPoint globalPos);
    bool placeBeside(QRect cardRect);
    bool placeBesideColumn(QRect column, int y, bool avoiding);
    QRect area(QPoint at, bool confined) const;
    bool coversAvoided(const QRect& r) const;
    QWidget* confine_ = nullptr;
    QList<QPointer<QWidget>> avoid_;
    int card_ = -1;
    QString special_;
    QString notes_;
};

}  // namespace inno::client
