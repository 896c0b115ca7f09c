#include "bots/search.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace inno {

std::uint32_t actionKey(const Choice& c) {
    return (static_cast<std::uint32_t>(c.type) << 16) | (static_cast<std::uint32_t>(c.a) << 8) | c.age;
}

namespace {
constexpr double kFailedValue = 0.25;  // a simulation that could not be played out (a loop, an unfinished card)

int optionWithKey(const Prompt& p, std::uint32_t key) {
    for (std::size_t i = 0; i < p.options.size(); ++i)
        if (actionKey(p.options[i]) == key) return static_cast<int>(i);
    return -1;
}

// Answers the action prompt with a given option, everything after it with the policy.
class ForcedSource final : public PolicySource {
public:
    ForcedSource(std::mt19937_64& rng, const EvalWeights& w, std::uint32_t key) : PolicySource(rng, w), key_(key) {}
    Answer answer(const GameState& s, const Prompt& p) override {
        if (!used_ && p.kind == PromptKind::Action) {
            used_ = true;
            int i = optionWithKey(p, key_);
            if (i < 0) throw SimulationAborted{};
            return {static_cast<std::uint8_t>(i)};
        }
        return PolicySource::answer(s, p);
    }

private:
    std::uint32_t key_;
    bool used_ = false;
};

class CaptureSource final : public AnswerSource {
public:
    Answer answer(const GameState&, const Prompt& p) override { throw PromptReached{p}; }
};

// The action prompt waiting in `g` (a unit boundary in the playing phase), if any.
bool nextActionPrompt(const GameState& g, Prompt& out) {
    if (g.phase != Phase::Playing) return false;
    GameState copy = g;
    CaptureSource capture;
    try {
        Engine(copy, capture, nullptr).runUnit();
    } catch (const PromptReached& reached) {
        out = reached.prompt;
        return out.kind == PromptKind::Action;
    } catch (const GameEnded&) {
    }
    return false;
}

double playForced(GameState& g, std::uint32_t key, int me, std::mt19937_64& rng, const EvalWeights& w) {
    ForcedSource src(rng, w, key);
    if (!simulateUnit(g, src)) return kFailedValue;
    return winProbability(g, me, w);
}
}  // namespace

int greedyAction(const Sampler& sampler, const Prompt& p, int samples, std::mt19937_64& rng, const EvalWeights& w) {
    const int me = p.player;
    std::vector<GameState> worlds(static_cast<std::size_t>(std::max(samples, 1)));
    for (auto& g : worlds) sampler.sampleInto(g, rng);
    int best = 0;
    double bestValue = -1;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const std::uint32_t key = actionKey(p.options[i]);
        double total = 0;
        for (const auto& world : worlds) {
            GameState g = world;
            total += playForced(g, key, me, rng, w);
        }
        if (total > bestValue) bestValue = total, best = static_cast<int>(i);
    }
    return best;
}

int pairAction(const Sampler& sampler, const Prompt& p, int samples, const SearchLimits& limits, std::mt19937_64& rng,
               const EvalWeights& w) {
    const int me = p.player;
    const std::size_t n = p.options.size();
    std::vector<double> total(n, 0.0);
    GameState world, g1, g2;
    Prompt second;
    int done = 0;
    for (int k = 0; k < std::max(samples, 1); ++k) {
        if (k > 0 && limits.outOfTime()) break;
        sampler.sampleInto(world, rng);
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t key = actionKey(p.options[i]);
            g1 = world;
            ForcedSource src(rng, w, key);
            if (!simulateUnit(g1, src)) {
                total[i] += kFailedValue;
                continue;
            }
            double value = winProbability(g1, me, w);
            if (!g1.over() && g1.current == me && nextActionPrompt(g1, second)) {
                double bestSecond = -1;
                for (const Choice& c : second.options) {
                    g2 = g1;
                    bestSecond = std::max(bestSecond, playForced(g2, actionKey(c), me, rng, w));
                }
                if (bestSecond >= 0) value = bestSecond;
            }
            total[i] += value;
        }
        ++done;
    }
    return static_cast<int>(std::max_element(total.begin(), total.end()) - total.begin());
}

