// The teacher of Learn to play: watches the game's questions and events for the seat on view and, the first time an
// idea matters (the opening meld, the four actions, a dogma, a demand, a splay, a score, an achievement, a special
// achievement), shows its lesson beside the pile or buttons concerned. One lesson at a time, each once; the game
// never waits for it. "Stop the lessons" ends them for good (AppSettings::lessonsStopped).
#pragma once

#include "learn/tutor_tips.h"
#include "model/game_controller.h"
#include "table/item_key.h"

#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QTimer>

#include <functional>
#include <map>
#include <optional>
#include <set>

namespace inno::client {

class GameScreen;
class TutorBalloon;

class Tutor : public QObject {
    Q_OBJECT
public:
    // Lives as long as the game's controller (its parent); the balloon goes on `screen`.
    Tutor(GameScreen* screen, GameController* controller);
    ~Tutor() override;

    std::optional<Tip> shownTip() const { return current_; }
    QList<Tip> tipsShown() const { return shownOrder_; }
    bool stopped() const { return stopped_; }
    TutorBalloon* balloon() const;
    // Where the lesson on view points, in the game screen's coordinates (empty: at nothing).
    QRect targetRect() const;

    void gotIt();
    void stop();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

signals:
    void tipShown(inno::client::Tip tip);
    void lessonsStopped();

private:
    // Whether the moment a lesson was shown for has gone by (it then steps aside on its own).
    bool passed(Tip tip) const;
    void onSteps(const QList<Step>& steps);
    void scheduleEvaluate();
    void evaluate();
    std::optional<Tip> dueTip() const;
    void show(Tip tip);
    QRect screenRectOf(const QRectF& sceneRect) const;
    // What a lesson keeps clear of where it can: the question's words and buttons, the hand, and the panels over
    // the table (a question's panel, the dogma preview, the pile browser).
    QList<QRect> keepClear() const;
    // What neither the lesson nor its arrow crosses where it can: every card and plate but the target's, the
    // question's words.
    QList<QRect> uncrossed(const QRect& target) const;
    QList<QWidget*> panels() const;
    void follow();

    QPointer<GameScreen> screen_;
    QPointer<GameController> controller_;
    QPointer<TutorBalloon> balloon_;
    QTimer evaluateSoon_;
    std::optional<Tip> current_;
    std::set<Tip> shown_;
    QList<Tip> shownOrder_;
    bool stopped_ = false;
    // Lessons an event called for, with what each points at (computed when shown: the table may have moved).
    std::map<Tip, std::function<QRect()>> pending_;
    std::function<QRect()> target_;
    int demandedMask_ = 0;  // of the dogma running: the seats its demands hit
    int demander_ = -1;
};

}  // namespace inno::client
