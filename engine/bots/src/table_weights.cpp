// The evaluation weights of each level for each kind of table (docs/evaluation.md tells what was fitted on what).
#include "bots/evaluate.h"

#include "bots/set_terms.h"

#include <optional>

namespace inno {

namespace {
// With three seats or more the win chances are a softmax over the seats, and both sets of weights, at the
// two-seat temperature, were overconfident there: the temperatures below are those that fitted who won in games of
// three to five seats between hard bots best (held-out log loss; base games and an expansion's alike).
double multiSeatTemperature(const Options& table, bool expert) {
    if (!everySeatForItself(table)) return EvalWeights{}.temperature;
    if (table.playerCount == 3) return expert ? 40.0 : 80.0;
    return expert ? 27.0 : 45.0;
}

// Three seats of a base game: the expert's terms refitted on 4,014 games of three hard bots, with the temperature
// that fitted them (docs/evaluation.md, "Three seats at scale"). Icons take over from the splays, which say nearly
// the same thing, and a seat's own demands count for little. With a set in play the two-seat weights at
// temperature 40 stay: no game of three seats with a set was fitted or paired with these.
EvalWeights threeSeatBaseWeights() {
    EvalWeights w;
    w.achievement = 13.81;
    w.score = 1.03;
    w.lateScore = -0.18;
    w.eligible = 8.42;
    w.eligibleMore = 7.05;
    w.highestTop = 1.78;
    w.topSum = 0.39;
    w.colors = -0.47;
    w.splay[1] = -0.72;
    w.splay[2] = -0.10;
    w.splay[3] = -1.98;
    w.icon = 0.85;
    w.handCard = 0.81;
    w.handAge = 0.32;
    w.control = 0.08;
    w.threat = 0.38;
    w.temperature = 25.0;
    return w;
}
}  // namespace

EvalWeights expertWeights() {
    EvalWeights w;
    w.achievement = 14.5;
    w.score = 0.95;
    w.lateScore = -0.2;  // late in the game a score lead counts for less: the decks, not the score, end most games
    w.eligible = 11.6;
    w.eligibleMore = 4.5;
    w.highestTop = 2.5;
    w.topSum = 0.8;
    w.colors = 0.53;
    w.splay[1] = 0.18;
    w.splay[2] = 1.71;
    w.splay[3] = 5.0;
    w.icon = -0.08;  // icons count through control, threats and splays; on their own they predicted nothing
    w.handCard = 0.39;
    w.handAge = 0.39;
    w.control = 0.37;
    w.threat = -0.22;
    return w;
}

namespace {
// Weights fitted to games of this kind of table, if any: a set in play with its own (the first registered, if
// several have), at every table size; three seats of a base game.
std::optional<EvalWeights> fittedExpertWeights(const Options& table) {
    for (const SetTermsEntry* e : setTermsInPlay(table))
        if (std::optional<EvalWeights> w = e->terms->expertWeights()) {
            if (everySeatForItself(table)) w->temperature = multiSeatTemperature(table, true);
            return w;
        }
    if (table.playerCount == 3 && baseGame(table)) return threeSeatBaseWeights();
    return std::nullopt;
}
}  // namespace

bool expertWeightsFittedTo(const Options& table) { return fittedExpertWeights(table).has_value(); }

EvalWeights expertWeights(const Options& table) {
    if (std::optional<EvalWeights> w = fittedExpertWeights(table)) return *w;
    // At four and five seats the weights fitted to two-seat games steered the expert's search badly: with them it
    // won 10% of 50 five-seat games against four hards (par 20%), with the hand-set weights 42% of the same deals
    // (docs/evaluation.md). There it values positions as hard does.
    if (table.playerCount >= 4 && !table.teams) return handSetWeights(table);
    EvalWeights w = expertWeights();
    w.temperature = multiSeatTemperature(table, true);
    return w;
}

EvalWeights handSetWeights(const Options& table) {
    EvalWeights w;
    w.temperature = multiSeatTemperature(table, false);
    return w;
}

}  // namespace inno
