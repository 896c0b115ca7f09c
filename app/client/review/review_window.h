// The game review window: the graph of every seat's chance to win over the game, the three decisions where the
// reviewed seat's chance fell most (what it chose, what the Expert would have chosen, both chances), and a click on
// either asks the replay viewer for that moment. The review runs on its own thread with a progress bar and Cancel;
// closing the window cancels it.
#pragma once

#include "model/table_model.h"

#include "bots/review.h"
#include "core/replay.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace inno::client {

class ReviewChart;
class ReviewRunner;

class ReviewWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReviewWindow(QWidget* parent = nullptr);
    ~ReviewWindow() override;

    // The budgets every new review window uses (bots/review.h; tests make them small).
    static void setDefaultSettings(const ReviewSettings& settings);
    static ReviewSettings defaultSettings();

    // Loads a save's text and starts reviewing it for `seat` (-1: the first person's seat, else the first seat).
    // Returns an empty string, or the reason it cannot be reviewed (the window unchanged).
    QString open(const QString& saveText, int seat = -1, const QString& title = {});
    // Reviews the loaded game for another seat (or the same one again).
    void reviewSeat(int seat);
    void cancel();

    int seat() const { return seat_; }
    const QString& saveText() const { return saveText_; }
    const GameReplay* replay() const { return replay_.get(); }
    ReviewRunner* runner() const { return runner_; }
    ReviewChart* chart() const { return chart_; }
    QListWidget* worstList() const { return worst_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    QComboBox* seatSelector() const { return seats_; }
    QString status() const;

    // One costly decision in words: when, what the seat chose and what the Expert would have, with both chances.
    QString decisionText(const ReviewDecision& d) const;
    // Its second line, what the Expert would have chosen (`answer`) and how much more its chance is.
    static QString expertText(const ReviewDecision& d, const QString& answer);

signals:
    // The replay should show this position (after `position` decisions).
    void positionRequested(std::size_t position);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void showGraph();
    void showDecisions();
    void setRunning(bool on);
    TableModel modelAt(std::size_t position) const;  // the table as the reviewed seat saw it then
    QStringList names() const;

    ReviewSettings settings_;
    QString saveText_;
    std::shared_ptr<const Game> game_;
    std::unique_ptr<GameReplay> replay_;
    int seat_ = 0;

    ReviewRunner* runner_;
    ReviewChart* chart_;
    QComboBox* seats_;
    QLabel* heading_;
    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* worstTitle_;
    QListWidget* worst_;
    QLabel* note_;
};

}  // namespace inno::client
