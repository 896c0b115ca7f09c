// Test helper: a random legal reply to a client's prompt, in the option texts the client answers with.
#pragma once

#include "model/game_controller.h"

#include <QStringList>

#include <algorithm>
#include <random>

namespace inno::client {

inline QStringList randomPicks(const PromptState& p, std::mt19937_64& rng) {
    QStringList texts;
    for (const auto& o : p.options)
        for (int k = 0; k < o.count; ++k) texts << o.text;
    std::shuffle(texts.begin(), texts.end(), rng);
    int lo = p.min, hi = std::min<int>(p.max, static_cast<int>(texts.size()));
    if (p.kind == PromptKind::Order) lo = hi = static_cast<int>(texts.size());
    const int n = hi <= lo ? lo : lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1));
    return n == 0 ? QStringList{"none"} : texts.mid(0, n);
}

}  // namespace inno::client