namespace {
struct Edge {
    std::uint32_t key = 0;
    std::int32_t child = -1;
    std::uint8_t player = 0;  // who chooses this action
    double visits = 0, value = 0, available = 0;
};
struct Node {
    std::vector<Edge> edges;
};

struct Tree {
    std::vector<Node> nodes;
    double exploration = 0;  // set from the search's configuration
    std::optional<std::uint32_t> onlyAtRoot;
};

// Chooses the action inside the tree (and grows it by one node), everything else by the policy.
class TreeSource final : public PolicySource {
public:
    TreeSource(std::mt19937_64& rng, const EvalWeights& w, Tree& tree, int node)
        : PolicySource(rng, w), tree_(tree), node_(node) {}
    Answer answer(const GameState& s, const Prompt& p) override {
        if (chosen_ || p.kind != PromptKind::Action) return PolicySource::answer(s, p);
        chosen_ = true;
        Node& node = tree_.nodes[node_];
        // Availability: every legal action's edge counts this visit; new actions are expanded first.
        int unexpanded = -1;
        double unexpandedPrior = -1e300;
        std::vector<int> legalEdge(p.options.size(), -1);
        const bool restricted = node_ == 0 && tree_.onlyAtRoot.has_value();
        for (std::size_t i = 0; i < p.options.size(); ++i) {
            const std::uint32_t key = actionKey(p.options[i]);
            if (restricted && key != *tree_.onlyAtRoot) continue;
            auto it = std::find_if(node.edges.begin(), node.edges.end(), [&](const Edge& e) { return e.key == key; });
            if (it == node.edges.end()) {
                // Prefer achievements, then an arbitrary but reproducible spread over the rest.
                double prior = (p.options[i].type == Choice::Achieve ? 100.0 : 0.0) +
                               std::uniform_real_distribution<double>(0.0, 1.0)(rng_);
                if (prior > unexpandedPrior) unexpandedPrior = prior, unexpanded = static_cast<int>(i);
            } else {
                legalEdge[i] = static_cast<int>(it - node.edges.begin());
            }
        }
        int pick = -1;
        if (unexpanded >= 0) {
            Edge e;
            e.key = actionKey(p.options[unexpanded]);
            e.player = p.player;
            node.edges.push_back(e);
            legalEdge[unexpanded] = static_cast<int>(node.edges.size()) - 1;
            expanded = true;
            pick = unexpanded;
        }
        for (std::size_t i = 0; i < p.options.size(); ++i)
            if (legalEdge[i] >= 0) node.edges[legalEdge[i]].available += 1;
        if (pick < 0) {
            double bestScore = -1e300;
            for (std::size_t i = 0; i < p.options.size(); ++i) {
                if (legalEdge[i] < 0) continue;
                const Edge& e = node.edges[legalEdge[i]];
                double score = e.value / e.visits + tree_.exploration * std::sqrt(std::log(e.available) / e.visits);
                if (score > bestScore) bestScore = score, pick = static_cast<int>(i);
            }
            if (pick < 0) throw SimulationAborted{};  // the one action allowed at the root is not legal here
        }
        edge = legalEdge[pick];
        return {static_cast<std::uint8_t>(pick)};
    }
    bool chosen() const { return chosen_; }
    bool expanded = false;
    int edge = -1;

private:
    Tree& tree_;
    int node_;
    bool chosen_ = false;
};
}  // namespace

namespace {
bool decided(const Node& root, std::size_t options, double left) {
    if (root.edges.size() < options) return false;  // an action not tried yet could still take every visit
    double first = 0, second = 0;
    for (const Edge& e : root.edges)
        if (e.visits > first) second = first, first = e.visits;
        else if (e.visits > second) second = e.visits;
    return first - second > left;
}
}  // namespace

