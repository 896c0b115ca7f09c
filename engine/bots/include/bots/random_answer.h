// A uniformly random legal answer to any prompt.
#pragma once

#include "core/engine.h"

#include <boost/container/small_vector.hpp>

#include <random>

namespace inno {

template <typename Rng>
Answer randomAnswer(const Prompt& p, Rng& rng) {
    Answer a;
    const int n = static_cast<int>(p.options.size());
    if (p.kind == PromptKind::Order) {
        for (int i = 0; i < n; ++i) a.push_back(static_cast<std::uint8_t>(i));
        std::shuffle(a.begin(), a.end(), rng);
        return a;
    }
    // Every pick slot (an option may be pickable several times) is equally likely. A prompt has at most 256
    // options (answers are bytes), each pickable at most 255 times.
    boost::container::small_vector<std::uint8_t, 256> pickSlots;
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < p.options[i].count; ++k) pickSlots.push_back(static_cast<std::uint8_t>(i));
    const int maxPick = std::min<int>(p.max, static_cast<int>(pickSlots.size()));
    const int minPick = std::min<int>(p.min, maxPick);
    const int k = std::uniform_int_distribution<int>(minPick, maxPick)(rng);
    a.reserve(k);
    for (int i = 0; i < k; ++i) {
        std::size_t j = std::uniform_int_distribution<std::size_t>(i, pickSlots.size() - 1)(rng);
        std::swap(pickSlots[i], pickSlots[j]);
        a.push_back(pickSlots[i]);
    }
    return fitToRule(p, std::move(a));
}

// Answers every prompt at random, in the same process (bots' playouts, soak tests).
class RandomSource final : public AnswerSource {
public:
    explicit RandomSource(std::uint64_t seed) : rng_(seed) {}
    Answer answer(const GameState&, const Prompt& p) override {
        ++answered;
        return randomAnswer(p, rng_);
    }
    std::uint64_t answered = 0;

private:
    std::mt19937_64 rng_;
};

}  // namespace inno
