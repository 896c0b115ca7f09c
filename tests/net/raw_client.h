// A test client speaking the wire's raw JSON lines (no TcpTransport): every frame it receives is kept, replies are
// found by their request's seq. It may connect from a chosen loopback address (127.0.0.2, ...) to play another
// machine, and it can play a seat at random (answering the prompts it is sent).
#pragma once

#include "lan_test_util.h"

#include "net/lan/prompt_picker.h"
#include "net/wire/wire.h"

#include <QHostAddress>
#include <QTcpSocket>

#include <boost/json.hpp>

#include <algorithm>
#include <optional>
#include <random>

namespace inno::net::test {

struct Raw {
    QTcpSocket socket;
    QByteArray buffer;
    QList<boost::json::object> frames;
    std::int64_t seq = 0;

    bool connectFrom(quint16 port, const QHostAddress& from = {}) {
        if (!from.isNull() && !socket.bind(from)) return false;
        socket.connectToHost(QHostAddress::LocalHost, port);
        return socket.waitForConnected(30'000);
    }
    bool open(quint16 port, const QHostAddress& from = {}) {
        return connectFrom(port, from) &&
               request(boost::json::object{{"type", "hello"}, {"protocol", wire::kWireVersion}}).has_value();
    }
    void pump() {
        buffer += socket.readAll();
        for (qsizetype nl; (nl = buffer.indexOf('\n')) >= 0;) {
            const QByteArray line = buffer.left(nl);
            buffer.remove(0, nl + 1);
            if (auto o = wire::decodeServerFrame(std::string_view(line.constData(), static_cast<std::size_t>(line.size()))))
                frames.push_back(*o);
        }
    }
    std::int64_t post(boost::json::object m) {
        m["seq"] = ++seq;
        const std::string f = wire::encodeFrame(m);
        socket.write(f.data(), static_cast<qint64>(f.size()));
        return seq;
    }
    // Waits for the reply itself, or for the server to close the connection (no reply can come then); the bound is
    // only for a server that never answers (a loaded machine may take seconds, and a reply returns at once).
    std::optional<boost::json::object> reply(std::int64_t s, int timeoutMs = 30'000) {
        std::optional<boost::json::object> found;
        waitFor([&] {
            pump();
            for (const auto& f : frames)
                if (wire::intField(f, "inReplyTo") == s) found = f;
            return found.has_value() || socket.state() == QAbstractSocket::UnconnectedState;
        }, timeoutMs);
        return found;
    }
    std::optional<boost::json::object> request(boost::json::object m, int timeoutMs = 30'000) {
        return reply(post(std::move(m)), timeoutMs);
    }
    // The code of an error reply, or "ok".
    QString ask(boost::json::object m) { return codeOf(request(std::move(m))); }
    static QString codeOf(const std::optional<boost::json::object>& r) {
        if (!r) return "(no reply)";
        return wire::stringField(*r, "type") == "ok" ? QString("ok") : QString::fromStdString(std::string(wire::stringField(*r, "code")));
    }
    // A request sent again while the server refuses it for the sender's rate (as a client does): a player answering
    // every prompt at once can spend its address's budget just before it asks for something else.
    std::optional<boost::json::object> requestWithinRate(const boost::json::object& m, int tries = 100) {
        auto r = request(m);
        for (int i = 1; i < tries && r && wire::stringField(*r, "code") == "rateLimited"; ++i) {
            waitFor([] { return false; }, 50);  // the limiter refills with time: let some pass
            r = request(m);
        }
        return r;
    }
    QString askWithinRate(const boost::json::object& m) { return codeOf(requestWithinRate(m)); }
    template <typename Pred>
    bool saw(Pred pred) {
        pump();
        return std::any_of(frames.begin(), frames.end(), pred);
    }
};

// A Raw client playing its seat at random: it answers each prompt it is sent (a refused answer is tried again).
struct RawPlayer : Raw {
    std::mt19937_64 rng{7};
    std::int64_t answered = -1;  // the prompt id last answered
    std::size_t seen = 0;        // frames looked at

    // Looks at the frames that arrived and answers a new prompt; call it from a wait loop.
    void play() {
        pump();
        for (; seen < static_cast<std::size_t>(frames.size()); ++seen) {
            const boost::json::object& f = frames[static_cast<qsizetype>(seen)];
            const std::string_view type = wire::stringField(f, "type");
            if (type == "table") answered = -1;  // a new game (or the same again): its prompts count from 0
            else if (type == "prompt" && wire::intField(f, "promptId") > answered) answer(f);
            else if (type == "error" && wire::stringField(f, "code") == "refused" && !lastPrompt.empty()) answer(lastPromptFrame);
        }
    }

private:
    boost::json::object lastPromptFrame;
    boost::json::object lastPrompt;

    void answer(const boost::json::object& promptFrame) {
        lastPromptFrame = promptFrame;
        lastPrompt = wire::objectField(promptFrame, "prompt");
        answered = wire::intField(promptFrame, "promptId");
        boost::json::array picks;
        for (const auto& p : randomPicks(lastPrompt, rng)) picks.emplace_back(p);
        post(boost::json::object{{"type", "answer"}, {"promptId", answered}, {"picks", std::move(picks)}});
    }
};

}  // namespace inno::net::test
