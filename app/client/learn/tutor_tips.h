// The lessons of Learn to play: each idea of the game in a few friendly words, shown once when it first matters.
// All the texts are in tutor_tips.cpp, so that they read (and translate) as a whole.
#pragma once

#include <QList>
#include <QString>

namespace inno::client {

// In the order they usually come up in the guided game.
enum class Tip { Opening, Actions, Dogma, Demand, Splay, Score, Achieve, Special };

struct TipText {
    QString title;
    QString body;  // may hold simple HTML (<b>)
};

QList<Tip> allTips();
// `toWin`: the achievements needed to win in this game (the Achieve lesson says it).
TipText tipText(Tip tip, int toWin = 6);
// For settings keys, logs and tests.
QString tipName(Tip tip);

}  // namespace inno::client
