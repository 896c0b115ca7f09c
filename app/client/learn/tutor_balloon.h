// The lesson on screen: a small panel with the idea in words, "Got it" and "Stop the lessons", placed beside what
// it is about, and a see-through layer that rings that thing and draws an arrow to it. Neither is modal, and the
// layer lets every click through: the game goes on under a lesson.
#pragma once

#include <QFrame>
#include <QLineF>
#include <QPointer>

class QLabel;
class QPushButton;

namespace inno::client {

class TutorPointer;

class TutorBalloon : public QFrame {
    Q_OBJECT
public:
    explicit TutorBalloon(QWidget* screen);
    ~TutorBalloon() override;

    void showTip(const QString& title, const QString& body);
    // What the lesson is about, in the screen's coordinates (empty: nothing to point at). Moves the balloon beside it,
    // off the target and, where there is room, off `keepClear` too (the question and its buttons, the hand), and
    // where it can, neither the balloon nor its arrow over `uncrossed` (the cards the lesson is not about, the
    // question's words): the nearest free room, the log or empty table.
    void pointAt(const QRect& target, const QList<QRect>& keepClear = {}, const QList<QRect>& uncrossed = {});
    QRect target() const { return target_; }
    QString titleText() const;
    QString bodyText() const;
    QPushButton* gotItButton() const { return gotIt_; }
    QPushButton* stopButton() const { return stop_; }
    TutorPointer* pointer() const { return pointer_; }
    void setScale(qreal f);
    void dismiss();

signals:
    void gotIt();
    void stopRequested();

private:
    void place();
    // The place of this size nearest the target that covers and crosses nothing it must not; invalid if none.
    QRect freeRoom(const QRect& area, QSize size) const;

    QLabel* title_;
    QLabel* body_;
    QPushButton* gotIt_;
    QPushButton* stop_;
    QPointer<TutorPointer> pointer_;
    QRect target_;
    QList<QRect> keepClear_;
    QList<QRect> uncrossed_;
    qreal scale_ = 1;
    bool styled_ = false;
};

// Rings the lesson's target and draws an arrow from the balloon to it; transparent to the mouse.
class TutorPointer : public QWidget {
    Q_OBJECT
public:
    explicit TutorPointer(QWidget* screen);
    void setShapes(const QRect& target, const QRect& balloon);
    // The ring around a target, and the arrow from a balloon to it (empty when they touch), as drawn.
    static QRectF ringAround(const QRect& target);
    static QLineF arrow(const QRect& target, const QRect& balloon);
    QLineF arrow() const { return target_.isEmpty() ? QLineF() : arrow(target_, balloon_); }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QRect target_, balloon_;
};

}  // namespace inno::client
