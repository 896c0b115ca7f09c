// The action so far found again from what one seat saw of it (see seat_unit.h).
#include "bots/seat_unit.h"

#include "bots/policy.h"
#include "bots/resume.h"
#include "core/engine.h"

#include <numeric>

namespace inno {

namespace {

CardMap identity() {
    CardMap m;
    std::iota(m.begin(), m.end(), CardId{0});
    return m;
}

// Hands out the answers given (as the options they pick: a card renamed in the start is renamed in them too), then
// stops at the next prompt.
class Scripted final : public AnswerSource {
public:
    explicit Scripted(const std::vector<Picks>& picks) : picks_(picks) {}
    Answer answer(const GameState&, const Prompt& p) override {
        if (given.size() == picks_.size()) throw PromptReached{p};
        static const CardMap same = identity();
        const auto a = answerPicking(p, picks_[given.size()], same);
        if (!a || !validate(p, *a).empty()) throw SimulationAborted{};
        given.push_back(*a);
        return *a;
    }
    std::vector<Answer> given;

private:
    const std::vector<Picks>& picks_;
};

struct Replayed {
    GameState end;
    std::vector<Event> events;
    std::optional<Prompt> stop;  // the prompt after the answers; none when the unit ended or failed
    std::vector<Answer> given;   // the answers as indices into their prompts
};

Replayed replay(const GameState& start, const std::vector<Picks>& picks) {
    Replayed r{start, {}, std::nullopt, {}};
    VectorSink sink;
    Scripted source(picks);
    try {
        Engine(r.end, source, &sink).runUnit();
    } catch (const PromptReached& stop) {
        r.stop = stop.prompt;
    } catch (const GameEnded&) {
    } catch (const SimulationAborted&) {
    } catch (const std::exception&) {
    }
    r.events = std::move(sink.events);
    r.given = std::move(source.given);
    return r;
}

// Whether the seat sees which cards lie in `list` (boards and the other open places, its own hand and score pile).
bool openTo(ListId list, int seat) {
    for (int p = 0; p < kMaxPlayers; ++p)
        if (list == lists::countedAchievements(p)) return true;
    const Location at = locationOf(list);
    switch (at.zone) {
    case Zone::Board:
    case Zone::Common: return true;
    case Zone::Hand:
    case Zone::Score: return at.player == seat;
    default: return isExtraZone(at.zone) && (at.player == seat || !isPrivateZone(at.zone));
    }
}

enum class Agreement { Same, OtherCard, Different };

// A replayed event against the one the seat saw: the same, the same but for a card it saw named (a hidden card
// of the replay's start stood where the seat's named one was), or another event.
Agreement agreement(const Event& replayed, const Event& seen, int seat) {
    Event r = redactFor(replayed, seat);
    if (r == seen) return Agreement::Same;
    if (seen.card == kNoCard || r.card == kNoCard) return Agreement::Different;
    r.card = seen.card;
    return r == seen ? Agreement::OtherCard : Agreement::Different;
}

class Search {
public:
    Search(std::span<const Event> seen, const GameState& now, const Prompt& p) : seen_(seen), now_(now), p_(p) {}

    std::optional<UnitSoFar> run(GameState start) {
        std::vector<Picks> picks;
        if (!find(start, picks)) return std::nullopt;
        return UnitSoFar{std::move(found_), std::move(answers_)};
    }

private:
    static constexpr int kMaxReplays = 4000;
    static constexpr std::size_t kMaxAnswers = 24;
    static constexpr std::size_t kCandidates = 720;

