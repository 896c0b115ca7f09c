// Who would share and who would have to obey if a card were activated now (text/dogma_text.h says it in
// words). The dogma confirmation and the table's hover hint both ask this one function, and it asks the engine's rules (inno::dogmaRoles, and for the
// large-game rules inno::largeRule and inno::areDistant).
#pragma once

#include "model/table_model.h"

#include <QString>
#include <QList>
#include <QStringList>

#include <array>
#include <optional>

namespace inno::client {

struct DogmaPreview {
    int card = -1;
    Icon icon = Icon::None;
    int activator = -1;
    int owner = -1;  // whose top card it is: the activator, or a distant player whose card is parleyed
    QString ownerName;
    QStringList names;  // every seat's name
    std::array<int, kMaxPlayers> counts{};
    std::array<int, kMaxPlayers> hands{};  // cards in each hand (a parley costs one)
    int sharers = 0;   // bit per seat
    int demanded = 0;  // bit per seat
    int parley = 0;    // bit per seat: distant under the parley rule (pays to share, may pay to escape)
    // Per kind of demand a set adds (a compel: Effect::SetDemand + i), the seats it affects; `setDemands`: bit per
    // Effect::Kind of the card's demands.
    std::array<int, kMaxDemandRules> ruled{};
    int setDemands = 0;
    // A card activated from a zone of its owner's rather than the board (a set's free Dogma, e.g. the card on a
    // display): the zone, and the icons of the card's featured kind it adds to the activator's count.
    Zone fromZone = Zone::Board;
    int extraIcons = 0;
    int gone = 0;  // bit per seat that left the game: it takes no part
    int distant = 0;   // bit per seat: distant from the activator under the large-game rule in force
    int partners = 0;  // bit per seat: the activator's partners (teams)
    LargeGame rule = LargeGame::None;
    bool hasDemand = false;
    bool onlyDemands = false;  // every effect is a demand: sharing gives nothing, enough icons only keep you safe
    std::optional<ActionKind> setAction;  // a set's action on the card (one may double demands and your own effects)
    QList<int> preludeCards;  // cards of the pile whose set-added effects run first, in order
    bool isParley() const { return owner >= 0 && owner != activator; }
};

// The preview of `card` activated by `activator`, from the icons on the table as `m` shows them. The card is
// the activator's own top card, or with the parley rule a distant player's top card (a `parley <title>` action).
// With `setAction`, the same roles (the engine decides them alike) for that set's action on the card.
DogmaPreview dogmaPreview(const TableModel& m, int card, int activator, std::optional<ActionKind> setAction = std::nullopt);

}  // namespace inno::client
