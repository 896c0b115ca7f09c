#include "bots/determinize.h"

#include "core/card_set.h"
#include "core/queries.h"

#include <algorithm>
#include <stdexcept>

namespace inno {

Sampler::Sampler(const GameState& s, CardTracker& tracker) : base_(s) {
    const int seat = tracker.seat();
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::vector<bool> known(everyCard().size(), false);
        std::vector<std::vector<CardId>> content(lists::kCount);  // the sample's lists, unknown slots kNoCard
        for (int p = 0; p < s.playerCount(); ++p)
            for (Color col : kAllColors) {
                const CardSpan pile = s.pile(p, col).cards;
                content[lists::pile(p, col)].assign(pile.begin(), pile.end());
                for (CardId c : pile) known[c] = true;
            }
        // Public lists beside the boards: the common zone and the achievements that only count (face up).
        auto copyPublic = [&](ListId l) {
            const CardSpan cards = s.list(l);
            content[l].assign(cards.begin(), cards.end());
            for (CardId c : cards) known[c] = true;
        };
        copyPublic(lists::kCommon);
        for (int p = 0; p < s.playerCount(); ++p) copyPublic(lists::countedAchievements(p));
        if (seat >= 0) {
            for (ListId own : {lists::hand(seat), lists::score(seat)}) {
                const CardSpan cards = s.list(own);
                content[own].assign(cards.begin(), cards.end());
                for (CardId c : cards) known[c] = true;
            }
        }
        for (auto& h : holes_) h.clear();
        for (auto& u : unknown_) u.clear();
        for (auto& r : realAtHole_) r.clear();
        tracker.forEachList([&](const CardTracker::Slots& mirrored, ListId list) {
            const Location at = locationOf(list);
            const bool own = seat >= 0 && at.player == seat && (at.zone == Zone::Hand || at.zone == Zone::Score);
            if (own) return;  // seen as it is
            std::vector<CardId>& out = content[list];
            out.clear();
            const CardSpan realList = s.list(list);
            for (const auto& slot : mirrored) {
                CardId c = slot.card;
                if (c != kNoCard && (known[c] || CardTracker::publicAge(c) != slot.age)) c = kNoCard;  // stale
                if (c != kNoCard) {
                    known[c] = true;
                } else {
                    holes_[slot.age].push_back({list, static_cast<std::uint8_t>(out.size())});
                    realAtHole_[slot.age].push_back(out.size() < realList.size() ? realList[out.size()] : kNoCard);
                }
                out.push_back(c);
            }
        });
        for (int set = 0; set < setCount(); ++set) {
            if (!s.options.has(static_cast<SetId>(set))) continue;
            for (const CardDef& c : cardsOf(static_cast<SetId>(set)))
                if (!known[c.id] && s.inGame(c.id)) unknown_[CardTracker::publicAge(c.id)].push_back(c.id);
        }
        bool consistent = true;
        for (int a = 1; a <= CardTracker::kPublicAges; ++a)
            if (unknown_[a].size() != holes_[a].size()) {
                consistent = false;
                tracker.forgetAge(a);
            }
        if (consistent) {
            base_.clearCards();
            for (int l = 0; l < lists::kCount; ++l) base_.setList(static_cast<ListId>(l), content[l]);
            return;
        }
    }
    throw std::logic_error("card tracker inconsistent with the position (not reconciled?)");
}

void Sampler::sampleInto(GameState& out, std::mt19937_64& rng, CardMap& fromReal) const {
    sampleInto(out, rng);
    for (std::size_t c = 0; c < fromReal.size(); ++c) fromReal[c] = static_cast<CardId>(c);
    for (int a = 1; a <= CardTracker::kPublicAges; ++a)
        for (std::size_t i = 0; i < holes_[a].size(); ++i) {
            const CardId real = realAtHole_[a][i];
            if (real != kNoCard) fromReal[real] = out.list(holes_[a][i].list)[holes_[a][i].pos];
        }
}

void Sampler::sampleInto(GameState& out, std::mt19937_64& rng) const {
    out = base_;
    std::array<CardId, kMaxCards> deal;
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
            out.mutableList(h.list)[h.pos] = deal[i];
            out.placed(deal[i], h.list);
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
