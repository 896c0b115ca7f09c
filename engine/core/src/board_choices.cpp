#include "core/board_choices.h"

#include <vector>

namespace inno {

void splayAColorOnAnyBoard(Ctx& c, Splay direction) {
    auto splayable = [&](int p) {
        std::vector<Color> out;
        for (Color col : kAllColors)
            if (c.canSplay(col, direction, p)) out.push_back(col);
        return out;
    };
    std::vector<int> players;
    for (int p : c.allPlayers())
        if (!splayable(p).empty()) players.push_back(p);
    const auto owner = c.choosePlayer(players, Purpose::Splay, false);
    if (!owner) return;
    if (const auto col = c.chooseColor(splayable(*owner), Purpose::Splay, false)) c.splay(*col, direction, *owner);
}

}  // namespace inno
