// Non-interactive modes of the program: the demo (bots play, a screenshot is saved) and the benchmark.
#pragma once

#include "bots/bot.h"

#include <QElapsedTimer>
#include <QString>

#include <optional>

class QWidget;

namespace inno::client {

class MainWindow;

struct DemoOptions {
    quint64 seed = 1;
    int actions = 20;
    int players = 3;
    LargeGame largeGame = LargeGame::None;  // parley or distant: needed for five players
    bool human = false;  // seat 0 is a person whose decisions are made at random until the screenshot
    QString screenshot;
    // With `human`: keep playing until a prompt of this kind or purpose (cards, color, yesno...) waits, or an action
    // prompt that offers a set's action of this word (its badge is then clicked for the dogma preview).
    QString waitFor;
    int timeoutMs = 120000;
    std::optional<BotLevel> botLevel;  // every bot's level; unset: random, easy and medium by seat
    // Play on past `actions` until seat 1 holds this many cards in hand and some score pile this many cards (0: any).
    int untilHand = 0;
    int untilScore = 0;
    SetMask sets = 1u << kMainSet;  // the card sets in play (a bit per SetId): the base game and the expansions asked for
    std::uint8_t setOptions = 0;  // the sets' own options asked for (Options::setOptions)
};

int runDemo(MainWindow& w, const DemoOptions& o);
int runBenchmark(MainWindow& w, const QElapsedTimer& sinceStart);
// Saves a picture of a window (QWidget::grab), for screenshots.
bool saveScreenshot(QWidget* w, const QString& file);

}  // namespace inno::client
