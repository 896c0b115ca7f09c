// "What would the Expert do?": the Expert's search run off the GUI thread on what one seat knows, and the
// panel that shows its progress (with Cancel) and then the top choices, each with a win chance and a reason.
#pragma once

#include "bots/hint.h"
#include "model/table_model.h"

#include <QDialog>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QThread;
class QVBoxLayout;

namespace inno::client {

// Inside an action: the seat's position when the action began and the action's events since, as the seat saw them.
// The hint finds the action's answers again from them (bots/seat_unit.h) and plays each hinted answer out.
struct ActionSoFar {
    GameState start;
    std::vector<Event> seen;
};

// One search at a time, on its own thread. Only the seat's own view goes in: the events redacted for it feed a
// card tracker, and the engine samples the hidden cards from that (bots/hint.h).
class HintSearch : public QObject {
    Q_OBJECT
public:
    explicit HintSearch(QObject* parent = nullptr);
    ~HintSearch() override;

    // Starts a search (a running one is cancelled first) from what a seat knows, in a game at this computer and
    // at a LAN table alike: a position built from its view (bots/seat_position.h), the tracker fed with the events
    // it saw, and its waiting prompt. Inside an action, `action` lets each choice be played out to say what it does;
    // without it (or when the seat's record does not replay) the choices are ranked as bots/hint.h says.
    // Returns false, starting nothing, when the prompt is not the seat's.
    bool start(const GameState& position, const CardTracker& tracker, const Prompt& prompt, const HintSettings& settings,
               std::optional<ActionSoFar> action = std::nullopt);
    void cancel();
    bool running() const { return thread_ != nullptr; }
    const Prompt& prompt() const { return prompt_; }
    const std::vector<HintChoice>& choices() const { return choices_; }

signals:
    void progressed(double fraction);
    void finished();   // choices() holds the result
    void cancelled();

private:
    void stopThread();
    void run(std::shared_ptr<GameState> state, const CardTracker& tracker, const Prompt& prompt,
             const HintSettings& settings, std::shared_ptr<const ActionSoFar> action);

    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
    quint64 generation_ = 0;
    Prompt prompt_;
    std::vector<HintChoice> choices_;
};

class HintPanel : public QDialog {
    Q_OBJECT
public:
    explicit HintPanel(QWidget* parent = nullptr);

    // Asks the Expert about a seat's waiting prompt from what it knows (HintSearch::start above); `model` (that
    // seat's view) names the choices; `answers`: accepted so far. False when the prompt is not the seat's.
    bool ask(const GameState& position, const CardTracker& tracker, const Prompt& prompt, const TableModel& model,
             std::size_t answers, std::optional<ActionSoFar> action = std::nullopt);
    void setSettings(const HintSettings& s) { settings_ = s; }
    // The game went on (`answers` accepted in all): advice for an earlier prompt is withdrawn.
    void gameMoved(std::size_t answers);
    HintSearch* search() const { return search_; }
    bool searching() const { return search_->running(); }
    // The shown choices, one line each ("choice — win chance — reason").
    QStringList choiceLines() const { return lines_; }
    // The note under the choices when a later one shows a higher chance than an earlier one; empty otherwise.
    QString orderNoteText() const;
    // That note for these choices, in their order (the Expert's: the choice its search tried most first).
    static QString orderNote(const std::vector<HintChoice>& choices);
    QPushButton* cancelButton() const { return cancel_; }

    // The words for a reason the engine measured.
    static QString reasonText(HintReason reason, int amount);
    // What a choice does (its play-out inside an action), in the log's sentences; empty when it was not played out.
    static QString outcomeText(const HintChoice& c, const TableModel& model);
    // What the order of a choice's picks changes, when the same picks in another order are listed before it.
    static QString orderText(const HintChoice& c, const TableModel& model);
    // A choice with the answers that have the same result: "A, B (in any order)" when they only reorder it.
    static QString choiceText(const Prompt& p, const HintChoice& c, const TableModel& model);
    // A choice in words, as the prompt bar names its options.
    static QString answerText(const Prompt& p, const Answer& a, const TableModel& model);

private:
    void showChoices();
    void started();
    void clearRows();

    HintSearch* search_;
    HintSettings settings_;
    TableModel model_;
    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QVBoxLayout* rows_;
    QLabel* orderNote_;
    QStringList lines_;
    std::size_t askedAt_ = 0;
};

}  // namespace inno::client