int ismctsAction(const Sampler& sampler, const Prompt& p, const MctsConfig& config, const SearchLimits& limits,
                 std::mt19937_64& rng, const EvalWeights& w, MctsStats* stats) {
    Tree tree;
    tree.exploration = config.exploration;
    tree.onlyAtRoot = config.onlyAtRoot;
    tree.nodes.reserve(static_cast<std::size_t>(config.iterations) + 2);
    tree.nodes.emplace_back();
    GameState g;
    std::vector<std::pair<int, int>> path;  // (node, edge)
    std::array<double, kMaxPlayers> values{};
    int iterations = 0, failures = 0;
    const int last = config.stopWhenDecided && config.closeCallLimit > 0 ? std::min(config.iterations, config.closeCallLimit)
                                                                        : config.iterations;
    for (; iterations < std::max(last, 1); ++iterations) {
        if ((iterations & 15) == 15 && limits.outOfTime()) break;
        if (config.stopWhenDecided && (iterations & 255) == 255 &&
            decided(tree.nodes[0], p.options.size(), config.decidedShare * (config.iterations - iterations)))
            break;
        sampler.sampleInto(g, rng);
        path.clear();
        int node = 0;
        bool failed = false;
        for (int depth = 0; depth <= config.maxDepth && !g.over() && g.phase == Phase::Playing; ++depth) {
            TreeSource src(rng, w, tree, node);
            const bool ok = simulateUnit(g, src);
            if (src.edge >= 0) {
                path.emplace_back(node, src.edge);
                Edge& e = tree.nodes[node].edges[src.edge];
                if (e.child < 0) {
                    e.child = static_cast<std::int32_t>(tree.nodes.size());
                    tree.nodes.emplace_back();
                }
                node = tree.nodes[node].edges[src.edge].child;
            }
            if (!ok) {
                failed = true;
                break;
            }
            if (src.expanded) break;
        }
        if (!failed) {
            PolicySource playout(rng, w);
            for (int u = 0; u < config.playoutUnits && !g.over(); ++u) {
                playout.reset();
                if (!simulateUnit(g, playout)) {
                    failed = true;
                    break;
                }
            }
        }
        if (failed)
            values.fill(kFailedValue);
        else
            winProbabilities(g, values, w);
        failures += failed ? 1 : 0;
        for (auto [n, e] : path) {
            Edge& edge = tree.nodes[n].edges[e];
            edge.visits += 1;
            edge.value += values[edge.player];
        }
    }
    if (stats) {
        *stats = {iterations, static_cast<int>(tree.nodes.size()), failures, {}};
        for (const Edge& e : tree.nodes[0].edges) stats->root.push_back({e.key, e.visits, e.value});
    }
    // The most visited action at the root, by its key in the real prompt.
    const Node& root = tree.nodes[0];
    int best = 0;
    double bestVisits = -1;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const std::uint32_t key = actionKey(p.options[i]);
        for (const Edge& e : root.edges)
            if (e.key == key) {
                double v = e.visits + (e.visits > 0 ? 1e-6 * e.value / e.visits : 0);
                if (v > bestVisits) bestVisits = v, best = static_cast<int>(i);
            }
    }
    return best;
}

