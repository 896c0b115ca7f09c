#include "net/lan/prompt_picker.h"

#include "net/wire/wire.h"

#include <algorithm>

namespace inno::net {

std::vector<std::string> randomPicks(const boost::json::object& prompt, std::mt19937_64& rng) {
    std::vector<std::string> options;
    for (const auto& v : wire::arrayField(prompt, "options"))
        if (v.is_string()) options.emplace_back(wire::stringOf(v));
    const bool order = wire::stringField(prompt, "kind") == "order";
    std::int64_t lo = wire::intField(prompt, "min", 1), hi = wire::intField(prompt, "max", 1);
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
