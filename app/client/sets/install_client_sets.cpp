// The one place in the client that names the card sets: each set this build has registers its words and its
// table here (their code lives in sets/<set>/).
#include "sets/client_set.h"

#if INNOVATION_WITH_CITIES
#include "sets/cities/cities_client.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "sets/echoes/echoes_client.h"
#endif
#if INNOVATION_WITH_ARTIFACTS
#include "sets/artifacts/artifacts_client.h"
#endif

namespace inno::client {

void installClientSets() {
#if INNOVATION_WITH_CITIES
    registerClientSet("cities", &citiesWords(), &citiesTable());
#endif
#if INNOVATION_WITH_ECHOES
    registerClientSet("echoes", &echoesWords(), &echoesTable());
#endif
#if INNOVATION_WITH_ARTIFACTS
    registerClientSet("artifacts", &artifactsWords(), &artifactsTable());
#endif
}

}  // namespace inno::client
