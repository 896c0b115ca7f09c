#include "learn/tutor_balloon.h"

#include "style/palette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace inno::client {

namespace {
constexpr int kGap = 18;           // between the target and the balloon: room for the arrow
constexpr int kWidth = 340;

QPointF nearestOnRect(const QRectF& r, QPointF p) {
    return {std::clamp(p.x(), r.left(), r.right()), std::clamp(p.y(), r.top(), r.bottom())};
}

bool crosses(const QLineF& line, const QRectF& r) {
    if (line.isNull() || r.isEmpty()) return false;
    if (r.contains(line.p1()) || r.contains(line.p2())) return true;
    const QLineF edges[] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()}, {r.bottomLeft(), r.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges),
                       [&line](const QLineF& e) { return line.intersects(e, nullptr) == QLineF::BoundedIntersection; });
}
}  // namespace

TutorBalloon::TutorBalloon(QWidget* screen) : QFrame(screen) {
    setObjectName("tutorBalloon");
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setStyleSheet(QString("QFrame#tutorBalloon { background: %1; color: %2; border: 2px solid %3; border-radius: 8px; }"
                          "QFrame#tutorBalloon QLabel { background: transparent; color: %2; }")
                      .arg(palette::kTutorPaper.name(), palette::kTutorInk.name(), palette::kTutorRing.name()));
    pointer_ = new TutorPointer(screen);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(14, 10, 14, 10);
    title_ = new QLabel(this);
    title_->setObjectName("tutorTitle");
    body_ = new QLabel(this);
    body_->setObjectName("tutorText");
    body_->setWordWrap(true);
    body_->setTextFormat(Qt::RichText);
    auto* buttons = new QHBoxLayout;
    stop_ = new QPushButton(tr("Stop the lessons"), this);
    stop_->setObjectName("tutorStop");
    stop_->setToolTip(tr("No more lessons, in this game or later ones"));
    gotIt_ = new QPushButton(tr("Got it"), this);
    gotIt_->setObjectName("tutorGotIt");
    // Never the default button: Enter belongs to the game's question.
    for (QPushButton* b : {stop_, gotIt_}) b->setAutoDefault(false), b->setFocusPolicy(Qt::NoFocus);
    buttons->addWidget(stop_);
    buttons->addStretch(1);
    buttons->addWidget(gotIt_);
    v->addWidget(title_);
    v->addWidget(body_);
    v->addLayout(buttons);
    connect(gotIt_, &QPushButton::clicked, this, &TutorBalloon::gotIt);
    connect(stop_, &QPushButton::clicked, this, &TutorBalloon::stopRequested);
    setScale(1);
    hide();
}

TutorBalloon::~TutorBalloon() { delete pointer_; }

void TutorBalloon::setScale(qreal f) {
    if (styled_ && qFuzzyCompare(f, scale_)) return;  // the tutor asks at every change of the table
    styled_ = true;
    scale_ = f;
    title_->setStyleSheet(QString("font-weight: bold; font-size: %1px;").arg(qRound(16 * f)));
    body_->setStyleSheet(QString("font-size: %1px;").arg(qRound(13 * f)));
    setFixedWidth(qRound(kWidth * f));
    if (isVisible()) place();
}

void TutorBalloon::showTip(const QString& title, const QString& body) {
    title_->setText(title);
    body_->setText(body);
    show();
    raise();
    place();
}

void TutorBalloon::pointAt(const QRect& target, const QList<QRect>& keepClear, const QList<QRect>& uncrossed) {
    target_ = target;
    keepClear_ = keepClear;
    uncrossed_ = uncrossed;
    if (isVisible()) place();
}

QString TutorBalloon::titleText() const { return title_->text(); }
QString TutorBalloon::bodyText() const { return body_->text(); }

void TutorBalloon::dismiss() {
    hide();
    pointer_->hide();
}

QRect TutorBalloon::freeRoom(const QRect& area, QSize size) const {
    // Clear of the target (with room for the arrow), of what to keep clear and of what not to cross; the arrow over
    // nothing it must not cross but the target's near neighbours (a supply's tiles stand a few pixels apart).
    const QRect nearTarget = target_.adjusted(-kGap, -kGap, kGap, kGap);
    auto fits = [&](const QRect& r) {
        if (r.intersects(nearTarget)) return false;
        if (std::any_of(keepClear_.begin(), keepClear_.end(), [&r](const QRect& k) { return r.intersects(k); })) return false;
        const QLineF arrow = TutorPointer::arrow(target_, r);
        return std::none_of(uncrossed_.begin(), uncrossed_.end(), [&](const QRect& u) {
            return r.intersects(u) || (!u.intersects(nearTarget) && crosses(arrow, u));
        });
    };
    // Any place of the screen, scanned in steps: the one with the shortest arrow.
    const int step = std::max(8, qRound(12 * scale_));
    QRect best;
    qreal nearest = 1e12;
    for (int y = area.top(); y <= area.bottom() - size.height() + step; y += step)
        for (int x = area.left(); x <= area.right() - size.width() + step; x += step) {
            const QRect r(QPoint(std::min(x, area.right() - size.width()), std::min(y, area.bottom() - size.height())), size);
            if (r.left() < area.left() || r.top() < area.top() || !fits(r)) continue;
            if (const qreal length = TutorPointer::arrow(target_, r).length(); length < nearest) nearest = length, best = r;
        }
    return best;
}

