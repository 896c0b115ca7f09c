#include "bots/determinize.h"

#include "core/queries.h"

#include <algorithm>
#include <stdexcept>

namespace inno {

namespace {
// The hidden lists of a state, numbered in the tracker's fixed order.
constexpr int kListCount = 3 * kMaxPlayers + 1 + kAges + 1 + kAges;
constexpr int kRemovedCode = 3 * kMaxPlayers + kAges + 1;

CardList& listRef(GameState& g, int code) {
    if (code < kMaxPlayers) return g.player(code).hand;
    if (code < 2 * kMaxPlayers) return g.player(code - kMaxPlayers).score;
    if (code < 3 * kMaxPlayers) return g.player(code - 2 * kMaxPlayers).achievements;
    if (code == 3 * kMaxPlayers) return g.availableAchievements;
    if (code <= 3 * kMaxPlayers + kAges) return g.deck(code - 3 * kMaxPlayers);
    if (code == kRemovedCode) return g.removed;
    return g.cityDeck(code - kRemovedCode);
}

Location locationOf(int code) {
    if (code < kMaxPlayers) return {Zone::Hand, static_cast<std::int8_t>(code)};
    if (code < 2 * kMaxPlayers) return {Zone::Score, static_cast<std::int8_t>(code - kMaxPlayers)};
    if (code < 3 * kMaxPlayers) return {Zone::Achievement, static_cast<std::int8_t>(code - 2 * kMaxPlayers)};
    if (code == 3 * kMaxPlayers) return {Zone::Achievement, -1};
    if (code <= 3 * kMaxPlayers + kAges) return {Zone::Deck, -1};
    if (code == kRemovedCode) return {Zone::Removed, -1};
    return {Zone::Deck, -1};
}
}  // namespace

Sampler::Sampler(const GameState& s, CardTracker& tracker) : base_(s) {
    const int seat = tracker.seat();
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::array<bool, kCardCount> known{};
        for (int p = 0; p < s.playerCount(); ++p)
            for (const Pile& pile : s.player(p).board)
                for (CardId c : pile.cards) known[c] = true;
        if (seat >= 0) {
            for (CardId c : s.player(seat).hand) known[c] = true;
            for (CardId c : s.player(seat).score) known[c] = true;
        }
        for (auto& h : holes_) h.clear();
        for (auto& u : unknown_) u.clear();
        for (auto& r : realAtHole_) r.clear();
        GameState real = s;
        int code = 0;
        tracker.forEachList([&](const CardTracker::Slots& mirrored, Zone zone, int player, int) {
            const int here = code++;
            const bool own = seat >= 0 && player == seat && (zone == Zone::Hand || zone == Zone::Score);
            if (own) return;  // seen as it is
            CardList& out = listRef(base_, here);
            out.clear();
            for (const auto& slot : mirrored) {
                CardId c = slot.card;
                if (c != kNoCard && (known[c] || CardTracker::publicAge(c) != slot.age)) c = kNoCard;  // stale
                if (c != kNoCard) {
                    known[c] = true;
                    base_.where[c] = locationOf(here);
                } else {
                    holes_[slot.age].push_back({static_cast<std::uint8_t>(here), static_cast<std::uint8_t>(out.size())});
                    const CardList& realList = listRef(real, here);
                    realAtHole_[slot.age].push_back(out.size() < realList.size() ? realList[out.size()] : kNoCard);
                }
                out.push_back(c);
            }
        });
        for (CardId c = 0; c < s.cardsInGame(); ++c)
            if (!known[c]) unknown_[CardTracker::publicAge(c)].push_back(c);
        bool consistent = true;
        for (int a = 1; a <= CardTracker::kPublicAges; ++a)
            if (unknown_[a].size() != holes_[a].size()) {
                consistent = false;
                tracker.forgetAge(a);
            }
        if (consistent) return;
    }
    throw std::logic_error("card tracker inconsistent with the position (not reconciled?)");
}

void Sampler::sampleInto(GameState& out, std::mt19937_64& rng, CardMap& fromReal) const {
    sampleInto(out, rng);
    for (CardId c = 0; c < kCardCount; ++c) fromReal[c] = c;
    for (int a = 1; a <= CardTracker::kPublicAges; ++a)
        for (std::size_t i = 0; i < holes_[a].size(); ++i) {
            const CardId real = realAtHole_[a][i];
            if (real != kNoCard) fromReal[real] = listRef(out, holes_[a][i].list)[holes_[a][i].pos];
        }
}

void Sampler::sampleInto(GameState& out, std::mt19937_64& rng) const {
    out = base_;
    std::array<CardId, kCardCount> deal;
    // Fisher-Yates with our own draws (identical on every platform), from a small generator seeded by `rng`.
    std::uint64_t x = rng();
    auto next = [&x](std::uint32_t bound) {
        x += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        return static_cast<std::uint32_t>(((z & 0xFFFFFFFFull) * bound) >> 32);
    };
    for (int a = 1; a <= CardTracker::kPublicAges; ++a) {
        const auto& ids = unknown_[a];
        const std::size_t n = ids.size();
        std::copy(ids.begin(), ids.end(), deal.begin());
        for (std::size_t i = n; i > 1; --i) std::swap(deal[i - 1], deal[next(static_cast<std::uint32_t>(i))]);
        for (std::size_t i = 0; i < n; ++i) {
            const Hole h = holes_[a][i];
            listRef(out, h.list)[h.pos] = deal[i];
            out.where[deal[i]] = locationOf(h.list);
        }
    }
    out.rng.seed(static_cast<std::uint32_t>(rng() % 2147483646u) + 1u);
}

GameState Sampler::sample(std::mt19937_64& rng) const {
    GameState g;
    sampleInto(g, rng);
    return g;
}

GameState determinize(const GameState& s, CardTracker& tracker, std::mt19937_64& rng) {
    return Sampler(s, tracker).sample(rng);
}

}  // namespace inno
