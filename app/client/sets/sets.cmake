# The card sets' code in the client (sets/client_set.h): the registry, the one file that names the sets, and each
# set's words, table and painters, only in a build that has the set.
target_sources(innovation_client PRIVATE
  sets/client_set.h sets/client_set.cpp sets/set_words.h sets/set_words.cpp sets/set_table.h sets/set_table.cpp
  sets/install_client_sets.cpp)
if(INNOVATION_WITH_CITIES)
  target_sources(innovation_client PRIVATE
    sets/cities/cities_client.h sets/cities/cities_words.cpp sets/cities/cities_table.cpp
    sets/cities/city_painter.h sets/cities/city_painter.cpp sets/cities/cities_palette.h
    # The words of its icons, positions and specials, still in text/ while the card popup uses them.
    text/city_texts.h text/city_texts.cpp)
endif()
if(INNOVATION_WITH_ECHOES)
  target_sources(innovation_client PRIVATE
    sets/echoes/echoes_client.h sets/echoes/echoes_words.cpp sets/echoes/echoes_table.cpp
    sets/echoes/echoes_painter.h sets/echoes/echoes_painter.cpp sets/echoes/echoes_palette.h
    # The words of its questions and hover texts, still in text/ while the table uses them.
    text/echoes_texts.h text/echoes_texts.cpp)
endif()
if(INNOVATION_WITH_ARTIFACTS)
  target_sources(innovation_client PRIVATE
    sets/artifacts/artifacts_client.h sets/artifacts/artifacts_words.cpp sets/artifacts/artifacts_table.cpp
    sets/artifacts/artifacts_painter.h sets/artifacts/artifacts_painter.cpp sets/artifacts/artifacts_palette.h)
endif()
