# The card sets' code in the command line: the catalogue's printers of the sets whose cards read differently from a
# base card (catalogue_sets.h), each only in a build that has its set.
target_sources(innovation-cli PRIVATE sets/catalogue_sets.h sets/catalogue_sets.cpp)
if(INNOVATION_WITH_CITIES)
  target_sources(innovation-cli PRIVATE sets/cities_catalogue.cpp)
endif()
