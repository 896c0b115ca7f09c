// Linked into every test program: registers the card sets of the build before main(), as the programs' own
// main() do (catalogue::install()).
#include "catalogue/catalogue.h"

namespace {
const bool installed = (inno::catalogue::install(), true);
}  // namespace
