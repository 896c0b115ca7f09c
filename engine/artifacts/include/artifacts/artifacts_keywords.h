// The words of Artifacts card texts beyond the base game's: a card type (a set), a number, a draw of a given type.
#pragma once

#include "core/ctx.h"

namespace inno::artifacts {

// "Choose a card type": a `set` prompt over every set in play (base first), asked of the executing player.
SetId chooseCardType(Ctx& c);
// "Choose a number": a `number` prompt from `lowest` to `highest`.
int chooseNumber(Ctx& c, int lowest = 0, int highest = 30);
// "Draw a N of that type": the age is fixed as for any draw (empty base ages skipped, above 10 the game ends); a
// base card comes from the base pile (no set's draw rule sends it elsewhere); another set's empty pile of that age
// gives a base card by the draw rules of the sets in play.
CardId drawOfType(Ctx& c, SetId type, int age);
// "Claim an achievement of value N": the available standard achievement of that value that became available
// first goes to the executing player's achievements; false if none of that value is available.
bool claimAchievement(Ctx& c, int age);
// The values of the available standard achievements the executing player is eligible for (the Achieve rules).
std::vector<int> eligibleAchievementValues(Ctx& c);
// The cards of a color visible on a player's board (default: the executing player's): none without a pile, the top
// card alone for an unsplayed pile, every card of a splayed one.
int visibleCards(Ctx& c, Color color, int player = -1);
// Cards moved together where the text names no order: ascending value, then title.
void byValueThenTitle(CardList& cards);
// "Execute the effects of X as if they were on this card. Do not share them" (The Daily Courant, Gujin Tushu
// Jinsheng, Roundhay Garden Scene, Garland's Ruby Slippers, Yeager's Bell X-1A, Rover Curiosity): X's effects run
// within the current action, in the order of a Dogma action: X's own echo effect first (with Echoes, when X shows
// it; never those of the cards under X), then X's effects in printed order. Its non-demand effects are executed by
// the executing player alone. Its demands and compels are issued by the executing player to the opponents the
// current action's counts make vulnerable (or eligible to share, for a compel): the counts of this card's featured
// icon taken when the action began (a displayed card's icons included), whatever X's featured icon is. When this
// card is itself executed outside a Dogma action's roles (for one player alone), X's demands affect nobody. X's
// text naming X means X itself, wherever it is.
void executeAsIfOnThisCard(Ctx& c, CardId x);
// "Has no effects" (Garland's Ruby Slippers): no effect of its own and no echo effect of its own.
bool hasNoEffects(const GameState& s, int player, CardId x);

}  // namespace inno::artifacts
