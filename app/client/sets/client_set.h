// What the client shows of each card set beyond the engine's registry (core/card_set.h). A set brings two facets:
// its words (SetWords: its option, its name in the catalogue, its piles', zones' and specials' words, its log
// lines) and its table (SetTable: its supply piles, card faces and backs, zone labels, action badges). The rest of
// the client asks clientSet(id) and names no set; install_client_sets.cpp is the one place that names them.
#pragma once

#include "core/card_set.h"

#include <span>
#include <string_view>

namespace inno::client {

class SetWords;  // sets/set_words.h
class SetTable;  // sets/set_table.h

struct ClientSet {
    SetId id = kMainSet;
    const SetWords* words = nullptr;  // null: the set's cards read like base cards and it offers no option
    const SetTable* table = nullptr;  // null: its cards are drawn like base cards
};

// Registers what the client shows of the engine's set `key` (a set this build registered). Called by
// installClientSets(); a key the engine does not know is ignored.
void registerClientSet(std::string_view key, const SetWords* words, const SetTable* table);
// What the client shows of `set`: empty facets for the main set and for a set that brought none. Installs the
// engine's sets and the client's on first use.
const ClientSet& clientSet(SetId set);
// Every registered set's, the main set first, in the engine's order.
std::span<const ClientSet> clientSets();

// The set whose face `card` prints, whose facets draw and word it: the set it plays as when this build has that set
// (the relic Timbuktu prints a City, Safety Pin an Echoes card), whether or not the game has it on; else its own
// set; the main set (the base look) for a card printed in a set this build lacks (the relic Ching Shih, a Figure).
SetId printedSet(int card);

// Registers the facets of every set this build has (install_client_sets.cpp).
void installClientSets();

}  // namespace inno::client
