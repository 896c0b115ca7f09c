#include "learn/tutor.h"

#include "game/game_screen.h"
#include "game/overlays.h"
#include "game/pile_browser.h"
#include "game/prompt_widgets.h"
#include "learn/tutor_balloon.h"
#include "settings.h"
#include "table/table_scene.h"

#include <QEvent>
#include <QPushButton>

#include <algorithm>

namespace inno::client {

Tutor::Tutor(GameScreen* screen, GameController* controller) : QObject(controller), screen_(screen), controller_(controller) {
    balloon_ = new TutorBalloon(screen);
    balloon_->setScale(std::max<qreal>(1, screen->textScale()));
    connect(balloon_, &TutorBalloon::gotIt, this, &Tutor::gotIt);
    connect(balloon_, &TutorBalloon::stopRequested, this, &Tutor::stop);
    evaluateSoon_.setSingleShot(true);
    evaluateSoon_.setInterval(0);
    connect(&evaluateSoon_, &QTimer::timeout, this, &Tutor::evaluate);
    // After the screen has taken each change in (the tutor speaks of the table as shown).
    connect(controller, &GameController::stepsArrived, this, &Tutor::onSteps);
    connect(controller, &GameController::promptChanged, this, &Tutor::scheduleEvaluate);
    connect(controller, &GameController::viewUpdated, this, &Tutor::scheduleEvaluate);
    connect(controller, &GameController::gameOver, this, [this] {
        if (balloon_) balloon_->dismiss();
        current_.reset();
    });
    connect(screen->scene(), &TableScene::stepFinished, this, &Tutor::scheduleEvaluate);
    connect(screen->view(), &TableView::resized, this, &Tutor::scheduleEvaluate);
    // A panel opening over the table moves the lesson out of its way (the dogma preview's Activate stays clickable).
    for (QWidget* panel : panels()) panel->installEventFilter(this);
    scheduleEvaluate();
}

QList<QWidget*> Tutor::panels() const {
    return {screen_->choicePanel(), screen_->dogmaConfirm(), screen_->pileBrowser()};
}

bool Tutor::eventFilter(QObject* watched, QEvent* e) {
    if (e->type() == QEvent::Show || e->type() == QEvent::Hide || e->type() == QEvent::Move || e->type() == QEvent::Resize)
        if (current_) scheduleEvaluate();
    return QObject::eventFilter(watched, e);
}

Tutor::~Tutor() { delete balloon_; }

TutorBalloon* Tutor::balloon() const { return balloon_; }

void Tutor::scheduleEvaluate() { evaluateSoon_.start(); }

QRect Tutor::screenRectOf(const QRectF& sceneRect) const {
    if (sceneRect.isEmpty() || !screen_) return {};
    QWidget* viewport = screen_->view()->viewport();
    const QRect inView = screen_->view()->mapFromScene(sceneRect).boundingRect() & viewport->rect();
    if (inView.isEmpty()) return {};
    return QRect(viewport->mapTo(screen_, inView.topLeft()), inView.size());
}

QList<QRect> Tutor::keepClear() const {
    QList<QRect> out;
    // The question under the table: its words and buttons (its empty room may take the lesson).
    PromptBar* bar = screen_->promptBar();
    if (bar->isVisible())
        for (const QRect& part : bar->shownParts()) out << part.translated(bar->mapTo(screen_, QPoint(0, 0)));
    const int me = controller_->viewSeat();
    // The learner's hand and board: what the lessons talk about, never hidden by them when there is room elsewhere.
    // The board is its whole row, empty piles too: the next card is melded there (the four actions' lesson stood
    // over the empty blue and purple piles).
    QRectF hand, board = screen_->scene()->ownBoardRect();
    for (const auto& [key, spec] : screen_->scene()->layout().items) {
        if (spec.owner != me) continue;
        if (spec.zone == Zone::Hand) hand |= spec.rect;
        if (spec.zone == Zone::Board) board |= spec.rect;
    }
    for (const QRectF& own : {hand, board})
        if (const QRect r = screenRectOf(own); !r.isEmpty()) out << r;
    // Every player's lines under their plate or board (hand, score pile, achievements, a set's zone: the first
    // lesson stood over the opponent's "Main : 2 cartes"), and the titles of listed cards (the score pile's).
    for (const auto& [key, label] : screen_->scene()->layout().labels)
        if (key.kind == LabelKey::Hand || key.kind == LabelKey::Score || key.kind == LabelKey::Achievements ||
            key.kind == LabelKey::ExtraZone || key.kind == LabelKey::CardTitle)
            if (const QRect r = screenRectOf(label.rect); !r.isEmpty()) out << r;
    for (QWidget* panel : panels())
        if (panel->isVisible()) out << QRect(panel->mapTo(screen_, QPoint(0, 0)), panel->size());
    return out;
}

QList<QRect> Tutor::uncrossed(const QRect& target) const {
    // The cards on the table and the players' plates, but those of the target (and the cards its ring touches).
    QList<QRect> out;
    const QRect ring = TutorPointer::ringAround(target).toAlignedRect();
    const Layout& l = screen_->scene()->layout();
    auto add = [&](const QRectF& sceneRect) {
        if (const QRect r = screenRectOf(sceneRect); !r.isEmpty() && !r.intersects(ring)) out << r;
    };
    for (const auto& [key, spec] : l.items)
        if (key.kind != ItemKey::Flying) add(spec.rect);
    for (const auto& [player, plate] : l.plates) add(plate.rect);
    // The question's words and the card that asks, in the bar under the table.
    PromptBar* bar = screen_->promptBar();
    if (bar->isVisible())
        for (const QRect& r : {bar->questionWordsRect(), bar->sourceCardRect()})
            if (!r.isEmpty()) out << r.translated(bar->mapTo(screen_, QPoint(0, 0)));
    return out;
}

void Tutor::follow() {
    const QRect target = target_ ? target_() : QRect();
    balloon_->pointAt(target, keepClear(), uncrossed(target));
}

QRect Tutor::targetRect() const { return current_ && target_ ? target_() : QRect(); }

void Tutor::onSteps(const QList<Step>& steps) {
    if (stopped_ || !controller_) return;
    const int me = controller_->viewSeat();
    TableScene* scene = screen_->scene();
    auto pend = [this](Tip tip, std::function<QRect()> where) {
        if (!shown_.count(tip) && !pending_.count(tip)) pending_[tip] = std::move(where);
    };
    auto layoutRect = [this, scene](auto pick) {
        return [this, scene, pick] { return screenRectOf(pick(scene->layout())); };
    };
    for (const Step& step : steps) {
        const Event& e = step.event;
        switch (e.kind) {
        case EventKind::DogmaRoles:
            demandedMask_ = e.demanded;
            demander_ = e.player;
            break;
        case EventKind::EffectStarted:
            if (e.demand != Effect::NonDemand && me >= 0 && (demandedMask_ >> me & 1) && demander_ != me) {
                // The demanding card on its owner's board, else that player's plate.
                const int who = demander_, card = cardOrNone(e.card);
                pend(Tip::Demand, layoutRect([who, card](const Layout& l) {
                    if (const auto it = l.items.find(cardKey(card)); card >= 0 && it != l.items.end()) return it->second.rect;
                    const auto it = l.plates.find(who);
                    return it == l.plates.end() ? QRectF() : it->second.rect;
                }));
            }
            break;
        case EventKind::Splayed:
            if (e.splay != Splay::None) {
                const ItemKey slot = slotKey(e.player, e.color);
                pend(Tip::Splay, layoutRect([slot](const Layout& l) {
                    const auto it = l.pileSlots.find(slot);
                    return it == l.pileSlots.end() ? QRectF() : it->second.pileRect;
                }));
            }
            break;
        case EventKind::CardMoved:
            if (e.to.zone == Zone::Score) {
                const int who = e.to.player >= 0 ? e.to.player : e.player;
                pend(Tip::Score, layoutRect([who](const Layout& l) {
                    QRectF r;
                    if (const auto it = l.labels.find(LabelKey::score(who)); it != l.labels.end()) r = it->second.rect;
                    for (const auto& [key, spec] : l.items)
                        if (spec.owner == who && spec.zone == Zone::Score) r |= spec.rect;
                    return r;
                }));
            }
            break;
        case EventKind::AchievementClaimed:
            if (e.isSpecial) {
                const int who = e.player;
                pend(Tip::Special, layoutRect([who](const Layout& l) {
                    const auto it = l.labels.find(LabelKey::achievements(who));
                    return it == l.labels.end() ? QRectF() : it->second.rect;
                }));
            }
            break;
        default: break;
        }
    }
    scheduleEvaluate();
}

std::optional<Tip> Tutor::dueTip() const {
    const auto& prompt = controller_->prompt();
    const bool mine = prompt && prompt->seat == controller_->viewSeat() && !controller_->awaitingReply();
    const bool action = mine && prompt->kind == PromptKind::Action;
    auto fresh = [this](Tip t) { return !shown_.count(t); };
    if (mine && prompt->purpose == Purpose::OpeningMeld && fresh(Tip::Opening)) return Tip::Opening;
    if (action && fresh(Tip::Actions)) return Tip::Actions;
    // Something that just happened to the player comes before what they could do next.
    for (Tip t : {Tip::Demand, Tip::Splay, Tip::Score, Tip::Special})
        if (pending_.count(t)) return t;
    if (!shown_.count(Tip::Actions)) return std::nullopt;
    auto offers = [&](PromptOption::Type type) {
        return action && std::any_of(prompt->options.begin(), prompt->options.end(),
                                     [type](const PromptOption& o) { return o.type == type; });
    };
    if (offers(PromptOption::Dogma) && fresh(Tip::Dogma)) return Tip::Dogma;
    if (offers(PromptOption::Achieve) && fresh(Tip::Achieve)) return Tip::Achieve;
    // Special achievements are told by the middle of the game even when none was claimed yet.
    constexpr int kSpecialsByTurn = 9;
    if (action && controller_->model().turnNumber >= kSpecialsByTurn && fresh(Tip::Special)) return Tip::Special;
    return std::nullopt;
}

void Tutor::evaluate() {
    if (stopped_ || !controller_ || !screen_ || controller_->isOver()) return;
    if (!screen_->idle()) return;  // stepFinished brings us back
    balloon_->setScale(std::max<qreal>(1, screen_->textScale()));
    if (current_ && !passed(*current_)) {
        follow();  // the table may have moved under the lesson
        return;
    }
    if (current_) gotIt();  // its moment has passed: the next lesson, if one is due, takes its place
    if (const auto tip = dueTip()) show(*tip);
}

void Tutor::show(Tip tip) {
    const int me = controller_->viewSeat();
    const auto& prompt = controller_->prompt();
    TableScene* scene = screen_->scene();
    auto fromLayout = [this, scene](auto pick) {
        return std::function<QRect()>([this, scene, pick] { return screenRectOf(pick(scene->layout())); });
    };
    std::function<QRect()> where;
    switch (tip) {
    case Tip::Opening:
        where = fromLayout([me](const Layout& l) {
            QRectF r;
            for (const auto& [key, spec] : l.items)
                if (spec.owner == me && spec.zone == Zone::Hand) r |= spec.rect;
            return r;
        });
        break;
    case Tip::Actions:
        where = [this] {
            QRect r;
            for (QPushButton* b : screen_->promptBar()->choices()->findChildren<QPushButton*>("optionButton"))
                if (b->isVisible()) r |= QRect(b->mapTo(screen_, QPoint(0, 0)), b->size());
            return r;
        };
        break;
    case Tip::Dogma: {
        int card = -1;
        for (const PromptOption& o : prompt->options)
            if (o.type == PromptOption::Dogma) {
                card = o.card();
                break;
            }
        where = fromLayout([card](const Layout& l) {
            const auto it = l.items.find(cardKey(card));
            return it == l.items.end() ? QRectF() : it->second.rect;
        });
        break;
    }
    case Tip::Achieve: {
        int age = 0;
        for (const PromptOption& o : prompt->options)
            if (o.type == PromptOption::Achieve) {
                age = o.age;
                break;
            }
        where = fromLayout([age](const Layout& l) {
            const auto it = l.items.find(achievementKey(QString::number(age)));
            return it == l.items.end() ? QRectF() : it->second.rect;
        });
        break;
    }
    default:
        if (const auto it = pending_.find(tip); it != pending_.end()) where = it->second;
        else  // the specials in the supply, when none was claimed yet
            where = fromLayout([](const Layout& l) {
                QRectF r;
                for (const auto& [key, spec] : l.items)
                    if (key.kind == ItemKey::Special) r |= spec.rect;
                return r;
            });
        break;
    }
    pending_.erase(tip);
    shown_.insert(tip);
    shownOrder_ << tip;
    current_ = tip;
    target_ = where;
    const TipText text = tipText(tip, controller_->model().achievementsToWin());
    follow();
    balloon_->showTip(text.title, text.body);
    emit tipShown(tip);
}

bool Tutor::passed(Tip tip) const {
    // The opening lesson asks the learner to pick a card to meld: once that is done, it would only mislead. The
    // other lessons explain what stays true, and stay until "Got it".
    const auto& prompt = controller_->prompt();
    return tip == Tip::Opening && !(prompt && prompt->purpose == Purpose::OpeningMeld);
}

void Tutor::gotIt() {
    if (!current_) return;
    current_.reset();
    target_ = nullptr;
    balloon_->dismiss();
    scheduleEvaluate();
}

void Tutor::stop() {
    stopped_ = true;
    current_.reset();
    target_ = nullptr;
    pending_.clear();
    balloon_->dismiss();
    AppSettings::instance().setLessonsStopped(true);
    emit lessonsStopped();
}

}  // namespace inno::client
