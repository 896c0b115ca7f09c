# innovation-cli positions --journal: positions written to a journal by a run stopped part way and started again
# end as the lines an unbroken run prints; a game cut off by a killed run is dropped and played again; a journal of
# another table is refused and left as it was.
# Run by CTest: cmake -DCLI=... -DDIR=... -P journal_cli.cmake
set(journal ${DIR}/positions-journal.txt)
file(REMOVE ${journal})
set(table --players 3 --level medium --seed 40 --threads 2)

function(run games)
  execute_process(COMMAND ${CLI} positions ${table} --games ${games} ${ARGN} OUTPUT_VARIABLE out RESULT_VARIABLE rc
                  ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "positions, ${games} games ${ARGN}: exit ${rc}, ${err}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

function(expect_whole what)
  file(READ ${journal} text)
  if(NOT text STREQUAL whole)
    message(FATAL_ERROR "${what}: the journal is not what an unbroken run prints")
  endif()
endfunction()

run(5)
set(whole "${output}")
string(REGEX MATCHALL "\n# game 4[0-4]\n" closed "${whole}")
list(LENGTH closed games)
if(NOT games EQUAL 5)
  message(FATAL_ERROR "an unbroken run closed ${games} games, not 5:\n${whole}")
endif()

run(2 --journal ${journal})
run(5 --journal ${journal})
expect_whole("stopped after 2 games and resumed")

# A run killed in the middle of the last game: the rows after the fourth game's closing line are a game cut off.
string(FIND "${whole}" "# game 43\n" at)
math(EXPR cut "${at} + 10 + 40")
string(SUBSTRING "${whole}" 0 ${cut} text)
file(WRITE ${journal} "${text}")
run(5 --journal ${journal})
expect_whole("killed in the middle of a game")

# Another table: refused, the journal untouched.
file(SHA256 ${journal} kept)
execute_process(COMMAND ${CLI} positions --players 4 --level medium --seed 40 --games 5 --journal ${journal}
                RESULT_VARIABLE rc ERROR_VARIABLE error OUTPUT_VARIABLE none)
file(SHA256 ${journal} now)
if(NOT rc EQUAL 2 OR NOT error MATCHES "holds other positions" OR NOT now STREQUAL kept)
  message(FATAL_ERROR "another table's journal: exit ${rc}, '${error}', output '${none}'")
endif()
