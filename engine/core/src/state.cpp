// The game state's card lists: one array, the lists back to back, and where each card lies.
#include "core/state.h"

#include "core/card.h"

#include <algorithm>
#include <cstring>
#include <bit>
#include <stdexcept>
#include <string>

namespace inno {

namespace {
constexpr std::array<std::string_view, 3> kLargeGameNames{"none", "parley", "distant"};
}

std::string_view largeGameName(LargeGame g) { return kLargeGameNames[static_cast<int>(g)]; }

std::optional<LargeGame> parseLargeGame(std::string_view s) {
    for (std::size_t i = 0; i < kLargeGameNames.size(); ++i)
        if (kLargeGameNames[i] == s) return static_cast<LargeGame>(i);
    return std::nullopt;
}

int PlayerState::achievementCount() const {
    return static_cast<int>(achievements().size() + countedAchievements().size()) + std::popcount(specials());
}

ListId listAt(Location at, CardId c) {
    switch (at.zone) {
    case Zone::Deck: {
        const CardFacts& f = facts(c);
        if (f.returnsToCommon) [[unlikely]]
            return lists::kCommon;
        return lists::supply(f.set, f.age);
    }
    case Zone::Hand: return lists::hand(at.player);
    case Zone::Board: return lists::pile(at.player, facts(c).color);
    case Zone::Score: return lists::score(at.player);
    case Zone::Achievement:
        if (at.player < 0) return lists::kAvailable;
        return facts(c).onlyCounts ? lists::countedAchievements(at.player) : lists::achievements(at.player);
    case Zone::Removed: return lists::kRemoved;
    case Zone::Extra1:
    case Zone::Extra2: return lists::extra(at.player, at.zone);
    case Zone::Common: return lists::kCommon;
    }
    throw std::logic_error("bad zone");
}

Location locationOf(ListId l) {
    if (lists::isSupply(l)) return {Zone::Deck, -1};
    if (l >= lists::kSeats) {
        const auto seat = static_cast<std::int8_t>((l - lists::kSeats) / lists::kPerSeat);
        const int k = (l - lists::kSeats) % lists::kPerSeat;
        if (k < kColors) return {Zone::Board, seat};
        if (k == kColors) return {Zone::Hand, seat};
        if (k == kColors + 1) return {Zone::Score, seat};
        if (k == kColors + 2 || k == kColors + 3) return {Zone::Achievement, seat};
        return {static_cast<Zone>(static_cast<int>(Zone::Extra1) + k - kColors - 4), seat};
    }
    if (l == lists::kAvailable) return {Zone::Achievement, -1};
    if (l == lists::kCommon) return {Zone::Common, -1};
    return {Zone::Removed, -1};  // lists::kRemoved
}

Location GameState::where(CardId c) const {
    const ListId l = listOf(c);
    if (l == kNowhere) return {Zone::Removed, -2};
    return locationOf(l);
}

SpecialMask GameState::allSpecials() const {
    SpecialMask mask = 0;
    for (const SpecialDef& d : inno::allSpecials())
        if (options.has(d.set)) mask |= specialBit(d.id);
    return mask;
}

void GameState::clearCards(CardId highestId) {
    cards_.clear();
    start_.fill(0);
    listOf_.assign(static_cast<std::size_t>(highestId) + 1, kNowhere);
}

void GameState::clearCards() {
    cards_.clear();
    start_.fill(0);
    std::fill(listOf_.begin(), listOf_.end(), kNowhere);
}

void GameState::renameCards(std::span<const CardId> map) {
    std::vector<ListId> renamed(listOf_.size(), kNowhere);
    for (CardId& c : cards_) {
        const CardId to = map[c];
        renamed.at(to) = listOf_[c];
        c = to;
    }
    listOf_ = std::move(renamed);
    if (endCard != kNoCard) endCard = map[endCard];
}

void GameState::move(CardId c, ListId to, bool onTop) {
    const ListId from = listOf(c);
    if (from == kNowhere) throw std::logic_error("a card that is not in the game moves: " + std::to_string(c));
    CardId* const first = cards_.data();
    CardId* const it = std::find(first + start_[from], first + start_[from + 1], c);
    if (it == first + start_[from + 1]) throw std::logic_error("a card is not where the state says");
    const std::size_t at = static_cast<std::size_t>(it - first);
    // One card changes place: everything between its old and its new place shifts by one, and the lists between
    // its old and its new list begin one place earlier (or later).
    std::size_t dest;
    std::uint16_t* const start = start_.data();
    if (from < to) {
        dest = (onTop ? start[to] : start[to + 1]) - 1;
        for (std::uint16_t* l = start + from + 1; l <= start + to; ++l) --*l;
    } else if (from > to) {
        dest = onTop ? start[to] : start[to + 1];
        for (std::uint16_t* l = start + to + 1; l <= start + from; ++l) ++*l;
    } else {
        dest = onTop ? start_[from] : start_[from + 1] - 1;
    }
    if (dest < at)
        std::memmove(first + dest + 1, first + dest, (at - dest) * sizeof(CardId));
    else
        std::memmove(first + at, first + at + 1, (dest - at) * sizeof(CardId));
    first[dest] = c;
    listOf_[c] = to;
}

void GameState::setList(ListId l, CardSpan cards) {
    for (CardId c : list(l))
        if (c != kNoCard) listOf_[c] = kNowhere;
    for (CardId c : cards) {
        if (c == kNoCard) continue;
        if (c >= listOf_.size()) throw std::logic_error("a card of a set not in play: " + std::to_string(c));
        if (listOf_[c] != kNowhere) throw std::logic_error("a card placed twice: " + std::to_string(c));
        listOf_[c] = l;
    }
    const CardList copy(cards);  // `cards` may view this very list
    const std::size_t oldSize = start_[l + 1] - start_[l];
    const auto pos = cards_.begin() + start_[l];
    if (copy.size() > oldSize)
        cards_.insert(pos + static_cast<std::ptrdiff_t>(oldSize), copy.size() - oldSize, kNoCard);
    else
        cards_.erase(pos + static_cast<std::ptrdiff_t>(copy.size()), pos + static_cast<std::ptrdiff_t>(oldSize));
    std::copy(copy.begin(), copy.end(), cards_.begin() + start_[l]);
    const int delta = static_cast<int>(copy.size()) - static_cast<int>(oldSize);
    for (int k = l + 1; k <= lists::kCount; ++k) start_[k] = static_cast<std::uint16_t>(start_[k] + delta);
}

}  // namespace inno
