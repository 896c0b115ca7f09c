// An answer inside an action played out to the next decision (see answer_outcome.h).
#include "bots/answer_outcome.h"

#include "bots/resume.h"
#include "bots/seat_unit.h"
#include "core/engine.h"

#include <algorithm>

namespace inno {

namespace {

// Whether every legal answer to `p` picks the same options (in some order): no choice is left but the order.
bool onlyChoice(const Prompt& p) {
    const std::vector<Answer> all = legalAnswers(p, 64);
    if (all.empty() || all.size() == 64) return false;
    Answer first = all.front();
    std::sort(first.begin(), first.end());
    return std::all_of(all.begin(), all.end(), [&](Answer a) {
        std::sort(a.begin(), a.end());
        return a == first;
    });
}

// Hands out the answers so far and the one played out, noting where its events begin, then stops at the next
// decision. A question of the same seat with one choice but for the order (the rest of a pick it committed to) is
// not a decision: it is played on.
class PlayedOut final : public AnswerSource {
public:
    PlayedOut(const std::vector<Answer>& before, const Answer& answer, int seat, const VectorSink& sink)
        : before_(before), answer_(answer), seat_(seat), sink_(sink) {}
    Answer answer(const GameState&, const Prompt& p) override {
        if (next_ < before_.size()) return before_[next_++];
        if (next_ == before_.size()) {
            ++next_;
            from = sink_.events.size();
            return answer_;
        }
        if (p.player == seat_ && forced_ < 8 && onlyChoice(p)) {
            ++forced_;
            return legalAnswers(p, 1).front();
        }
        throw PromptReached{p};
    }
    std::size_t from = 0;
    bool reached() const { return next_ > before_.size(); }

private:
    const std::vector<Answer>& before_;
    const Answer& answer_;
    int seat_;
    const VectorSink& sink_;
    std::size_t next_ = 0;
    int forced_ = 0;
};

bool worthSaying(EventKind k) {
    switch (k) {
    case EventKind::CardMoved:
    case EventKind::CardRevealed:
    case EventKind::HandRevealed:
    case EventKind::Splayed:
    case EventKind::AchievementClaimed:
    case EventKind::GameEnded:
    case EventKind::SeatEliminated:
    case EventKind::DogmaEnded: return true;
    default: return false;
    }
}

}  // namespace

std::vector<bool> cardsNamedBy(const GameState& s, const CardTracker& tracker, int seat) {
    std::vector<bool> named(kMaxCards, false);
    for (int l = 0; l < lists::kCount; ++l) {
        const auto list = static_cast<ListId>(l);
        const Location at = locationOf(list);
        bool open = at.zone == Zone::Board || at.zone == Zone::Common ||
                    ((at.zone == Zone::Hand || at.zone == Zone::Score) && at.player == seat);
        for (int p = 0; p < kMaxPlayers; ++p) open = open || list == lists::countedAchievements(p);
        for (CardId c : s.list(list)) named[c] = open || tracker.knows(c);
    }
    return named;
}

AnswerOutcome playOut(const UnitSoFar& unit, const Prompt& p, const Answer& a, const std::vector<bool>& named) {
    AnswerOutcome out;
    if (!validate(p, a).empty()) return out;
    out.after = unit.start;
    VectorSink sink;
    PlayedOut source(unit.answers, a, p.player, sink);
    try {
        Engine(out.after, source, &sink).runUnit();
    } catch (const PromptReached& stop) {
        out.next = stop.prompt;
    } catch (const GameEnded&) {
    } catch (const std::exception&) {
        return out;
    }
    if (!source.reached()) return out;
    out.played = true;
    for (std::size_t i = source.from; i < sink.events.size(); ++i) {
        if (!worthSaying(sink.events[i].kind)) continue;
        Event e = redactFor(sink.events[i], p.player);
        if (e.card != kNoCard && (e.card >= named.size() || !named[e.card])) {
            if (e.kind == EventKind::CardRevealed) continue;  // a card the seat cannot name shows it nothing
            e.card = kNoCard;
        }
        out.events.push_back(e);
    }
    return out;
}

bool sameResult(const AnswerOutcome& a, const AnswerOutcome& b) {
    return a.played && b.played && sameCards(a.after, b.after) && a.after.over() == b.after.over() &&
           a.next == b.next;
}

}  // namespace inno
