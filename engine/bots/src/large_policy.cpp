// How the bots answer the parley prompts (see large_policy.h).
#include "bots/large_policy.h"

#include "bots/policy.h"
#include "core/engine.h"

#include <algorithm>

namespace inno {

namespace {
// `player`'s value after returning `c` from the hand to its deck.
double valueWithout(const GameState& s, int player, CardId c, const EvalWeights& w) {
    GameState g = s;
    g.move(c, listAt({Zone::Deck, -1}, c), false);
    return evaluate(g, player, w);
}

// `player`'s value after executing the demand (or the non-demand) effects of `c` activated by the current
// player, answered by the fast policy; nullopt when the simulation fails.
std::optional<double> valueAfterEffects(const GameState& s, int player, CardId c, bool demands, std::mt19937_64& rng,
                                        const EvalWeights& w) {
    GameState g = s;
    PolicySource answers(rng, w);
    answers.cap = 60;
    try {
        Engine e(g, answers, nullptr);
        DogmaMemory memory;
        const auto& effects = card(c).effects;
        for (int i = 0; i < static_cast<int>(effects.size()); ++i)
            if (effects[i].isDemand() == demands) e.runEffect(i, c, player, g.current, memory);
    } catch (const GameEnded&) {
    } catch (const DogmaComplete&) {
    } catch (const SimulationAborted&) {  // the policy's answer cap: a loop
        return std::nullopt;
    } catch (const std::exception&) {  // an answer the rules refused
        countSimulationRefused();
        return std::nullopt;
    }
    return evaluate(g, player, w);
}
}  // namespace

bool isParleyPayment(const Prompt& p) {
    return p.kind == PromptKind::Cards &&
           (p.purpose == Purpose::Parley || p.purpose == Purpose::ParleyShare || p.purpose == Purpose::ParleyEscape);
}

Answer parleyAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w) {
    if (p.options.empty()) return {};
    const int payer = p.player;
    const double now = evaluate(s, payer, w);
    // The cheapest payment: the card whose return loses the least value.
    std::uint8_t cheapest = 0;
    double cost = 1e300;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const CardId c = p.options[i].a;
        if (p.options[i].type != Choice::Card || s.where(c).zone != Zone::Hand) continue;
        const double loss = now - valueWithout(s, payer, c, w);
        if (loss < cost) cost = loss, cheapest = static_cast<std::uint8_t>(i);
    }
    if (p.min > 0 || p.source == kNoCard) return {cheapest};
    const bool escape = p.purpose == Purpose::ParleyEscape;
    const auto after = valueAfterEffects(s, payer, p.source, escape, rng, w);
    if (!after) return escape ? Answer{cheapest} : Answer{};
    const double effect = *after - now;  // what the effects would do to the payer: negative for a harmful demand
    const bool pay = escape ? -effect > cost : effect > cost;
    return pay ? Answer{cheapest} : Answer{};
}

}  // namespace inno
