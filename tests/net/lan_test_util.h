// A LAN test player: a TcpTransport that answers its prompts at random and records everything it receives.
#pragma once

#include "net/lan/prompt_picker.h"
#include "net/host/protocol.h"
#include "net/lan/tcp_transport.h"
#include "net/wire/wire.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <map>
#include <random>
#include <string>
#include <vector>

namespace inno::net::test {

// Runs the event loop until `pred` holds or `timeoutMs` passed (QTest::qWaitFor sleeps 10 ms a turn, which
// would make every round trip of a game cost that much).
template <typename Pred>
bool waitFor(Pred pred, int timeoutMs) {
    if (pred()) return true;
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer t;
    t.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (pred() || t.elapsed() > timeoutMs) loop.quit();
    });
    poll.start(1);
    loop.exec();
    return pred();
}

class Player : public QObject {
    Q_OBJECT
public:
    explicit Player(const QString& name, quint64 seed, QObject* parent = nullptr)
        : QObject(parent), name(name), rng(seed), transport(new TcpTransport(this)) {
        connect(transport, &TcpTransport::frameReceived, this, [this](const QByteArray& f) { frames.push_back(f); });
        connect(transport, &ClientTransport::messageReceived, this, &Player::onMessage);
        connect(transport, &TcpTransport::seatsChanged, this, [this](const boost::json::object& m) {
            seatsMessages.push_back(m);
            for (const auto& s : wire::arrayField(m, "seats"))
                if (wire::boolField(wire::objectOf(s), "away")) sawAway = true;
        });
        connect(transport, &ClientTransport::connectionLost, this, [this](const QString& why) { lost = why; });
    }

    QString name;
    std::mt19937_64 rng;
    TcpTransport* transport;
    bool autoAnswer = true;
    int answerDelayMs = 0;
    // Answers given in place of random ones, by prompt id (a game brought to a chosen position).
    std::map<qint64, std::vector<std::string>> script;

    // What arrived.
    QList<QByteArray> frames;
    QList<boost::json::object> events;  // the seat's event log (restarted by a replay)
    QList<boost::json::object> seatsMessages;
    bool sawAway = false;
    bool over = false;
    int tables = 0;            // "table" messages (a new or resent table)
    int historyAsNews = 0;     // a "table" followed by events that are not a replay (history shown as new moves)
    bool afterTable = false;
    qint64 viewAnswers = -1;   // answers count in the last view
    qint64 promptId = -1;      // the prompt waiting on us, -1: none
    boost::json::object prompt;
    int refusals = 0;
    int answersSent = 0;
    qint64 lastAnsweredPrompt = -1;  // the prompt of the last answer sent
    QString lost;
    QString lastRefusal;

    // Whether the latest seats message shows `seat` away (sawAway stays true from any earlier message, the lobby's
    // empty seats included).
    bool seesAway(int seat) const {
        if (seatsMessages.isEmpty()) return false;
        const auto& seats = wire::arrayField(seatsMessages.back(), "seats");
        return seat >= 0 && static_cast<std::size_t>(seat) < seats.size() && wire::boolField(wire::objectOf(seats[static_cast<std::size_t>(seat)]), "away");
    }

    void answerNow() {
        if (promptId < 0) return;
        const auto scripted = script.find(promptId);
        const auto picks = scripted != script.end() ? scripted->second : randomPicks(prompt, rng);
        lastPicks.clear();
        for (const auto& p : picks) lastPicks.emplace_back(p);
        lastAnsweredPrompt = promptId;
        sendLastAnswer();
    }

private:
    static constexpr int kRateLimitedRetryMs = 60;
    boost::json::array lastPicks;  // the answer to lastAnsweredPrompt

    void sendLastAnswer() {
        ++answersSent;
        transport->send(boost::json::object{{"type", "answer"}, {"seat", transport->seat()}, {"promptId", lastAnsweredPrompt}, {"picks", lastPicks}});
    }

    void schedule() {
        const qint64 id = promptId;
        QTimer::singleShot(answerDelayMs, this, [this, id] {
            if (autoAnswer && promptId == id) answerNow();
        });
    }

    void onMessage(const boost::json::object& m) {
        const std::string_view type = wire::stringField(m, "type");
        const bool replay = wire::boolField(m, "replay");
        if (type == msg::Table) {
            ++tables;
            promptId = -1;
            afterTable = true;
        } else if (type == msg::Events) {
            if (afterTable && !replay) ++historyAsNews;
            afterTable = false;
            if (replay) events.clear();
            for (const auto& e : wire::arrayField(m, "events")) events.push_back(wire::objectOf(e));
        } else if (type == msg::View) {
            viewAnswers = wire::intField(m, "answers");
            if (!wire::objectField(m, "view").contains("prompt")) promptId = -1;
        } else if (type == msg::Prompt) {
            promptId = wire::intField(m, "promptId");
            prompt = wire::objectField(m, "prompt");
            if (autoAnswer) schedule();
        } else if (type == msg::GameOver) {
            over = true;
            promptId = -1;
        } else if (type == msg::Error && !wire::boolField(m, "fatal")) {
            ++refusals;
            lastRefusal = qstringField(m, "message");
            if (wire::stringField(m, "code") == "rateLimited") {
                // Answered faster than the server takes requests: the same answer once the server's bucket has a
                // request again (20 a second), so a seed plays the same game however the answers were timed.
                const qint64 id = lastAnsweredPrompt;
                QTimer::singleShot(kRateLimitedRetryMs, this, [this, id] {
                    if (autoAnswer && promptId == id && lastAnsweredPrompt == id) sendLastAnswer();
                });
            } else if (autoAnswer && promptId >= 0 && refusals < 5000) {
                schedule();  // a random answer the rules refuse: try another (the prompt is still waiting)
            }
        }
    }
};

}  // namespace inno::net::test
