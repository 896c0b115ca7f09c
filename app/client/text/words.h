// The words for the game's things: colors, icons, splays, special achievements, bot levels, card links,
// players. Every string goes through tr() (context "Texts").
#pragma once

#include "model/table_model.h"

#include <QCoreApplication>
#include <QString>

namespace inno::client {

class Texts {
    Q_DECLARE_TR_FUNCTIONS(Texts)
public:
    static QString color(Color c);
    // The color as it qualifies a player's cards of it in a sentence ("splays their %1 cards"): German declines
    // it after the article ("die gelben Karten"), French agrees it with "cartes" ("ses cartes jaunes").
    static QString cardsColor(Color c);
    // A player's name as the owner in "%1's hand" and the like: German writes the genitive ("Adas Hand",
    // "Alex’ Hand"); other languages the name as it is.
    static QString possessor(const QString& name);
    static QString icon(Icon i, int count = 1);  // "castle", "3 castles"
    static QString iconWord(Icon i);             // "castle"
    static QString splay(Splay s);
    static QString special(const QString& name);
    static QString specialCondition(const QString& name);
    static QString botLevel(const QString& level);
    // A card's title as a link the log turns into a card preview ("card:<id>").
    static QString cardLink(int id);
    static QString hiddenCard(int age);
    // Several hidden cards of one age: "seven 2s" (German "sieben 2er", French "sept 2").
    static QString hiddenCards(int age, int count);
    // A count in words up to twelve ("seven"), in digits above, as a sentence writes it.
    static QString countWord(int count);
    static QString playerName(const TableModel& m, int p);
};

// The card's effect texts with [Icon] markers written as words (for plain-text places).
QString effectPlain(const QString& text);
// French contracts "de" before a vowel ("la main d’Ada"), German a preposition with the article that follows it
// ("vom Stapel", "zum Stapel", "zur Schachtel"): applied to the sentences this client writes with places and
// players' names in them, in the interface's language. English comes back unchanged.
QString contracted(const QString& sentence);
// Names as a list: "Ada", "Ada and Babbage", "Ada, Babbage and Curie".
QString nameList(const QStringList& names);

}  // namespace inno::client
