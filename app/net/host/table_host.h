// The table: one game, who sits in each seat, the bots, and what every seat is told.
// Clients reach it through connections (LocalTransport in-process; a TCP server later), never through the Game.
#pragma once

#include "net/host/bot_scheduler.h"

#include "bots/bot.h"
#include "core/game.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <boost/json.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace inno::net {

struct SeatSpec {
    QString name;
    bool human = true;
    BotLevel level = BotLevel::Random;
    // A person who conceded while the game went on with a bot in their seat: the number of events the game had
    // then (-1: no concession). The LAN server sets it; the table tells every client, whose log says so there.
    int concededAt = -1;
    bool operator==(const SeatSpec&) const = default;
};

class TableHost : public QObject {
    Q_OBJECT
public:
    explicit TableHost(QObject* parent = nullptr);
    ~TableHost() override;

    // ---- the game (returns an empty string or the reason it failed)
    QString newGame(const QList<SeatSpec>& seats, const Options& options, quint64 seed);
    // A save written by saveText() (or any engine save; seats without a record are human).
    QString loadGame(const QString& saveText);
    QString saveText() const;
    bool hasGame() const { return game_.has_value(); }
    const Game* game() const { return game_ ? &*game_ : nullptr; }
    const QList<SeatSpec>& seats() const { return seats_; }
    int humanCount() const;
    // The seat that answered each accepted answer, in order.
    const std::vector<int>& answeredBy() const { return answeredBy_; }

    // ---- bots
    // Pause before each bot decision (pacing, so people can follow); 0 in tests and demos.
    void setBotDelayMs(int ms) { botDelayMs_ = ms; }
    int botDelayMs() const { return botDelayMs_; }
    // A stopped table lets no bot move (a demo counting actions, a window closing).
    void setBotsRunning(bool running);
    // Whose bot work this table's is, for the fair turns between tables (bot_scheduler.h).
    void setBotShare(const BotShare& share) { share_ = share; }
    bool stalled() const { return !stallReason_.isEmpty(); }

    // ---- connections: `deliver` receives every message for the given seats (none: a spectator)
    using Deliver = std::function<void(boost::json::object)>;
    int addConnection(const QList<int>& seats, Deliver deliver);
    void removeConnection(int id);
    // A message from a connection ("answer", "undo"); a refusal is sent back to it as an error.
    void receive(int connectionId, const boost::json::object& message);
    // The same, for a caller that replies itself: returns the reason it was refused (empty: accepted), and
    // sends no error.
    QString play(int connectionId, const boost::json::object& message);

    // ---- undo: only with no other human at the table; back to before `seat`'s last decision
    bool canUndo(int seat) const;
    // How many answers an undo by `seat` would keep (nothing when it may not undo).
    std::optional<std::size_t> undoTarget(int seat) const;
    QString undo(int seat);

    // ---- concede (table_host_concede.cpp): `seat` gives up; the game ends and the other seats win
    QString concede(int seat);

signals:
    // An answer was accepted (autosave hooks here); `seat` gave it.
    void answerAccepted(int seat);
    void gameFinished();
    // The engine refused every answer a bot tried (a card effect not implemented yet, an internal error).
    void stalledChanged(const QString& reason);
    void botThinking(int seat, bool thinking);

private:
    struct Connection {
        QList<int> seats;  // empty: spectator (-1)
        Deliver deliver;
        std::map<int, std::size_t> sent;  // per seat: events already sent
    };
    struct BotSeat {
        std::shared_ptr<Bot> bot;
        std::size_t observed = 0;
    };

    QString answerFrom(int seat, const std::vector<std::string>& picks);
    void resetBots();
    void restartTable();
    void feedBots();
    void publish();
    void sendTable(Connection& c);
    void sendUpdates(Connection& c, bool full);
    QList<int> viewSeats(const Connection& c) const;
    void scheduleBot();
    void startBotDecision();
    void botDecided(quint64 generation, int seat, const Answer& answer);
    boost::json::object gameOverMessage() const;
    void setStall(const QString& reason);

    std::optional<Game> game_;
    QList<SeatSpec> seats_;
    std::vector<int> answeredBy_;
    std::map<int, BotSeat> bots_;
    std::map<int, Connection> connections_;
    int nextConnection_ = 1;
    int botDelayMs_ = 0;
    bool botsRunning_ = true;
    bool botBusy_ = false;
    int botRetries_ = 0;
    quint64 generation_ = 0;  // bumps when history is rewritten (undo, load): late bot answers are dropped
    quint64 botSeed_ = 0;
    QString stallReason_;
    QTimer botTimer_;
    BotShare share_;
    FairQueue::Id botJob_ = 0;  // the decision asked for last
};

}  // namespace inno::net
