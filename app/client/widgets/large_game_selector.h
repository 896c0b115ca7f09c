// The large-game rule picker of the New game and Host LAN game dialogs: none, parley or distant players. It
// follows the seats: off below four seats and with teams, optional with four, required with five.
#pragma once

#include "core/state.h"

#include <QComboBox>

namespace inno::client {

class LargeGameSelector : public QComboBox {
    Q_OBJECT
public:
    explicit LargeGameSelector(QWidget* parent = nullptr);
    // Enables, disables and explains the choice for this many seats; five seats switch "none" to parley.
    void setSeats(int players, bool teams);
    // The rule the game gets: none while the selector is off.
    LargeGame rule() const;
    void setRule(LargeGame rule);
    // Whether "none" may be chosen now (not with five seats).
    bool noneAllowed() const;

private:
    int players_ = 2;
    bool teams_ = false;
};

}  // namespace inno::client
