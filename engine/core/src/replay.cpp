// The replay of a saved game, position by position, with checkpoints every few answers.
#include "core/replay.h"

#include "core/card_set.h"

#include <algorithm>

namespace inno {

std::optional<GameReplay> GameReplay::build(const Game& g, std::string* error, std::size_t checkpointEvery) {
    GameReplay r;
    r.every_ = std::max<std::size_t>(1, checkpointEvery);
    std::optional<Game> game = g.withAnswers(0, error);
    if (!game) return std::nullopt;
    auto record = [&](int answeredBy, std::vector<std::string> answer) {
        Step s;
        s.turn = game->state().turnNumber;
        s.answeredBy = answeredBy;
        s.answer = std::move(answer);
        s.eventEnd = game->events().size();
        r.steps_.push_back(std::move(s));
    };
    record(-1, {});
    r.checkpoints_.push_back(*game);
    for (std::size_t i = 0; i < g.answers().size(); ++i) {
        if (!game->prompt()) {
            if (error) *error = "answer " + std::to_string(i + 1) + " comes after the game ended";
            return std::nullopt;
        }
        const int seat = game->prompt()->player;
        if (std::string why = game->answer(g.answers()[i]); !why.empty()) {
            if (error) *error = "answer " + std::to_string(i + 1) + " does not fit: " + why;
            return std::nullopt;
        }
        record(seat, game->answerTexts().back());
        if ((i + 1) % r.every_ == 0) r.checkpoints_.push_back(*game);
    }
    if (g.concededBy() >= 0) {
        if (std::string why = game->concede(g.concededBy()); !why.empty()) {
            if (error) *error = "the concession does not fit: " + why;
            return std::nullopt;
        }
        record(g.concededBy(), {});
    }
    r.finished_ = game->over();
    r.final_ = std::move(game);
    return r;
}

Game GameReplay::gameAt(std::size_t k) const {
    k = std::min(k, last());
    const std::size_t answers = final_->answers().size();
    const std::size_t upTo = std::min(k, answers);
    Game g = checkpoints_[std::min(upTo / every_, checkpoints_.size() - 1)];
    for (std::size_t i = g.answers().size(); i < upTo; ++i) g.answer(final_->answers()[i]);
    if (k > answers) g.concede(final_->concededBy());
    return g;
}

View GameReplay::viewAt(std::size_t k, int seat) const { return makeView(gameAt(k), seat); }

View GameReplay::openViewAt(std::size_t k) const {
    const Game g = gameAt(k);
    View v = makeView(g, -1);
    for (int p = 0; p < g.state().playerCount() && p < static_cast<int>(v.players.size()); ++p) {
        auto& pv = v.players[static_cast<std::size_t>(p)];
        const PlayerState ps = g.state().player(p);
        pv.hand = CardList(ps.hand());
        pv.score = CardList(ps.score());
        for (int z = 0; z < kExtraZones; ++z)
            if (const Zone zone = static_cast<Zone>(static_cast<int>(Zone::Extra1) + z); zoneInPlay(g.state().options, zone))
                pv.zones[z].cards = CardList(ps.zone(zone));
    }
    return v;
}

std::vector<Event> GameReplay::eventsUpTo(std::size_t k, int seat) const {
    const std::size_t end = steps_.at(std::min(k, last())).eventEnd;
    std::vector<Event> out;
    out.reserve(end);
    for (std::size_t i = 0; i < end; ++i) out.push_back(seat == kAllSeats ? allEvents()[i] : redactFor(allEvents()[i], seat));
    return out;
}

std::size_t GameReplay::positionOfEvent(std::size_t index) const {
    const auto it = std::upper_bound(steps_.begin(), steps_.end(), index,
                                     [](std::size_t i, const Step& s) { return i < s.eventEnd; });
    return it == steps_.end() ? last() : static_cast<std::size_t>(it - steps_.begin());
}

std::size_t GameReplay::nextTurn(std::size_t k) const {
    k = std::min(k, last());
    for (std::size_t i = k + 1; i < steps_.size(); ++i)
        if (steps_[i].turn != steps_[k].turn) return i;
    return last();
}

std::size_t GameReplay::previousTurn(std::size_t k) const {
    k = std::min(k, last());
    // The start of the turn shown; from there (or within its first position), the start of the turn before.
    std::size_t start = k;
    while (start > 0 && steps_[start - 1].turn == steps_[k].turn) --start;
    if (start < k) return start;
    if (start == 0) return 0;
    std::size_t before = start - 1;
    while (before > 0 && steps_[before - 1].turn == steps_[start - 1].turn) --before;
    return before;
}

std::vector<std::pair<int, std::size_t>> GameReplay::turnStarts() const {
    std::vector<std::pair<int, std::size_t>> out;
    for (std::size_t i = 0; i < steps_.size(); ++i)
        if (i == 0 || steps_[i].turn != steps_[i - 1].turn) out.emplace_back(steps_[i].turn, i);
    return out;
}

}  // namespace inno
