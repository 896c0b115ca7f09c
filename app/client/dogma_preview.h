// Who would share and who would have to obey if a card were activated now. The dogma confirmation and the
// table's hover hint both ask this one function, and it asks the engine's rule (inno::dogmaRoles).
#pragma once

#include "table_model.h"

#include <QString>

#include <array>

namespace inno::client {

struct DogmaPreview {
    int card = -1;
    Icon icon = Icon::None;
    int activator = -1;
    std::array<int, kMaxPlayers> counts{};
    int sharers = 0;   // bit per seat
    int demanded = 0;  // bit per seat
    bool hasDemand = false;
    bool endorse = false;  // the Endorse action (Cities): demands issued twice, your own non-demand effects twice
    QString text;  // a sentence per player
};

// The preview of `card` activated by `activator`, from the icons on the table as `m` shows them.
// With `endorse`, the same roles (the engine decides them alike) for the Endorse action of Cities.
DogmaPreview dogmaPreview(const TableModel& m, int card, int activator, bool endorse = false);

}  // namespace inno::client
