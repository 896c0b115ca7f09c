// How `innovation-cli catalogue` prints the cards of a set that reads differently from a base card (its own
// positions, its own facts): a set with such cards registers its printer in catalogue_sets.cpp, the one file of the
// command line that names the sets. Any other set's cards print as the base game's do.
#pragma once

#include "core/card.h"

#include <boost/json.hpp>

#include <QString>
#include <QTextStream>

#include <string_view>

struct CatalogueSetPrinter {
    std::string_view key;             // the set's key
    std::string_view switchHelp;      // the help of its switch ("Add the ...")
    std::string_view heading;         // the text output's heading of its cards
    std::string_view cardsKey;        // the JSON key of its cards, and of its special achievements
    std::string_view specialsKey;
    std::string_view specialsHeading; // the text output's heading of its special achievements
    boost::json::object (*json)(const inno::CardDef& c) = nullptr;
    void (*text)(QTextStream& out, const inno::CardDef& c) = nullptr;
};

// The printer of the set of this key, or null: its cards print as base cards.
const CatalogueSetPrinter* catalogueSetPrinter(std::string_view key);
