#include "sets/echoes/echoes_terms.h"

#include "core/queries.h"
#include "echoes/echoes.h"

#include <array>

namespace inno::echoes {

namespace {
enum Term { EchoEffectTerm, BonusTerm, ForecastTerm, kTerms };
constexpr std::array<const char*, kTerms> kNames{"echoEffect", "bonus", "forecastCard"};
// The score already counts visible bonuses and the hand terms the forecast: zero in the hand-set weights, only the
// Expert's Echoes weights use them.
constexpr std::array<double, kTerms> kHandSet{
    0.0,  // each visible echo effect on the board (run before every dogma of its color)
    0.0,  // each point of visible bonuses, beyond what it adds to the score
    0.0,  // each card in the forecast, beyond what it adds as a card in hand
};

struct Counts {
    int echoEffects = 0, bonus = 0, forecast = 0;
};

// `boardTerms`: count echo effects and bonuses too (only weights that weigh them, or the terms for fitting, need
// them: the board walk is skipped in every other bot's look-ahead).
Counts counts(const GameState& s, int seat, bool boardTerms) {
    const PlayerState p = s.player(seat);
    Counts k;
    k.forecast = static_cast<int>(p.zone(forecastZone()).size());
    if (boardTerms) {
        for (const PileView& pile : p.board()) k.echoEffects += pileMarks(pile, echoMark());
        k.bonus = bonusPoints(p);
    }
    return k;
}

class EchoesTerms final : public SetTerms {
public:
    SetId set() const override { return echoes::set(); }
    std::span<const char* const> termNames() const override { return kNames; }
    std::span<const double> handSetWeights() const override { return kHandSet; }

    // The forecast holds cards to come (promoted after a meld), valued like cards in hand.
    void heldLikeHand(const PlayerState& p, int& cards, int& ages) const override {
        for (CardId c : p.zone(forecastZone())) ++cards, ages += facts(c).age;
    }
    double value(const GameState& s, int seat, std::span<const double> w) const override {
        const Counts k = counts(s, seat, w[EchoEffectTerm] != 0 || w[BonusTerm] != 0);
        return w[EchoEffectTerm] * k.echoEffects + w[BonusTerm] * k.bonus + w[ForecastTerm] * k.forecast;
    }
    void terms(const GameState& s, int seat, std::span<double> t) const override {
        const Counts k = counts(s, seat, true);
        t[EchoEffectTerm] = k.echoEffects;
        t[BonusTerm] = k.bonus;
        t[ForecastTerm] = k.forecast;
    }
    std::optional<EvalWeights> expertWeights() const override { return expertEchoesWeights(); }
};
}  // namespace

const SetTerms& botTerms() {
    static const EchoesTerms terms;
    return terms;
}

EvalWeights expertEchoesWeights() {
    EvalWeights w = inno::expertWeights();
    w.achievement = 17.0;
    w.score = 0.54;
    w.lateScore = -0.08;
    w.eligible = 13.4;
    w.eligibleMore = 5.0;
    w.highestTop = 3.5;
    w.topSum = 0.64;
    w.colors = 1.07;
    w.splay[1] = 0.13;
    w.splay[2] = 3.15;
    w.splay[3] = 5.1;
    w.icon = 0.34;
    w.handCard = 0.54;  // the forecast counts here too, and again below
    w.handAge = 0.29;
    w.control = 0.5;
    w.threat = -0.26;
    const std::span<double> own = weightsOf(w, botTerms());
    own[EchoEffectTerm] = 2.13;
    own[BonusTerm] = -0.4;  // a bonus point is in the score already: it counted for less than a point in the score pile
    own[ForecastTerm] = 1.29;
    w.temperature = 27.0;
    return w;
}

}  // namespace inno::echoes
