// The replay viewer: a saved game's table, log and a step bar; forward and back decision by decision or by turn,
// seen by any seat (what that seat saw then), or with every card in the open once the game is finished.
#pragma once

#include "model/table_model.h"

#include "core/replay.h"

#include <QWidget>

#include <boost/json.hpp>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QSlider;
class QSplitter;
class QTabWidget;

namespace inno::client {

class LogPanel;
class TableScene;
class TableView;

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReplayWindow(QWidget* parent = nullptr);
    ~ReplayWindow() override;

    // Loads a save's text; returns an empty string, or the reason it cannot be replayed (the window unchanged).
    QString open(const QString& saveText, const QString& title = {});

    // ---- position and viewpoint (the keys and buttons call these; tests too)
    std::size_t position() const { return position_; }
    std::size_t positions() const { return replay_ ? replay_->positions() : 0; }
    void setPosition(std::size_t k);
    void stepForward() { setPosition(position_ + 1); }
    void stepBack() { setPosition(position_ == 0 ? 0 : position_ - 1); }
    void nextTurn();
    void previousTurn();
    // The seat whose view is shown, or kAllCards.
    static constexpr int kAllCards = -2;
    int viewer() const { return viewer_; }
    bool setViewer(int seat);
    bool allCardsOffered() const;
    const TableModel& model() const { return model_; }
    const GameReplay* replay() const { return replay_.get(); }
    LogPanel* log() const { return log_; }
    QListWidget* turns() const { return turns_; }
    QComboBox* seatSelector() const { return seats_; }
    TableScene* scene() const { return scene_; }
    // The log line `line` (a block of the log) shows an event of this position.
    std::size_t positionOfLine(int line) const;

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void rebuildLog();
    TableModel modelAt(std::size_t k) const;  // the table at position k as the seat on view saw it
    QString choiceText(std::size_t k) const;
    void showPosition();
    void markLog();
    void fitAllCards();

    std::unique_ptr<GameReplay> replay_;
    boost::json::object table_;  // the players, options and the start, as a table message
    std::size_t seatsListed_ = 0;  // the seats whose kind (person or bot) the file says
    std::size_t position_ = 0;
    int viewer_ = 0;
    TableModel model_;
    QList<std::size_t> linePositions_;  // per log line, the position its event belongs to
    int markedUpTo_ = -1;
    QList<int> splitBeforeAllCards_;  // the table's and the log's widths, while "All cards" has folded the log

    TableScene* scene_;
    TableView* view_;
    LogPanel* log_;
    QListWidget* turns_;
    QTabWidget* tabs_;
    QSplitter* split_;
    QComboBox* seats_;
    QSlider* slider_;
    QLabel* where_;
    QLabel* what_;
};

}  // namespace inno::client
