// The pile browser: a panel over the table listing every pile, showing the chosen one's cards in order as the
// seat on view may see them (its own hidden cards face up, an opponent's as backs with ages unless tracked).
// Opened by clicking a pile that is not a choice, or with B; arrows move between piles, Esc closes.
#pragma once

#include "table/pile_contents.h"

#include <QFrame>

class QLabel;
class QListWidget;
class QScrollArea;

namespace inno::client {

// The cards of one pile in rows, drawn by CardPainter.
class PileStrip : public QWidget {
    Q_OBJECT
public:
    explicit PileStrip(QWidget* parent = nullptr);
    void setCards(const QList<PileCard>& cards, bool board);
    const QList<PileCard>& cards() const { return cards_; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;
    QSize sizeHint() const override;
    // Where card i is drawn (widget coordinates).
    QRectF cardRect(int i, int width) const;
    // The cards and their captions grow with the window's words.
    void setScale(qreal scale);
    qreal scale() const { return scale_; }

signals:
    void cardHovered(int card, QPoint globalPos);
    void hoverEnded();

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent*) override;

private:
    int perRow(int width) const;
    QList<PileCard> cards_;
    bool board_ = false;
    int hoveredCard_ = -1;
    qreal scale_ = 1;
};

class PileBrowser : public QFrame {
    Q_OBJECT
public:
    explicit PileBrowser(QWidget* parent);
    // Shows `pile` of the table `m` (and lists every pile of it).
    void open(const TableModel& m, const PileRef& pile);
    // The table changed: the list and the shown pile follow it.
    void refresh(const TableModel& m);
    void reposition();
    // The panel's greatest size and its cards grow with the window's words (at 2560x1440 its list of piles
    // scrolled and its cards kept their 1280x720 size).
    void setScale(qreal scale);
    const PileRef& pile() const { return pile_; }
    QString title() const;
    const QList<PileCard>& shownCards() const;
    QListWidget* pileList() const { return list_; }

signals:
    void cardHovered(int card, QPoint globalPos);
    void hoverEnded();
    void closed();

protected:
    void keyPressEvent(QKeyEvent* e) override;
    void hideEvent(QHideEvent* e) override;

private:
    void fillList();
    void fitListWidth();
    void showPile(const PileRef& pile);

    TableModel model_;
    QList<PileRef> piles_;
    PileRef pile_;
    QLabel* title_;
    QLabel* count_;
    QListWidget* list_;
    QScrollArea* scroll_;
    PileStrip* strip_;
    int widestLine_ = 0;  // of the list, in pixels
    qreal scale_ = 1;
};

}  // namespace inno::client
