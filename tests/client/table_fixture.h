// One game at a local table host with this client's controller and game screen, as the client tests drive it:
// the seats, options, window size and dogma question a test asks for, and random legal answers for its seat.
#pragma once

#include "game/game_screen.h"
#include "model/game_controller.h"
#include "model/table_model.h"
#include "net/host/local_transport.h"
#include "net/host/table_host.h"

#include <QSize>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>

namespace inno::client::testing {

struct TableSetup {
    QList<net::SeatSpec> seats{net::SeatSpec{"Alex", true, BotLevel::Random}, net::SeatSpec{"Ada", false, BotLevel::Random}};
    Options options{2, false, false};
    QList<int> seatsHere{0};  // the seats this client plays
    QSize windowSize{1500, 950};
    bool confirmDogma = false;
};

// A prompt's answers, each as often as it may be picked, in a random order.
inline QStringList shuffledAnswers(const PromptState& p, std::mt19937_64& rng) {
    QStringList pool;
    for (const auto& o : p.options)
        for (int k = 0; k < o.count; ++k) pool << o.text;
    std::shuffle(pool.begin(), pool.end(), rng);
    return pool;
}

// A legal answer from the front of `pool`: the whole of it for an order, else as few as the prompt allows (one
// where it may), "none" when nothing is picked.
inline QStringList picksFrom(const PromptState& p, const QStringList& pool) {
    QStringList picks = p.kind == PromptKind::Order ? pool : pool.mid(0, std::max(p.min, std::min<int>(1, static_cast<int>(pool.size()))));
    if (picks.size() > p.max) picks = picks.mid(0, p.max);
    if (picks.isEmpty()) picks << "none";
    return picks;
}

struct Table {
    net::TableHost host;
    std::unique_ptr<net::LocalTransport> transport;
    std::unique_ptr<GameController> controller;
    std::unique_ptr<GameScreen> screen;

    explicit Table(quint64 seed, const TableSetup& setup = {}) {
        host.setBotDelayMs(0);
        const QString why = host.newGame(setup.seats, setup.options, seed);
        if (!why.isEmpty()) qFatal("newGame: %s", qPrintable(why));
        transport = std::make_unique<net::LocalTransport>(&host, setup.seatsHere);
        controller = std::make_unique<GameController>(transport.get());
        screen = std::make_unique<GameScreen>();
        screen->setAnimationMs(0);
        screen->setConfirmDogma(setup.confirmDogma);
        screen->resize(setup.windowSize);
        screen->show();
        screen->attach(controller.get());
    }
    bool ready() const { return controller->prompt().has_value() && screen->idle() && !controller->awaitingReply(); }
    // Waits for this client's next prompt; false when the game ends or nothing comes.
    bool waitReady() {
        return QTest::qWaitFor([this] { return ready() || controller->isOver(); }, 20000) && ready();
    }
    const TableModel& model() const { return controller->model(); }
    const GameState& state() const { return host.game()->state(); }

    // Answers with `answerFor(prompt)` until `done` holds at one of this client's prompts; false when it never
    // does within `maxAnswers` answers.
    template <typename Done, typename AnswerFor>
    bool playUntil(Done done, AnswerFor answerFor, int maxAnswers) {
        for (int i = 0; i < maxAnswers; ++i) {
            if (!waitReady()) return false;
            if (done()) return true;
            if (!controller->answer(answerFor(*controller->prompt()))) return false;
            if (!QTest::qWaitFor([this] { return !controller->awaitingReply(); }, 10000)) return false;
        }
        return false;
    }
};

}  // namespace inno::client::testing
