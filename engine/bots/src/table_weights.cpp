// The evaluation weights of each level for each kind of table (docs/evaluation.md tells what was fitted on what).
#include "bots/evaluate.h"

#include "bots/set_terms.h"

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

EvalWeights expertWeights(const Options& table) {
    // A set in play with weights fitted to its games (the first registered, if several have): at every table size.
    for (const SetTermsEntry* e : setTermsInPlay(table))
        if (std::optional<EvalWeights> w = e->terms->expertWeights()) {
            if (everySeatForItself(table)) w->temperature = multiSeatTemperature(table, true);
            return *w;
        }
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
