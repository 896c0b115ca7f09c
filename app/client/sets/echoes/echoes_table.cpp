#include "sets/echoes/echoes_client.h"

namespace inno::client::echoes {

namespace {

class EchoesTable final : public SetTable {};

}  // namespace

const SetTable& table() {
    static const EchoesTable t;
    return t;
}

}  // namespace inno::client::echoes
