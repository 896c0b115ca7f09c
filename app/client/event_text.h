// Words for the table: log lines, questions, option labels, results. Every string goes through tr().
#pragma once

#include "table_model.h"

#include <QCoreApplication>
#include <QString>

namespace inno::client {

struct DogmaPreview;
struct GameResult;

class Texts {
    Q_DECLARE_TR_FUNCTIONS(Texts)
public:
    static QString color(Color c);
    static QString icon(Icon i, int count = 1);  // "castle", "3 castles"
    static QString iconWord(Icon i);             // "castle"
    static QString splay(Splay s);
    static QString special(const QString& name);
    static QString specialCondition(const QString& name);
    static QString botLevel(const QString& level);
    // A card's title as a link the log turns into a card preview ("card:<id>").
    static QString cardLink(int id);
    static QString hiddenCard(int age);
    static QString playerName(const TableModel& m, int p);
};

// One log line (HTML) for an event; empty when the event needs no line.
QString describe(const ClientEvent& e, const TableModel& before, const TableModel& after);
QString dogmaPreviewText(const DogmaPreview& d, const TableModel& m);
// Cities: what a player's score and achievement totals are made of (bonuses; flags and fountains, each with why it
// counts or not), as plain lines for a hover text. Empty without Cities.
QString scoreExplanation(const TableModel& m, int player);
QString achievementExplanation(const TableModel& m, int player);
// The question a prompt asks, in words.
QString promptQuestion(const PromptState& p, const TableModel& m);
// A short label for a prompt option button.
QString optionLabel(const PromptOption& o, const PromptState& p, const TableModel& m);
QString resultHeadline(const GameResult& r);
QString resultReason(const GameResult& r);
// The card's effect texts with [Icon] markers written as words (for plain-text places).
QString effectPlain(const QString& text);

}  // namespace inno::client
