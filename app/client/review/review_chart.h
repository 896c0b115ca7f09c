// The review's graph (Qt Charts): each seat's chance to win after every decision, the turns along the bottom,
// 0-100% up the side, a legend, the costliest decisions marked; hovering shows every seat's chance at that point,
// and a click anywhere over the plot asks for that position.
#pragma once

#include "bots/review.h"

#include <QChartView>
#include <QStringList>

#include <optional>

class QLineSeries;
class QScatterSeries;

namespace inno::client {

class ReviewChart : public QChartView {
    Q_OBJECT
public:
    explicit ReviewChart(QWidget* parent = nullptr);

    // Draws `review` (its graph, and its worst decisions once known) with the seats' names.
    void showReview(const GameReview& review, const QStringList& names);
    void clearReview();

    // The position under a point of the viewport, when it lies over the plot.
    std::optional<std::size_t> positionAt(const QPoint& viewportPos);
    // Where the reviewed seat's line passes position k, in viewport coordinates.
    QPoint pointOf(std::size_t position);
    // What hovering over position k tells.
    QString pointText(std::size_t position) const;
    // A chance in [0, 1] as whole percents, in the words of the language ("43%", « 43 % »).
    static QString percentText(double chance);
    QLineSeries* seatLine(int seat) const { return seat >= 0 && seat < lines_.size() ? lines_[seat] : nullptr; }
    QScatterSeries* worstMarks() const { return worst_; }
    // The turns labelled along the bottom, with the position each label stands at.
    QList<std::pair<int, std::size_t>> turnLabels() const { return turnLabels_; }

signals:
    void positionClicked(std::size_t position);

protected:
    void mouseMoveEvent(QMouseEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    bool viewportEvent(QEvent* e) override;

private:
    GameReview review_;
    QStringList names_;
    QList<QLineSeries*> lines_;
    QScatterSeries* worst_ = nullptr;
    QLineSeries* cursor_ = nullptr;  // the vertical line at the hovered position
    QList<std::pair<int, std::size_t>> turnLabels_;
};

}  // namespace inno::client