std::vector<Answer> candidateAnswers(const Sampler& sampler, const Prompt& p, std::mt19937_64& rng,
                                     const EvalWeights& w, int votes) {
    std::vector<Answer> out;
    auto add = [&](const Answer& a) {
        if (validate(p, a).empty() && std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
    };
    // The heuristic's answers first: on equal values the first candidate stays.
    GameState g;
    for (int k = 0; k < std::max(votes, 1); ++k) {
        sampler.sampleInto(g, rng);
        add(heuristicAnswer(g, p, rng, w));
    }
    if (p.kind == PromptKind::Order) return out;
    if (p.min == 0) add({});
    if (p.max == 1 || p.min <= 1)
        for (std::size_t i = 0; i < p.options.size(); ++i) add({static_cast<std::uint8_t>(i)});
    if (p.max > 1) {
        Answer all;
        for (std::size_t i = 0; i < p.options.size(); ++i)
            for (int k = 0; k < p.options[i].count && all.size() < p.max; ++k) all.push_back(static_cast<std::uint8_t>(i));
        add(all);
    }
    return out;
}

std::optional<Answer> searchedAnswer(const Sampler& sampler, const Prompt& p,
                                     const UnitSoFar& unit, int samples, const SearchLimits& limits,
                                     std::mt19937_64& rng, const EvalWeights& w, int votes) {
    auto prefix = unitPicks(unit, p);
    if (!prefix) return std::nullopt;
    const std::vector<Answer> candidates = candidateAnswers(sampler, p, rng, w, votes);
    if (candidates.empty()) return std::nullopt;
    if (candidates.size() == 1) return candidates.front();
    const auto values = playedOutValues(sampler, p, unit, *prefix, candidates, samples, limits, rng, w);
    if (!values) return std::nullopt;
    return candidates[std::max_element(values->begin(), values->end()) - values->begin()];
}

std::optional<std::vector<double>> playedOutValues(const Sampler& sampler, const Prompt& p, const UnitSoFar& unit,
                                                   const std::vector<Picks>& prefix,
                                                   const std::vector<Answer>& candidates, int samples,
                                                   const SearchLimits& limits, std::mt19937_64& rng,
                                                   const EvalWeights& w) {
    std::vector<Picks> candidatePicks;
    for (const Answer& a : candidates) candidatePicks.push_back(picksOf(p, a));
    // Candidates are named by the options they pick in the true prompt; mapping them like the prefix finds the
    // same options in each sample's prompt.
    std::vector<double> total(candidates.size(), 0.0);
    GameState sampled, start, g;
    CardMap map;
    int resumed = 0;
    for (int k = 0; k < samples; ++k) {
        if (k > 0 && (k & 7) == 0 && limits.outOfTime()) break;
        sampler.sampleInto(sampled, rng, map);
        if (!isPermutation(map)) continue;
        start = mapCards(unit.start, map);
        start.rng.seed(static_cast<std::uint32_t>(rng() % 2147483646u) + 1u);
        const std::uint64_t policySeed = rng();
        std::vector<double> values(candidates.size());
        bool ok = true;
        for (std::size_t i = 0; i < candidates.size() && ok; ++i) {
            g = start;
            std::mt19937_64 policyRng(policySeed);
            ResumeSource src(policyRng, w, prefix, map, sampled, p, candidatePicks[i]);
            const bool played = simulateUnit(g, src);
            if (!src.resumed()) {
                ok = false;  // the replay did not arrive at the sampled position
                break;
            }
            values[i] = played ? winProbability(g, p.player, w) : kFailedValue;
        }
        if (!ok) continue;
        ++resumed;
        for (std::size_t i = 0; i < candidates.size(); ++i) total[i] += values[i];
    }
    if (resumed < std::max(4, samples / 4)) return std::nullopt;
    for (double& t : total) t /= resumed;
    return total;
}

Answer votedAnswer(const Sampler& sampler, const Prompt& p, int samples, std::mt19937_64& rng, const EvalWeights& w) {
    std::map<Answer, int> votes;
    Answer best;
    int bestVotes = 0;
    GameState g;
    for (int k = 0; k < std::max(samples, 1); ++k) {
        sampler.sampleInto(g, rng);
        Answer a = heuristicAnswer(g, p, rng, w);
        int v = ++votes[a];
        if (v > bestVotes) bestVotes = v, best = a;
    }
    return best;
}

}  // namespace inno
