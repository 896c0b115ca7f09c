#include "bots/resume.h"

#include "core/setup.h"

#include <algorithm>

namespace inno {

namespace {

// Supplies recorded answers and stops at the first prompt beyond them.
class PrefixRecorder final : public AnswerSource {
public:
    explicit PrefixRecorder(const std::vector<Answer>& answers) : answers_(answers) {}
    Answer answer(const GameState&, const Prompt& p) override {
        if (picks.size() == answers_.size()) throw PromptReached{p};
        const Answer& a = answers_[picks.size()];
        if (!validate(p, a).empty()) throw SimulationAborted{};
        picks.push_back(picksOf(p, a));
        return a;
    }
    std::vector<Picks> picks;

private:
    const std::vector<Answer>& answers_;
};
}  // namespace

Choice mapChoice(Choice c, const CardMap& map) {
    switch (c.type) {
    case Choice::Meld:
    case Choice::Dogma:
    case Choice::SetAction:
    case Choice::Parley:
    case Choice::Card: c.a = map[c.a]; break;
    default: break;
    }
    return c;
}

Picks picksOf(const Prompt& p, const Answer& a) {
    Picks out;
    for (auto i : a) out.push_back(p.options[i]);
    return out;
}

std::optional<Answer> answerPicking(const Prompt& p, const Picks& picks, const CardMap& map) {
    Answer a;
    for (const Choice& c : picks) {
        const Choice want = mapChoice(c, map);
        std::size_t i = 0;
        while (i < p.options.size() && !(p.options[i] == want)) ++i;
        if (i == p.options.size()) return std::nullopt;
        a.push_back(static_cast<std::uint8_t>(i));
    }
    return a;
}

GameState mapCards(const GameState& s, const CardMap& map) {
    GameState g = s;
    g.renameCards(map);
    return g;
}

bool isPermutation(const CardMap& map) {
    std::array<bool, kMaxCards> seen{};
    for (CardId c : map) {
        if (c >= kMaxCards || seen[c]) return false;
        seen[c] = true;
    }
    return true;
}

bool sameCards(const GameState& a, const GameState& b) {
    // Every list but the supply piles of the sets besides the main one, and the counters that go with them.
    for (int l = 0; l < lists::kCount; ++l) {
        const auto list = static_cast<ListId>(l);
        if (lists::isSupply(list) && lists::supplySet(list) != kMainSet) continue;
        const CardSpan x = a.list(list), y = b.list(list);
        if (!std::equal(x.begin(), x.end(), y.begin(), y.end())) return false;
    }
    return a.seats == b.seats && a.availableSpecials == b.availableSpecials && a.current == b.current &&
           a.actionsLeft == b.actionsLeft && a.phase == b.phase;
}

std::optional<std::vector<Picks>> unitPicks(const UnitSoFar& unit, const Prompt& p) {
    GameState g = unit.start;
    PrefixRecorder recorder(unit.answers);
    try {
        Engine(g, recorder, nullptr).runUnit();
    } catch (const PromptReached& stop) {
        if (stop.prompt == p) return std::move(recorder.picks);
        return std::nullopt;
    } catch (const SimulationAborted&) {
    } catch (const GameEnded&) {
    }
    return std::nullopt;
}

Answer ResumeSource::answer(const GameState& s, const Prompt& p) {
    if (next_ < prefix_.size()) {
        auto a = answerPicking(p, prefix_[next_++], map_);
        if (!a) throw SimulationAborted{};
        return *a;
    }
    if (!resumed_) {
        if (p.player != prompt_.player || p.kind != prompt_.kind || p.purpose != prompt_.purpose ||
            p.min != prompt_.min || p.max != prompt_.max || p.options.size() != prompt_.options.size() ||
            !sameCards(s, expected_))
            throw SimulationAborted{};
        resumed_ = true;
        auto a = answerPicking(p, candidate_, map_);
        if (!a) throw SimulationAborted{};
        return *a;
    }
    return PolicySource::answer(s, p);
}

}  // namespace inno
