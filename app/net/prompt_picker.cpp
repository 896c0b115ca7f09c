#include "prompt_picker.h"

#include <algorithm>

namespace inno::net {

std::vector<std::string> randomPicks(const boost::json::object& prompt, std::mt19937_64& rng) {
    std::vector<std::string> options;
    if (const auto* o = prompt.if_contains("options"); o && o->is_array())
        for (const auto& v : o->get_array())
            if (v.is_string()) options.emplace_back(v.get_string());
    auto number = [&](const char* key, std::int64_t fallback) {
        const auto* v = prompt.if_contains(key);
        return v && v->is_int64() ? v->get_int64() : fallback;
    };
    const auto* kind = prompt.if_contains("kind");
    const bool order = kind && kind->is_string() && kind->get_string() == "order";
    std::int64_t lo = number("min", 1), hi = number("max", 1);
    if (order) lo = hi = static_cast<std::int64_t>(options.size());
    lo = std::max<std::int64_t>(0, lo);
    hi = std::max(lo, hi);
    // Prefer small answers a little less than uniformly: "draw" and the like keep games moving.
    std::uniform_int_distribution<std::int64_t> count(lo, hi);
    const auto n = static_cast<std::size_t>(count(rng));
    if (n == 0 || options.empty()) return {"none"};
    std::shuffle(options.begin(), options.end(), rng);
    std::vector<std::string> picks(options.begin(), options.begin() + static_cast<long>(std::min(n, options.size())));
    // A hidden group may be picked more than once ("Bob/hand/3" twice).
    std::uniform_int_distribution<std::size_t> any(0, options.size() - 1);
    while (picks.size() < n) picks.push_back(options[any(rng)]);
    return picks;
}

}  // namespace inno::net