    bool find(GameState& start, std::vector<Picks>& answers) {
        for (;;) {
            if (++replays_ > kMaxReplays) return false;
            Replayed r = replay(start, answers);
            const std::size_t common = std::min(r.events.size(), seen_.size());
            bool swapped = false;
            for (std::size_t k = 0; k < common; ++k) {
                const Agreement a = agreement(r.events[k], seen_[k], p_.player);
                if (a == Agreement::Same) continue;
                if (a == Agreement::Different || openTo(start.listOf(seen_[k].card), p_.player)) return false;
                CardMap swap = identity();
                swap[r.events[k].card] = seen_[k].card;
                swap[seen_[k].card] = r.events[k].card;
                start = mapCards(start, swap);
                for (Picks& picks : answers)
                    for (Choice& c : picks) c = mapChoice(c, swap);
                swapped = true;
                break;
            }
            if (swapped) continue;
            if (r.events.size() > seen_.size() || !r.stop) return false;
            if (r.events.size() == seen_.size() && r.stop->player == p_.player && r.stop->kind == p_.kind &&
                r.stop->purpose == p_.purpose && aligned(start, answers, r))
                return true;
            if (answers.size() >= kMaxAnswers) return false;
            for (const Answer& a : legalAnswers(*r.stop, kCandidates)) {
                GameState tried = start;
                const std::vector<Picks> before = answers;
                answers.push_back(picksOf(*r.stop, a));
                if (find(tried, answers)) return true;
                answers = before;
                if (replays_ > kMaxReplays) return false;
            }
            return false;
        }
    }

    // Names the cards the seat cannot tell apart as its present position does, and checks that the replay then
    // arrives exactly there, at the same prompt.
    bool aligned(const GameState& start, const std::vector<Picks>& answers, const Replayed& r) {
        CardMap rename = identity();
        for (int l = 0; l < lists::kCount; ++l) {
            const auto list = static_cast<ListId>(l);
            const CardSpan x = r.end.list(list), y = now_.list(list);
            if (x.size() != y.size()) return false;
            for (std::size_t i = 0; i < x.size(); ++i) rename[x[i]] = y[i];
        }
        if (!isPermutation(rename)) return false;
        for (int l = 0; l < lists::kCount; ++l)
            if (openTo(static_cast<ListId>(l), p_.player))
                for (CardId c : start.list(static_cast<ListId>(l)))
                    if (rename[c] != c) return false;
        GameState named = mapCards(start, rename);
        std::vector<Picks> picks = answers;
        for (Picks& ps : picks)
            for (Choice& c : ps) c = mapChoice(c, rename);
        Replayed check = replay(named, picks);
        if (!check.stop || !(*check.stop == p_) || !sameCards(check.end, now_)) return false;
        found_ = std::move(named);
        answers_ = std::move(check.given);
        return true;
    }

    std::span<const Event> seen_;
    const GameState& now_;
    const Prompt& p_;
    GameState found_;
    std::vector<Answer> answers_;
    int replays_ = 0;
};

void orderings(const Prompt& p, Answer& a, std::vector<int>& left, std::size_t limit, std::vector<Answer>& out) {
    if (out.size() >= limit) return;
    if (a.size() >= p.min && validate(p, a).empty()) out.push_back(a);
    if (a.size() >= p.max) return;
    for (std::size_t i = 0; i < p.options.size() && out.size() < limit; ++i) {
        if (left[i] == 0) continue;
        --left[i];
        a.push_back(static_cast<std::uint8_t>(i));
        orderings(p, a, left, limit, out);
        a.pop_back();
        ++left[i];
    }
}

}  // namespace

std::vector<Answer> legalAnswers(const Prompt& p, std::size_t limit) {
    std::vector<Answer> out;
    std::vector<int> left;
    for (const Choice& c : p.options) left.push_back(p.kind == PromptKind::Order ? 1 : std::max<int>(c.count, 1));
    Answer a;
    orderings(p, a, left, limit, out);
    return out;
}

std::optional<UnitSoFar> unitFromSeat(const GameState& start, std::span<const Event> seen, const GameState& now,
                                      const Prompt& p, std::string* error) {
    auto found = Search(seen, now, p).run(start);
    if (!found && error) *error = "no answers replay the action as the seat saw it";
    return found;
}

}  // namespace inno
