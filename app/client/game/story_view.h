// The story of a game at its end: who won and why, each player's achievements by name, charts over the turns
// (score, achievements, icons) drawn with QPainter, the key moments, and Rematch / Save from there.
#pragma once

#include "model/game_result.h"
#include "model/table_model.h"

#include "core/story.h"

#include <QDialog>
#include <QWidget>

namespace inno::client {

// One series per player over the turns, as lines on a grid with the turns below and the values on the left.
class StoryChart : public QWidget {
    Q_OBJECT
public:
    StoryChart(const QString& title, QWidget* parent = nullptr);
    // values[p][i]: player p at point i; turns[i] the turn of point i.
    void setSeries(const QList<int>& turns, const QList<QList<int>>& values, const QStringList& names);
    QSize sizeHint() const override { return {420, 220}; }
    QSize minimumSizeHint() const override { return {260, 160}; }
    static QColor playerColor(int p);

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QString title_;
    QList<int> turns_;
    QList<QList<int>> values_;
    QStringList names_;
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

signals:
    void rematch();
    void save();

private:
    QString headline_, why_;
    QStringList achievementLines_, momentLines_;
};

// The words of the story (no widgets): what each player achieved, the key moments.
QStringList storyAchievementLines(const TableModel& finalTable);
QStringList storyMomentLines(const GameStory& story, const TableModel& finalTable);

}  // namespace inno::client
