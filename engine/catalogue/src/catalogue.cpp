#include "catalogue/catalogue.h"

#include "base/base_set.h"
#include "core/card_set.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

namespace inno::catalogue {

void install() {
    static const bool done = [] {
        registerCardSet(base::cardSet());
#if INNOVATION_WITH_CITIES
        registerCardSet(cities::cardSet());
#endif
#if INNOVATION_WITH_ECHOES
        registerCardSet(echoes::cardSet());
#endif
        return true;
    }();
    (void)done;
}

}  // namespace inno::catalogue
