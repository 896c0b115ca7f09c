// The review's graph: one line per seat in the story's colours, the turns as the bottom axis (each label exactly
// where its turn starts), chances from 0 to 100% with even ticks.
#include "review/review_chart.h"

#include "game/story_view.h"
#include "style/palette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace inno::client {

namespace {
// Every how many turns a label goes along the bottom, so that at most about twelve are shown.
int turnStride(int turns) {
    for (int stride : {1, 2, 5, 10, 20, 50})
        if (turns / stride <= 12) return stride;
    return 100;
}
}  // namespace

ReviewChart::ReviewChart(QWidget* parent) : QChartView(parent) {
    setObjectName("reviewChart");
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setMinimumSize(420, 240);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
}

void ReviewChart::clearReview() {
    chart()->removeAllSeries();
    for (QAbstractAxis* axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
    lines_.clear();
    worst_ = nullptr;
    cursor_ = nullptr;
    turnLabels_.clear();
    review_ = {};
}

void ReviewChart::showReview(const GameReview& review, const QStringList& names) {
    clearReview();
    review_ = review;
    names_ = names;
    if (review.points.empty()) return;
    const std::size_t last = std::max<std::size_t>(review.points.size() - 1, 1);

    auto* x = new QCategoryAxis;
    x->setTitleText(tr("Turn"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setStartValue(0);
    x->setRange(0, static_cast<qreal>(last));
    const int stride = turnStride(review.points.back().turn);
    int labelled = 0;
    for (const ReviewPoint& p : review.points)
        if (p.turn > labelled && (p.turn == 1 || p.turn % stride == 0) && p.position > 0) {
            labelled = p.turn;
            x->append(QString::number(p.turn), static_cast<qreal>(p.position));
            turnLabels_.push_back({p.turn, p.position});
        }
    auto* y = new QValueAxis;
    y->setTitleText(tr("Chance to win"));
    y->setRange(0, 100);
    y->setTickCount(6);
    // The axis writes its labels with printf, from Latin-1: the language's percent form ("%1%", "%1 %") with %d for
    // the number and a plain space for a no-break one.
    QString format = tr("%1%").replace('%', "%%").replace("%%1", "%d");
    format.replace(QChar(QChar::Nbsp), ' ').replace(QChar(0x202f), ' ');
    y->setLabelFormat(format);
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);

    auto attach = [&](QXYSeries* s) {
        chart()->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    for (int seat = 0; seat < names.size(); ++seat) {
        auto* line = new QLineSeries;
        line->setName(names[seat]);
        QPen pen(StoryChart::playerColor(seat));
        pen.setWidthF(seat == review.seat ? 3.0 : 1.8);
        line->setPen(pen);
        for (const ReviewPoint& p : review.points)
            line->append(static_cast<qreal>(p.position), p.chances[static_cast<std::size_t>(seat)] * 100.0);
        attach(line);
        lines_.push_back(line);
    }
    // The costliest decisions, marked where their outcome shows: the position after each.
    worst_ = new QScatterSeries;
    worst_->setName(tr("Where %1's chance fell most").arg(names.value(review.seat)));
    worst_->setMarkerSize(12);
    worst_->setColor(palette::kReviewWorst);
    worst_->setBorderColor(palette::kReviewWorstEdge);
    for (std::size_t i : review.worst) {
        const std::size_t at = std::min(review.decisions[i].position + 1, review.points.size() - 1);
        worst_->append(static_cast<qreal>(at), review.points[at].chances[static_cast<std::size_t>(review.seat)] * 100.0);
    }
    attach(worst_);
    cursor_ = new QLineSeries;
    QPen dashed(palette::kReviewCursor);
    dashed.setStyle(Qt::DashLine);
    cursor_->setPen(dashed);
    attach(cursor_);
    for (QLegendMarker* m : chart()->legend()->markers(cursor_)) m->setVisible(false);
    if (review.worst.empty())
        for (QLegendMarker* m : chart()->legend()->markers(worst_)) m->setVisible(false);
}

std::optional<std::size_t> ReviewChart::positionAt(const QPoint& viewportPos) {
    if (lines_.isEmpty()) return std::nullopt;
    const QPointF at = chart()->mapFromScene(mapToScene(viewportPos));
    if (!chart()->plotArea().adjusted(-4, -4, 4, 4).contains(at)) return std::nullopt;
    const double x = chart()->mapToValue(at, lines_.front()).x();
    return static_cast<std::size_t>(std::clamp<double>(std::round(x), 0.0, static_cast<double>(review_.points.size() - 1)));
}

QPoint ReviewChart::pointOf(std::size_t position) {
    if (lines_.isEmpty() || position >= review_.points.size()) return {};
    const double y = review_.points[position].chances[static_cast<std::size_t>(review_.seat)] * 100.0;
    const QPointF at = chart()->mapToPosition(QPointF(static_cast<qreal>(position), y), lines_.front());
    return mapFromScene(chart()->mapToScene(at));
}

QString ReviewChart::percentText(double chance) { return tr("%1%").arg(QLocale().toString(qRound(chance * 100))); }

QString ReviewChart::pointText(std::size_t position) const {
    if (position >= review_.points.size()) return {};
    const ReviewPoint& p = review_.points[position];
    QStringList lines;
    if (p.position == 0)
        lines << tr("The deal");
    else if (p.turn == 0)
        lines << tr("Opening · decision %1").arg(p.position);
    else
        lines << tr("Turn %1 · decision %2").arg(p.turn).arg(p.position);
    if (p.decidedBy >= 0) lines << tr("after %1's choice").arg(names_.value(p.decidedBy));
    for (int seat = 0; seat < names_.size(); ++seat)
        lines << tr("%1: %2").arg(names_[seat], percentText(p.chances[static_cast<std::size_t>(seat)]));
    return lines.join('\n');
}

void ReviewChart::mouseMoveEvent(QMouseEvent* e) {
    QChartView::mouseMoveEvent(e);
    const auto k = positionAt(e->position().toPoint());
    if (!k || !cursor_) {
        if (cursor_) cursor_->clear();
        QToolTip::hideText();
        return;
    }
    cursor_->replace(QList<QPointF>{{static_cast<qreal>(*k), 0.0}, {static_cast<qreal>(*k), 100.0}});
    if (QToolTip::isVisible()) QToolTip::showText(e->globalPosition().toPoint(), pointText(*k), viewport());
}

bool ReviewChart::viewportEvent(QEvent* e) {
    // The tooltip is the hovered position's (the chart's scene has none of its own to show).
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        if (const auto k = positionAt(help->pos()))
            QToolTip::showText(help->globalPos(), pointText(*k), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QChartView::viewportEvent(e);
}

void ReviewChart::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton)
        if (const auto k = positionAt(e->position().toPoint())) {
            emit positionClicked(*k);
            return;
        }
    QChartView::mousePressEvent(e);
}

void ReviewChart::leaveEvent(QEvent* e) {
    if (cursor_) cursor_->clear();
    QChartView::leaveEvent(e);
}

}  // namespace inno::client
