// The story of a game at its end: who won and why, each player's achievements by name, charts over the turns
// (score, achievements as the rules count them, icons) drawn with Qt Charts, the key moments, and Rematch / Save from there.
#pragma once

#include "model/game_result.h"
#include "model/table_model.h"

#include "core/story.h"

#include <QChartView>
#include <QDialog>
#include <QLineSeries>
#include <QValueAxis>
#include <QWidget>

class QPushButton;

namespace inno::client {

// One line per player over the turns (Qt Charts): integer axes from zero, a legend, and each point's value on hover.
class StoryChart : public QChartView {
    Q_OBJECT
public:
    StoryChart(const QString& title, QWidget* parent = nullptr);
    // values[p][i]: player p at point i; turns[i] the turn of point i.
    void setSeries(const QList<int>& turns, const QList<QList<int>>& values, const QStringList& names);
    // What the chart shows (tests read it): the value of `player`'s line at its last point, the value axis's range.
    int lastValue(int player) const;
    int axisMax() const;
    int valueIntervals() const;  // the value axis's ticks less one
    QSize sizeHint() const override { return {420, 240}; }
    QSize minimumSizeHint() const override { return {260, 170}; }
    static QColor playerColor(int p);

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    void fitValueTicks();
    QList<QLineSeries*> lines_;
    int maxValue_ = 1;
    QValueAxis* turnAxis_;
    QValueAxis* valueAxis_;
};

class StoryDialog : public QDialog {
    Q_OBJECT
public:
    StoryDialog(const GameStory& story, const GameResult& result, const TableModel& finalTable, QWidget* parent = nullptr);
    // The texts shown (tests read them).
    QString headline() const;
    QString why() const;
    QStringList achievementLines() const { return achievementLines_; }
    QStringList momentLines() const { return momentLines_; }
    // Rematch and Save need the game at this computer's table: offered only there.
    void setRematchAvailable(bool on);

signals:
    void rematch();
    void save();

private:
    QString headline_, why_;
    QStringList achievementLines_, momentLines_;
    QPushButton* rematch_ = nullptr;
    QPushButton* save_ = nullptr;
};

// The words of the story (no widgets): what each player achieved, the key moments.
QStringList storyAchievementLines(const TableModel& finalTable);
QStringList storyMomentLines(const GameStory& story, const TableModel& finalTable);

}  // namespace inno::client
