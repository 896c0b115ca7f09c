// Turns the table's messages into per-seat models and prompts, and the player's intentions into answers.
// No widgets: the table, the prompt bar and the log observe it; tests drive it directly.
#pragma once

#include "model/dogma_preview.h"
#include "model/seat_story.h"
#include "model/since_last_turn.h"
#include "model/game_result.h"
#include "model/table_model.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <map>
#include <optional>

namespace inno::net {
class ClientTransport;
struct EventsEnvelope;
struct ViewEnvelope;
struct PromptEnvelope;
}

namespace inno::client {

// What the seat on view knows, for a hint worked out in this client when it has no game of its own (LAN): the
// events as that seat received them (already redacted by the table), its last view, and the answers so far.
struct SeatKnowledge {
    std::vector<Event> events;
    View view;
    qint64 answers = 0;
    // The view the seat had when the action under way began, and how many of `events` came before it: a hint
    // inside the action plays its answers out from there (bots/seat_unit.h). None outside an action.
    std::optional<View> actionStartView;
    std::size_t actionStartEvents = 0;
};

// One event as shown: the event, the table right after it, and its line in the log (HTML, may be empty).
struct Step {
    Event event;
    TableModel after;
    QString logHtml;
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(net::ClientTransport* transport, QObject* parent = nullptr);

    // ---- what is known
    bool hasTable() const { return !seats_.empty(); }
    int viewSeat() const { return viewSeat_; }
    QList<int> ownSeats() const { return ownSeats_; }
    int humanSeatCount() const { return ownSeats_.size(); }
    const TableModel& model() const;
    const std::optional<PromptState>& prompt() const;  // for the seat on view
    bool awaitingReply() const { return awaitingReply_; }
    bool canUndo() const;
    bool isOver() const { return result_.has_value(); }
    const std::optional<GameResult>& result() const { return result_; }
    QString fatalError() const { return fatal_; }
    // What the seat on view knows, when a decision of its own waits (nothing else: no prompt, an observer).
    std::optional<SeatKnowledge> knowledge() const;
    // Answers the table had accepted at the seat on view's last view.
    qint64 answersSoFar() const;
    // The story of the game so far as the seat on view saw it (model/seat_story.h).
    GameStory story() const;
    // What the other seats did since the seat on view last decided (model/since_last_turn.h); empty for an observer.
    SinceLastTurn sinceLastDecision() const;
    // The whole log of the seat on view, as HTML lines.
    QStringList logLines() const;
    // A human seat (not on view) whose decision is waiting: hot-seat play must hand over the screen.
    int seatWaitingForHandover() const;

    // ---- intentions (return false, and emit answerRefused, when not possible now)
    bool answer(const QStringList& picks);
    bool draw();
    bool meld(int card);
    bool dogma(int card);
    bool parley(int card);  // a distant player's top card, under the parley rule
    bool takeSetAction(ActionKind action, int card);  // a set's action on a top card
    bool achieve(int age);
    bool undo();
    // The seat on view gives up (a person's seat, the game not over): the game ends and the others win.
    bool canConcede() const;
    bool concede();
    // A LAN table whose host chose that a bot takes a conceding player's seat (the game then goes on).
    void setConcedeGoesToBot(bool on) { concedeGoesToBot_ = on; }
    bool concedeGoesToBot() const { return concedeGoesToBot_; }
    // The seat on view activating `card` (see dogma_preview.h).
    DogmaPreview previewDogma(int card, std::optional<ActionKind> setAction = std::nullopt) const;

    // Shows another of this client's seats (hot-seat handover).
    void setViewSeat(int seat);
    // An observer watches a seat it does not play (demo mode): no prompt is ever offered.
    void setObserver(bool on) { observer_ = on; }
    bool observer() const { return observer_; }

signals:
    void tableReset();                       // a new or rewritten history: rebuild without animation
    void stepsArrived(const QList<inno::client::Step>& steps);  // new events on the seat on view
    void viewUpdated();                      // the authoritative snapshot for the seat on view
    void promptChanged();
    void answerSent();                       // the question waits for the table's reply: nothing to answer now
    void answerRefused(const QString& reason);
    void handoverNeeded(int seat);           // hot-seat: another person must take the screen
    void gameOver();
    void fatal(const QString& reason);

private:
    struct SeatData {
        TableModel model;
        std::optional<PromptState> prompt;
        std::optional<Prompt> enginePrompt;  // the same prompt as the engine wrote it (answers are checked against it)
        QStringList log;
        bool canUndo = false;
        std::int64_t concessionsLogged = -1;  // events up to this index have had their concessions logged
        std::vector<Event> events;            // as received (redacted for the seat)
        std::optional<View> view;
        qint64 answers = 0;
        std::size_t decidedAt = 0;  // events received before the seat's last decision (or the table's rewrite)
        TableModel atDecision;      // the seat's table then
        std::optional<View> actionStartView;  // see SeatKnowledge
        std::size_t actionStartEvents = 0;
    };

    void onMessage(const boost::json::object& m);
    void onView(SeatData& s, int seat, const net::ViewEnvelope& view);
    void onPrompt(SeatData& s, int seat, const net::PromptEnvelope& prompt);
    void onEvents(SeatData& s, int seat, const net::EventsEnvelope& m);
    // Logs "X conceded; a bot plays their seat" for the concessions made before event `upTo`, once each.
    void logConcessions(SeatData& s, std::int64_t upTo);
    // Sends the option of the waiting prompt that `is` picks out (its text is the engine's), or refuses with `why`.
    bool sendOption(const std::function<bool(const PromptOption&)>& is, const QString& why);
    void onTable(const boost::json::object& m);
    // A message this client cannot read (refused by its decoder): shown and logged; nothing else changes.
    void unreadable(std::string_view type, const QString& why);
    bool refuse(const QString& why);

    QPointer<net::ClientTransport> transport_;
    std::map<int, SeatData> seats_;
    QList<int> ownSeats_;
    int viewSeat_ = -1;
    bool awaitingReply_ = false;
    bool observer_ = false;
    bool concedeGoesToBot_ = false;
    std::optional<GameResult> result_;
    QString fatal_;
    net::TableEnvelope table_;
};

}  // namespace inno::client

Q_DECLARE_METATYPE(inno::client::Step)
