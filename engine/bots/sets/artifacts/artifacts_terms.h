// What Artifacts of History brings to the bots (bots/set_terms.h): the displayed card (a free Dogma action to come)
// and the compels (demands against the opponents who could share) as terms of their own, the Meld value of a meld
// that digs, and the quick policy's answers to the prompts the set asks (display, card type, number).
#pragma once

#include "bots/set_terms.h"

namespace inno::artifacts {

const SetTerms& botTerms();

}  // namespace inno::artifacts
