// The lesson on screen: a small panel with the idea in words, "Got it" and "Stop the lessons", placed beside what
// it is about, and a see-through layer that rings that thing and draws an arrow to it. Neither is modal, and the
// layer lets every click through: the game goes on under a lesson.
#pragma once

#include <QFrame>
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
    // off the target and, where there is room, off `keepClear` too (the question and its buttons, the hand).
    void pointAt(const QRect& target, const QList<QRect>& keepClear = {});
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

    QLabel* title_;
    QLabel* body_;
    QPushButton* gotIt_;
    QPushButton* stop_;
    QPointer<TutorPointer> pointer_;
    QRect target_;
    QList<QRect> keepClear_;
    qreal scale_ = 1;
    bool styled_ = false;
};

// Rings the lesson's target and draws an arrow from the balloon to it; transparent to the mouse.
class TutorPointer : public QWidget {
    Q_OBJECT
public:
    explicit TutorPointer(QWidget* screen);
    void setShapes(const QRect& target, const QRect& balloon);

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QRect target_, balloon_;
};

}  // namespace inno::client
