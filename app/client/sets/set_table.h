// What the table draws for a card set (sets/client_set.h): its supply piles, its cards' faces and backs, its
// zones' labels and its actions' badges. Every method has a neutral default (drawn as base cards are), so a set
// overrides only what it has.
#pragma once

namespace inno::client {

class SetTable {
public:
    virtual ~SetTable() = default;
};

}  // namespace inno::client
