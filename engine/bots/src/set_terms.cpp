#include "bots/set_terms.h"

#include <algorithm>
#include <stdexcept>

namespace inno {

namespace {
struct Registry {
    std::vector<SetTermsEntry> entries;
    int termCount = 0;
    std::array<double, kMaxSetTerms> defaults{};
};

// Built on first use, from the sets the build has (sets/register_sets.cpp); it names no SetId, so weights may be
// made before the card sets are registered.
const Registry& registry() {
    static const Registry r = [] {
        Registry out;
        std::vector<const SetTerms*> sets;
        addBuiltSetTerms(sets);
        for (const SetTerms* t : sets) {
            const auto names = t->termNames();
            const auto weights = t->handSetWeights();
            if (names.size() != weights.size() || out.termCount + static_cast<int>(names.size()) > kMaxSetTerms)
                throw std::logic_error("bots: a card set's evaluation terms do not fit (kMaxSetTerms)");
            out.entries.push_back({t, out.termCount, static_cast<int>(names.size())});
            std::copy(weights.begin(), weights.end(), out.defaults.begin() + out.termCount);
            out.termCount += static_cast<int>(names.size());
        }
        return out;
    }();
    return r;
}

// Each registered set's SetId, asked once: the first game comes after the card sets are registered.
const std::vector<SetId>& registeredIds() {
    static const std::vector<SetId> ids = [] {
        std::vector<SetId> out;
        for (const SetTermsEntry& e : registry().entries) out.push_back(e.terms->set());
        return out;
    }();
    return ids;
}
}  // namespace

const std::array<double, kMaxSetTerms>& defaultSetWeights() { return registry().defaults; }

std::span<const SetTermsEntry> registeredSetTerms() { return registry().entries; }

int setTermCount() { return registry().termCount; }

SetTermsInPlay setTermsOfSetsInPlay(const Options& o) {
    static const std::array<std::vector<const SetTermsEntry*>, 1u << kMaxSets> lists = [] {
        std::array<std::vector<const SetTermsEntry*>, 1u << kMaxSets> out;
        const std::vector<SetTermsEntry>& entries = registry().entries;
        const std::vector<SetId>& ids = registeredIds();
        for (unsigned mask = 0; mask < out.size(); ++mask)
            for (std::size_t i = 0; i < entries.size(); ++i)
                if (mask & (1u << ids[i])) out[mask].push_back(&entries[i]);
        return out;
    }();
    return lists[o.sets & ((1u << kMaxSets) - 1)];
}

const SetTerms* setTermsOf(SetId set) {
    const std::vector<SetId>& ids = registeredIds();
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == set) return registry().entries[i].terms;
    return nullptr;
}

std::span<double> weightsOf(EvalWeights& w, const SetTerms& terms) {
    for (const SetTermsEntry& e : registry().entries)
        if (e.terms == &terms) return std::span<double>(w.sets).subspan(static_cast<std::size_t>(e.firstTerm), static_cast<std::size_t>(e.termCount));
    return {};
}

std::span<const double> weightsOf(const EvalWeights& w, const SetTermsEntry& e) {
    return std::span<const double>(w.sets).subspan(static_cast<std::size_t>(e.firstTerm), static_cast<std::size_t>(e.termCount));
}

}  // namespace inno
