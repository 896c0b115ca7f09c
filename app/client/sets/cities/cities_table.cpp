#include "sets/cities/cities_client.h"

namespace inno::client::cities {

namespace {

class CitiesTable final : public SetTable {};

}  // namespace

const SetTable& table() {
    static const CitiesTable t;
    return t;
}

}  // namespace inno::client::cities
