// A LAN test player: a TcpTransport that answers its prompts at random and records everything it receives.
#pragma once

#include "json_bridge.h"
#include "prompt_picker.h"
#include "protocol.h"
#include "tcp_transport.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

#include <random>
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
        connect(transport, &TcpTransport::seatsChanged, this, [this](const QJsonObject& m) {
            seatsMessages.push_back(m);
            for (const auto& s : m.value("seats").toArray())
                if (s.toObject().value("away").toBool()) sawAway = true;
        });
        connect(transport, &ClientTransport::connectionLost, this, [this](const QString& why) { lost = why; });
    }

    QString name;
    std::mt19937_64 rng;
    TcpTransport* transport;
    bool autoAnswer = true;
    int answerDelayMs = 0;

    // What arrived.
    QList<QByteArray> frames;
    QList<QJsonObject> events;  // the seat's event log (restarted by a replay)
    QList<QJsonObject> seatsMessages;
    bool sawAway = false;
    bool over = false;
    int tables = 0;            // "table" messages (a new or resent table)
    int historyAsNews = 0;     // a "table" followed by events that are not a replay (history shown as new moves)
    bool afterTable = false;
    qint64 viewAnswers = -1;   // answers count in the last view
    qint64 promptId = -1;      // the prompt waiting on us, -1: none
    QJsonObject prompt;
    int refusals = 0;
    int answersSent = 0;
    QString lost;
    QString lastRefusal;

    void answerNow() {
        if (promptId < 0) return;
        const auto picks = randomPicks(toBoost(prompt), rng);
        QJsonArray list;
        for (const auto& p : picks) list.append(QString::fromStdString(p));
        ++answersSent;
        transport->send(QJsonObject{{"type", "answer"}, {"seat", transport->seat()}, {"promptId", promptId}, {"picks", list}});
    }

private:
    void schedule() {
        const qint64 id = promptId;
        QTimer::singleShot(answerDelayMs, this, [this, id] {
            if (autoAnswer && promptId == id) answerNow();
        });
    }

    void onMessage(const QJsonObject& m) {
        const QString type = m.value("type").toString();
        if (type == msg::Table) {
            ++tables;
            promptId = -1;
            afterTable = true;
        } else if (type == msg::Events) {
            if (afterTable && !m.value("replay").toBool()) ++historyAsNews;
            afterTable = false;
            if (m.value("replay").toBool()) events.clear();
            for (const auto& e : m.value("events").toArray()) events.push_back(e.toObject());
        } else if (type == msg::View) {
            viewAnswers = m.value("answers").toInteger();
            if (!m.value("view").toObject().contains("prompt")) promptId = -1;
        } else if (type == msg::Prompt) {
            promptId = m.value("promptId").toInteger();
            prompt = m.value("prompt").toObject();
            if (autoAnswer) schedule();
        } else if (type == msg::GameOver) {
            over = true;
            promptId = -1;
        } else if (type == msg::Error && !m.value("fatal").toBool()) {
            ++refusals;
            lastRefusal = m.value("message").toString();
            // A random answer the rules refuse: try another (the prompt is still waiting).
            if (autoAnswer && promptId >= 0 && refusals < 5000) schedule();
        }
    }
};

}  // namespace inno::net::test
