// The one file of the command line that names the card sets: the catalogue printers of the sets whose cards read
// differently from a base card (sets/<set>_catalogue.cpp).
#include "sets/catalogue_sets.h"

#if INNOVATION_WITH_CITIES
const CatalogueSetPrinter& citiesCataloguePrinter();  // sets/cities_catalogue.cpp
#endif

const CatalogueSetPrinter* catalogueSetPrinter(std::string_view key) {
    const CatalogueSetPrinter* printers[] = {
#if INNOVATION_WITH_CITIES
        &citiesCataloguePrinter(),
#endif
        nullptr,
    };
    for (const CatalogueSetPrinter* p : printers)
        if (p && p->key == key) return p;
    return nullptr;
}
