// The one place that names the card sets the bots know (bots/set_terms.h): each set's terms, in the order their
// values add up in an evaluation and their terms follow the base game's in `innovation-cli positions`.
#include "bots/set_terms.h"

#if INNOVATION_WITH_CITIES
#include "sets/cities/cities_terms.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "sets/echoes/echoes_terms.h"
#endif
#if INNOVATION_WITH_ARTIFACTS
#include "sets/artifacts/artifacts_terms.h"
#endif

namespace inno {

void addBuiltSetTerms(std::vector<const SetTerms*>& out) {
#if INNOVATION_WITH_CITIES
    out.push_back(&cities::botTerms());
#endif
#if INNOVATION_WITH_ECHOES
    out.push_back(&echoes::botTerms());
#endif
#if INNOVATION_WITH_ARTIFACTS
    out.push_back(&artifacts::botTerms());
#endif
    (void)out;
}

}  // namespace inno
