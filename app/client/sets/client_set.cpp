#include "sets/client_set.h"

#include "catalogue/catalogue.h"
#include "core/card.h"

#include <array>
#include <mutex>

namespace inno::client {

namespace {

std::array<ClientSet, kMaxSets>& registry() {
    static std::array<ClientSet, kMaxSets> sets = [] {
        std::array<ClientSet, kMaxSets> a{};
        for (int i = 0; i < kMaxSets; ++i) a[i].id = static_cast<SetId>(i);
        return a;
    }();
    return sets;
}

void ensureInstalled() {
    static std::once_flag once;
    std::call_once(once, [] {
        // The program's sets, unless someone registered sets of their own first (a test with a set of its own).
        if (setCount() == 0) catalogue::install();
        installClientSets();
    });
}

}  // namespace

void registerClientSet(std::string_view key, const SetWords* words, const SetTable* table) {
    const auto id = findSet(key);
    if (!id) return;
    ClientSet& s = registry()[*id];
    s.words = words;
    s.table = table;
}

const ClientSet& clientSet(SetId set) {
    ensureInstalled();
    return registry()[set < kMaxSets ? set : kMainSet];
}

SetId printedSet(int card) {
    ensureInstalled();
    if (card < 0 || card >= static_cast<int>(everyCard().size())) return kMainSet;
    const CardDef& def = inno::card(static_cast<CardId>(card));
    if (def.playsAs.empty()) return def.set;
    return findSet(def.playsAs).value_or(kMainSet);
}

std::span<const ClientSet> clientSets() {
    ensureInstalled();
    return {registry().data(), static_cast<std::size_t>(setCount())};
}

}  // namespace inno::client
