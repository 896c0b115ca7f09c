// Test helper: legal picks for a client's question, at random (an order question answers its options as listed;
// otherwise one pick, or `min` when more are needed, and "none" when nothing may be picked).
#pragma once

#include "model/table_model.h"

#include <QStringList>

#include <algorithm>
#include <random>

namespace inno::client::test {

inline QStringList randomPicks(const PromptState& p, std::mt19937_64& rng) {
    QStringList picks;
    if (p.kind == PromptKind::Order) {
        for (const auto& o : p.options) picks << o.text;
        return picks;
    }
    QStringList pool;
    for (const auto& o : p.options)
        for (int k = 0; k < o.count; ++k) pool << o.text;
    std::shuffle(pool.begin(), pool.end(), rng);
    const int n = std::max(p.min, std::min<int>(1, static_cast<int>(pool.size())));
    picks = pool.mid(0, std::min<int>(n, p.max));
    if (picks.isEmpty()) picks << "none";
    return picks;
}

}  // namespace inno::client::test
