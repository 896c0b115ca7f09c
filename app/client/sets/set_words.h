// The words a card set brings to the client (sets/client_set.h): its option in New game and Host LAN, its name in
// the catalogue and on the command line, the words of its piles, zones, specials, actions and log lines. Every
// method has a neutral default, so a set overrides only what it has.
#pragma once

#include <QString>

namespace inno::client {

class SetWords {
public:
    virtual ~SetWords() = default;
    // The option that puts the set in a game (New game), and its longer explanation (a tool tip).
    virtual QString optionLabel() const = 0;
    virtual QString optionToolTip() const { return {}; }
};

}  // namespace inno::client