void TutorBalloon::place() {
    QWidget* screen = parentWidget();
    if (!screen) return;
    const QRect area = screen->rect().adjusted(8, 8, -8, -8);
    const int baseWidth = qRound(kWidth * scale_);
    auto sizeAt = [this](int w) { return QSize(w, hasHeightForWidth() ? heightForWidth(w) : sizeHint().height()); };
    QRect where;
    if (!target_.isEmpty() && !uncrossed_.isEmpty()) {
        // The free room nearest the target; where none holds the usual shape, a wider and lower one (a gap between
        // two rows of cards) or a narrower and taller one (the log's column).
        for (const qreal f : {1.0, 1.5, 2.0, 0.8, 0.65}) {
            const int w = std::min(area.width(), qRound(baseWidth * f));
            if ((where = freeRoom(area, sizeAt(w))).isValid()) break;
        }
    }
    if (where.isValid()) {
        setFixedWidth(where.width());
        resize(where.size());
    } else {
        setFixedWidth(baseWidth);
        resize(sizeAt(baseWidth));
    }
    const QSize size = this->size();
    auto inside = [&](QRect r) {
        r.moveLeft(std::clamp(r.left(), area.left(), std::max(area.left(), area.right() - size.width())));
        r.moveTop(std::clamp(r.top(), area.top(), std::max(area.top(), area.bottom() - size.height())));
        return r;
    };
    if (!where.isValid() && target_.isEmpty()) {
        where = QRect(QPoint(area.right() - size.width(), area.top()), size);
    } else if (!where.isValid()) {
        // No room that crosses nothing: beside the target, the sides first; above or below it, centred, shifted
        // either way, past something to keep clear, or at an edge. What to keep clear that holds the target (the
        // question around its buttons) counts as part of it.
        QRect block = target_;
        for (const QRect& k : keepClear_)
            if (k.intersects(target_)) block |= k;
        const int midY = block.center().y() - size.height() / 2, midX = target_.center().x() - size.width() / 2;
        QList<int> xs = {midX, target_.center().x(), target_.center().x() - size.width()};
        for (const QRect& k : keepClear_)
            if (k.right() + kGap + size.width() <= area.right()) xs << k.right() + kGap;
        xs << area.right() - size.width() << area.left();
        QList<QRect> tries = {QRect(QPoint(block.right() + kGap, midY), size),
                              QRect(QPoint(block.left() - kGap - size.width(), midY), size)};
        for (int y : {block.top() - kGap - size.height(), block.bottom() + kGap})
            for (int x : xs) tries << QRect(QPoint(x, y), size);
        // Farther away, at the top or the bottom of the screen, the arrow reaching across.
        for (int y : {area.top(), area.bottom() - size.height()})
            for (int x : xs) tries << QRect(QPoint(x, y), size);
        auto clear = [this](const QRect& r) {
            return !r.intersects(target_) &&
                   std::none_of(keepClear_.begin(), keepClear_.end(), [&r](const QRect& k) { return r.intersects(k); });
        };
        for (const QRect& t : tries)
            if (const QRect r = inside(t); clear(r)) {
                where = r;
                break;
            }
        if (where.isNull())  // no room that keeps everything clear: at least never over the target
            for (const QRect& t : tries)
                if (const QRect r = inside(t); !r.intersects(target_)) {
                    where = r;
                    break;
                }
        // A target as large as the screen: the corner farthest from its middle.
        if (where.isNull()) {
            const bool right = target_.center().x() < area.center().x(), down = target_.center().y() < area.center().y();
            where = QRect(QPoint(right ? area.right() - size.width() : area.left(), down ? area.bottom() - size.height() : area.top()), size);
        }
    }
    move(where.topLeft());
    raise();
    pointer_->setShapes(target_, geometry());
    pointer_->setGeometry(screen->rect());
    pointer_->show();
    pointer_->raise();
    raise();
}

// ---------------------------------------------------------------- the pointer

TutorPointer::TutorPointer(QWidget* screen) : QWidget(screen) {
    setObjectName("tutorPointer");
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    hide();
}

void TutorPointer::setShapes(const QRect& target, const QRect& balloon) {
    target_ = target;
    balloon_ = balloon;
    update();
}

QRectF TutorPointer::ringAround(const QRect& target) { return QRectF(target).adjusted(-5, -5, 5, 5); }

QLineF TutorPointer::arrow(const QRect& target, const QRect& balloon) {
    // From the balloon's edge to the ring, along the line between their nearest points.
    const QRectF ring = ringAround(target);
    const QPointF tip = nearestOnRect(ring, QRectF(balloon).center());
    const QPointF tail = nearestOnRect(QRectF(balloon), tip);
    const QLineF line(tail, tip);
    return line.length() < 6 ? QLineF() : line;
}

void TutorPointer::paintEvent(QPaintEvent*) {
    if (target_.isEmpty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette::kTutorRing, 3));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(ringAround(target_), 8, 8);
    const QLineF line = arrow();
    if (line.isNull()) return;
    const QPointF tip = line.p2();
    p.drawLine(line);
    const qreal a = std::atan2(-line.dy(), line.dx());
    const qreal head = 12;
    QPainterPath arrowHead;
    arrowHead.moveTo(tip);
    arrowHead.lineTo(tip - QPointF(std::cos(a - M_PI / 7) * head, -std::sin(a - M_PI / 7) * head));
    arrowHead.lineTo(tip - QPointF(std::cos(a + M_PI / 7) * head, -std::sin(a + M_PI / 7) * head));
    arrowHead.closeSubpath();
    p.setBrush(palette::kTutorRing);
    p.drawPath(arrowHead);
}

}  // namespace inno::client
