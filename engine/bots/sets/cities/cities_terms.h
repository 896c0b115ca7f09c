// What Cities of Destiny brings to the bots (bots/set_terms.h): flags at risk and in reach, Cities in hand and the
// City draw in the evaluation; a City meld and the Endorse action in the quick policy.
#pragma once

#include "bots/set_terms.h"

namespace inno::cities {

const SetTerms& botTerms();

}  // namespace inno::cities
